import { placeholder, type Screen } from '../screen-builders.ts'

/** Schools and universities. */
export const SCHOOL_SCREENS = {
  schoolList: placeholder('school-list'),
  schoolDetail: placeholder('school-detail', 'detail'),
  university: placeholder('university'),
} as const satisfies Record<string, Screen>

import { own, ownDetail, type Screen } from '../screen-builders.ts'

/** Schools and universities. */
export const SCHOOL_SCREENS = {
  schoolList: own('school-list', () => import('../../pages/school/school-list.tsx')),
  schoolDetail: ownDetail('school-detail', () => import('../../pages/school/school-detail.tsx')),
  university: own('university', () => import('../../pages/university/university.tsx')),
} as const satisfies Record<string, Screen>

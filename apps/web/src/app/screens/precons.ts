import { placeholder, type Screen } from '../screen-builders.ts'

/** Pre-construction projects, their layouts and builders, and their share pages. */
export const PRECONS_SCREENS = {
  preconsList: placeholder('precons-list'),
  preconsDetail: placeholder('precons-detail', 'detail'),
  layoutDetail: placeholder('layout-detail', 'detail'),
  builderDetail: placeholder('builder-detail', 'detail'),
  preconsDetailShare: placeholder('precons-detail-share', 'detail'),
  builderDetailShare: placeholder('builde-detail-share', 'detail'),
  preconsListShare: placeholder('precons-list-share'),
  layoutDetailShare: placeholder('layout-detail-share', 'detail'),
} as const satisfies Record<string, Screen>

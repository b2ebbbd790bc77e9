import { own, ownDetail, type Screen } from '../screen-builders.ts'

/** Pre-construction projects, their layouts and builders, and their share pages. */
export const PRECONS_SCREENS = {
  preconsList: own('precons-list', () => import('../../pages/precons/precons-list.tsx')),
  preconsDetail: ownDetail('precons-detail', () => import('../../pages/precons/precons-detail.tsx')),
  layoutDetail: ownDetail('layout-detail', () => import('../../pages/precons/layout-detail.tsx')),
  builderDetail: ownDetail('builder-detail', () => import('../../pages/precons/builder-detail.tsx')),
  preconsDetailShare: ownDetail('precons-detail-share', () => import('../../pages/share/precons-detail-share.tsx')),
  builderDetailShare: ownDetail('builde-detail-share', () => import('../../pages/share/builde-detail-share.tsx')),
  preconsListShare: own('precons-list-share', () => import('../../pages/share/precons-list-share.tsx')),
  layoutDetailShare: ownDetail('layout-detail-share', () => import('../../pages/share/layout-detail-share.tsx')),
} as const satisfies Record<string, Screen>

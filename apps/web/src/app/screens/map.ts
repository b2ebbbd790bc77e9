import { own, ownDetail, type Screen } from '../screen-builders.ts'

/** The map tab and its variants. */
export const MAP_SCREENS = {
  map: own('map', () => import('../../pages/map/map.tsx')),
  mapDetail: ownDetail('map-detail', () => import('../../pages/map/map-detail.tsx')),
  mapSchool: own('map-school', () => import('../../pages/map/map-school.tsx')),
  mapChat: own('map-chat', () => import('../../pages/map/map-chat.tsx')),
  chatMap: own('chatmap', () => import('../../pages/map/chatmap.tsx')),
} as const satisfies Record<string, Screen>

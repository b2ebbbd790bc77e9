import { placeholder, type Screen } from '../screen-builders.ts'

/** The map tab and its variants. */
export const MAP_SCREENS = {
  map: placeholder('map'),
  mapDetail: placeholder('map-detail', 'detail'),
  mapSchool: placeholder('map-school'),
  mapChat: placeholder('map-chat'),
  chatMap: placeholder('chatmap'),
} as const satisfies Record<string, Screen>

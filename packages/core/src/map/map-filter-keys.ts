import { LISTING_FILTER_KEYS } from '../listings/listing-filters.ts'

/** The listing filters the map leaves out: text, near and sort (the map's view is the page). */
const NOT_ON_THE_MAP = ['q', 'near', 'sort'] as const

type MapFilterKey = Exclude<(typeof LISTING_FILTER_KEYS)[number], (typeof NOT_ON_THE_MAP)[number]>

/** The listing search filters the map takes (no text, near, sort or paging: the map's view is the page). */
export const MAP_FILTER_KEYS: readonly MapFilterKey[] = LISTING_FILTER_KEYS.filter(
  (key): key is MapFilterKey => !(NOT_ON_THE_MAP as readonly string[]).includes(key),
)

import { LISTING_FILTER_KEYS } from '../listings/listing-filters.ts'
import type { PlaceFilterKey } from '../places/place-filter.ts'

/** The listing filters the map leaves out: text, near and sort (the map's view is the page). */
const NOT_ON_THE_MAP = ['q', 'near', 'sort'] as const

/**
 * The place parameters of the list and the map: a place by name and a postal-code prefix. Written here rather than
 * read from the gazetteer's module, so that the screens' scripts carry no gazetteer (the api checks the names).
 */
export const MAP_PLACE_KEYS = [
  'municipality',
  'district',
  'neighbourhood',
  'station',
  'campus',
  'postal',
] as const satisfies readonly (PlaceFilterKey | 'postal')[]

type MapFilterKey =
  | Exclude<(typeof LISTING_FILTER_KEYS)[number], (typeof NOT_ON_THE_MAP)[number]>
  | (typeof MAP_PLACE_KEYS)[number]

/** The listing search filters the map takes (no text, near, sort or paging: the map's view is the page). */
export const MAP_FILTER_KEYS: readonly MapFilterKey[] = [
  ...LISTING_FILTER_KEYS.filter(
    (key): key is Exclude<(typeof LISTING_FILTER_KEYS)[number], (typeof NOT_ON_THE_MAP)[number]> =>
      !(NOT_ON_THE_MAP as readonly string[]).includes(key),
  ),
  ...MAP_PLACE_KEYS,
]

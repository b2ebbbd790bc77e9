import type { SavedSearch } from '@maplenest/core'
import { ALL_TYPES, LIST_PATHS, MAP_PATH } from '../../../entities/listing/index.ts'
import { OPENED_SEARCH_PARAM, openedAreaState } from '../../../shared/saved-search/index.ts'

/** Where the empty list sends someone to start a search: every home for sale. */
export const BROWSE_PATH = `${LIST_PATHS.saleCondo}?roomType=${ALL_TYPES}`

/** The map takes no search text or place nearby. */
const NOT_ON_THE_MAP = new Set(['q', 'near'])

export interface OpenedSearchHref {
  to: string
  /** The drawn area, for the map to draw and search. */
  state?: ReturnType<typeof openedAreaState>
}

/**
 * Where a saved search opens, exactly as it was saved: the list of its criteria, or the map with its drawn area
 * (carried in the navigation's state, too long for an address). The address names the search, for its cards to mark
 * the homes new to it.
 */
export function toOpenedSearchHref(search: Pick<SavedSearch, 'id' | 'query' | 'polygon'>): OpenedSearchHref {
  const area = search.polygon && search.polygon.length > 0 ? search.polygon : null
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(search.query)) {
    if (value === '' || (area && NOT_ON_THE_MAP.has(name))) continue
    params.set(name, String(value))
  }
  // the list screens are of one property type until told to show every type
  if (!area && search.query.roomType === undefined) params.set('roomType', ALL_TYPES)
  params.set(OPENED_SEARCH_PARAM, search.id)
  if (area) return { to: `${MAP_PATH}?${params}`, state: openedAreaState(area) }
  const path = search.query.sr === 'Lease' ? LIST_PATHS.leaseCondo : LIST_PATHS.saleCondo
  return { to: `${path}?${params}` }
}

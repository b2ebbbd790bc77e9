import {
  LISTING_FILTER_KEYS,
  type ListingFilterValues,
  type ListingSearchQuery,
  readListingFilterValues,
  resolveTimeWindow,
  type SearchStatus,
  TIME_WINDOWS,
} from '@maplenest/core'
import { PLACE_KEYS, readPlaceParams } from './place-params.ts'

/** `roomType` value for "every type" on a list whose default is one type. */
export const ALL_TYPES = 'all'

/** What a list screen fixes when its address says nothing (city, sale or lease, condo or house). */
export type ListDefaults = Partial<Pick<ListingSearchQuery, 'city' | 'sr' | 'roomType'>>

/** The query without the paging fields: what the person chose. */
export type ListingFilters = ListingFilterValues

function rawFrom(params: URLSearchParams, defaults: ListDefaults): Record<string, string> {
  const raw: Record<string, string> = {}
  for (const [name, value] of Object.entries(defaults)) if (value) raw[name] = value
  for (const name of LISTING_FILTER_KEYS) {
    const value = params.get(name)
    if (value !== null && value !== '') raw[name] = value
  }
  // A list of one property type says `roomType=all` to show every type.
  if (raw.roomType === ALL_TYPES) delete raw.roomType
  return raw
}

/**
 * Reads the filters from a list's address. A value the contract refuses (a typo in a shared link, a window that
 * does not fit the status) is dropped on its own, so the rest of the link still applies. Read with core's
 * schema-free reader, which gives listingSearchQuerySchema's answers, so a list carries no schema library; the
 * places are read apart (place-params.ts), as that reader does not take them.
 */
export function readListingFilters(params: URLSearchParams, defaults: ListDefaults = {}): ListingFilters {
  return { ...readListingFilterValues(rawFrom(params, defaults)), ...readPlaceParams(params) }
}

const BASE: ListingFilters = { sr: 'Sale', status: 'active', sort: 'new' }

/** The address query for filters: only what differs from the screen's defaults, in a stable order. */
export function toFilterParams(filters: ListingFilters, defaults: ListDefaults = {}): URLSearchParams {
  const params = new URLSearchParams()
  const base: Partial<ListingFilters> = { ...BASE, ...defaults }
  for (const name of LISTING_FILTER_KEYS) {
    const value = filters[name]
    if (value === undefined || value === base[name]) continue
    if (name === 'window' && filters.window === TIME_WINDOWS[filters.status].default) continue
    params.set(name, String(value))
  }
  for (const name of PLACE_KEYS) {
    const value = filters[name]
    if (value !== undefined) params.set(name, value)
  }
  if (filters.roomType === undefined && defaults.roomType) params.set('roomType', ALL_TYPES)
  return params
}

/**
 * How many filters differ from the screen's defaults. The search text and place are shown apart, the order has its
 * own control on the list, and "every type" narrows nothing.
 */
export function countActiveFilters(filters: ListingFilters, defaults: ListDefaults = {}): number {
  const params = toFilterParams(filters, defaults)
  if (params.get('roomType') === ALL_TYPES) params.delete('roomType')
  params.delete('sort')
  params.delete('q')
  params.delete('near')
  params.delete('city')
  params.delete('sr')
  for (const name of PLACE_KEYS) params.delete(name)
  const pairs = new Set([...params.keys()].map((name) => name.replace(/M(in|ax)$/, '')))
  return pairs.size
}

/** The filters after a status change: the window goes back to that status's default. */
export function withStatus(filters: ListingFilters, status: SearchStatus): ListingFilters {
  return { ...filters, status, window: resolveTimeWindow(status) }
}

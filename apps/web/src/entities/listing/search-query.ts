import {
  countListingFilters,
  LISTING_FILTER_KEYS,
  type ListingFilterValues,
  type ListingSearchQuery,
  listingFilterEntries,
  readListingFilterValues,
  resolveTimeWindow,
  type SearchStatus,
} from '@maplenest/core'
import { ALL_TYPES } from './listing-paths.ts'
import { PLACE_KEYS, readPlaceParams } from './place-params.ts'

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

/**
 * The address query for filters (core's rule, decision 0144): the region, sale or lease and property type always, the
 * other filters when they differ from their neutral default, then the places; the same search under any screen's
 * defaults, so a copied link shows the same homes.
 */
export function toFilterParams(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams(listingFilterEntries(filters))
  for (const name of PLACE_KEYS) {
    const value = filters[name]
    if (value !== undefined) params.set(name, value)
  }
  return params
}

/** How many filters the person set in the sheet, counted by core's rule (decision 0144). */
export function countActiveFilters(filters: ListingFilters, defaults: ListDefaults = {}): number {
  return countListingFilters(filters, defaults)
}

/** The filters after a status change: the window goes back to that status's default. */
export function withStatus(filters: ListingFilters, status: SearchStatus): ListingFilters {
  return { ...filters, status, window: resolveTimeWindow(status) }
}

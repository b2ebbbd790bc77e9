import { type ListingPage, type ListingSearchQuery, resolveTimeWindow } from '@maplenest/core'
import { infiniteQueryOptions } from '@tanstack/react-query'
import type { ListingFilters } from '../../../entities/listing/index.ts'
import { api } from '../../../shared/api/api.ts'
import { nextCursorOf, type PageCursor, type Paged, withCursor } from '../../../shared/api/paged.ts'
import { usePaged } from '../../../shared/api/use-paged.ts'

const SEARCH_LISTINGS_PATH = '/house/api/listing/v1/search'
const LIST_PAGE_SIZE = 20
/** Every listing search in the cache, whatever its filters. */
export const LISTING_SEARCH_KEY = ['listings', 'search'] as const

/**
 * GET /house/api/listing/v1/search: one page of listings, with the status's time window said outright.
 * Quiet: the list shows "Search failed" itself.
 */
function searchListings(query: Partial<ListingSearchQuery>, signal?: AbortSignal): Promise<ListingPage> {
  const status = query.status ?? 'active'
  return api.get<ListingPage>(SEARCH_LISTINGS_PATH, {
    query: { ...query, status, window: resolveTimeWindow(status, query.window) },
    toast: false,
    signal,
  })
}

/** The pages of a search over `nextCursor`; each set of filters (and page size) is its own list in the cache. */
const searchListingsQuery = (filters: ListingFilters, limit: number = LIST_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [...LISTING_SEARCH_KEY, { ...filters, limit }],
    queryFn: ({ pageParam, signal }) => searchListings(withCursor({ ...filters, limit }, pageParam), signal),
    initialPageParam: undefined as PageCursor,
    getNextPageParam: nextCursorOf,
  })

export type ListingSearch = Paged<ListingPage['items'][number], ListingPage>

/** The search on screen: the first page when the filters change, one more per `loadMore`. */
export const useListingSearch = (filters: ListingFilters, limit?: number): ListingSearch =>
  usePaged(searchListingsQuery(filters, limit))

/** How many homes a search finds: its total, from the smallest page the endpoint gives. */
export const countListings = (filters: ListingFilters, signal: AbortSignal): Promise<number> =>
  searchListings({ ...filters, limit: 1 }, signal).then((page) => page.total)

import { type ListingPage, type ListingSearchQuery, resolveTimeWindow } from '@maplenest/core'
import { api } from '../../../shared/api/api.ts'
import { useCursorPages } from '../../../shared/api/use-cursor-pages.ts'
import type { ListingFilters } from '../search-query.ts'

export const SEARCH_LISTINGS_PATH = '/house/api/listing/v1/search'
export const LIST_PAGE_SIZE = 20

/**
 * GET /house/api/listing/v1/search: one page of listings, with the status's time window said outright.
 * Quiet: the list shows "Search failed" itself.
 */
export function searchListings(query: Partial<ListingSearchQuery>, signal?: AbortSignal): Promise<ListingPage> {
  const status = query.status ?? 'active'
  return api.get<ListingPage>(SEARCH_LISTINGS_PATH, {
    query: { ...query, status, window: resolveTimeWindow(status, query.window) },
    toast: false,
    signal,
  })
}

export type SearchState = 'loading' | 'ready' | 'failed'

export interface ListingSearch {
  state: SearchState
  page: ListingPage | null
  items: ListingPage['items']
  hasMore: boolean
  /** The next page failed; the list offers to try again. */
  moreFailed: boolean
  loadMore: () => Promise<void>
  /** After a failure: the first page again, or the page that failed. */
  retry: () => void
  /** From the first page again (e.g. after the viewer accepted the VOW terms). */
  reload: () => void
}

/**
 * The pages of a search, first one on mount and whenever the filters change, then one more per `loadMore`
 * (infinite scroll over `nextCursor`). Each change of filters starts again and cancels the call in flight.
 */
export function useListingSearch(filters: ListingFilters, limit: number = LIST_PAGE_SIZE): ListingSearch {
  const key = JSON.stringify({ filters, limit })
  const pages = useCursorPages(
    key,
    (cursor, signal) => searchListings({ ...filters, limit, ...(cursor ? { cursor } : {}) }, signal),
    (page: ListingPage) => page.items,
  )
  const { state, items, hasMore, moreFailed, loadMore, retry, reload } = pages
  return { state, page: pages.last, items, hasMore, moreFailed, loadMore, retry, reload }
}

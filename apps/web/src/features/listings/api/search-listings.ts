import { type ListingPage, type ListingSearchQuery, resolveTimeWindow } from '@maplenest/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { api } from '../../../shared/api/api.ts'
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
  const key = JSON.stringify(filters)
  const [state, setState] = useState<SearchState>('loading')
  const [page, setPage] = useState<ListingPage | null>(null)
  const [items, setItems] = useState<ListingPage['items']>([])
  const [moreFailed, setMoreFailed] = useState(false)
  const [generation, setGeneration] = useState(0)
  const cursor = useRef<string | null>(null)
  const keyRef = useRef(key)

  useEffect(() => {
    void generation
    const controller = new AbortController()
    const query: ListingFilters = JSON.parse(key)
    keyRef.current = key
    cursor.current = null
    setState('loading')
    setMoreFailed(false)
    setItems([])
    searchListings({ ...query, limit }, controller.signal).then(
      (first) => {
        if (controller.signal.aborted) return
        cursor.current = first.nextCursor
        setPage(first)
        setItems(first.items)
        setState('ready')
      },
      () => {
        if (!controller.signal.aborted) setState('failed')
      },
    )
    return () => controller.abort()
  }, [key, limit, generation])

  const loadMore = useCallback(async () => {
    const next = cursor.current
    if (!next) return
    const startedFor = keyRef.current
    try {
      const more = await searchListings({ ...(JSON.parse(startedFor) as ListingFilters), limit, cursor: next })
      if (keyRef.current !== startedFor) return
      cursor.current = more.nextCursor
      setPage(more)
      setItems((before) => [...before, ...more.items])
      setMoreFailed(false)
    } catch {
      if (keyRef.current === startedFor) setMoreFailed(true)
    }
  }, [limit])

  return {
    state,
    page,
    items,
    hasMore: state === 'ready' && !moreFailed && page?.nextCursor != null,
    moreFailed,
    loadMore,
    retry: () => {
      if (state === 'failed') setGeneration((n) => n + 1)
      else {
        setMoreFailed(false)
        void loadMore()
      }
    },
    reload: () => setGeneration((n) => n + 1),
  }
}

import type { PreconsPage, PreconsSearchQuery } from '@maplenest/core'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { nextCursorOf, type PageCursor, type Paged, withCursor } from '../../../shared/api/paged.ts'
import { usePaged } from '../../../shared/api/use-paged.ts'

const PRECONS_SEARCH_PATH = '/house/api/precons/v1/search'
const PRECONS_PAGE_SIZE = 20

export type PreconsFilters = Omit<Partial<PreconsSearchQuery>, 'cursor' | 'limit'>

/** GET /house/api/precons/v1/search: one page of projects. Quiet: the list shows its own failure. */
function searchPrecons(query: PreconsFilters & { cursor?: string; limit?: number }, signal?: AbortSignal) {
  return api.get<PreconsPage>(PRECONS_SEARCH_PATH, { query, toast: false, signal })
}

const searchPreconsQuery = (filters: PreconsFilters, limit: number = PRECONS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: ['precons', 'search', { ...filters, limit }],
    queryFn: ({ pageParam, signal }) => searchPrecons(withCursor({ ...filters, limit }, pageParam), signal),
    initialPageParam: undefined as PageCursor,
    getNextPageParam: nextCursorOf,
  })

export type PreconsSearch = Paged<PreconsPage['items'][number], PreconsPage>

/** The pages of a project search: the first when the filters change, then one per `loadMore`. */
export const usePreconsSearch = (filters: PreconsFilters, limit?: number): PreconsSearch =>
  usePaged(searchPreconsQuery(filters, limit))

import type { DirectPage, DirectSearchQuery } from '@maplenest/core'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { nextCursorOf, type PageCursor, type Paged, withCursor } from '../../../shared/api/paged.ts'
import { usePaged } from '../../../shared/api/use-paged.ts'

const DIRECT_SEARCH_PATH = '/house/api/direct/v1/search'
const DIRECT_PAGE_SIZE = 20

export type DirectFilters = Partial<Omit<DirectSearchQuery, 'cursor' | 'limit'>>

/** GET /house/api/direct/v1/search: one page of owner-direct listings, newest first. Quiet. */
const searchDirect = (query: Partial<DirectSearchQuery>, signal?: AbortSignal) =>
  api.get<DirectPage>(DIRECT_SEARCH_PATH, { query, toast: false, signal })

const searchDirectQuery = (filters: DirectFilters) =>
  infiniteQueryOptions({
    queryKey: ['agents', 'direct', filters],
    queryFn: ({ pageParam, signal }) =>
      searchDirect(withCursor({ ...filters, limit: DIRECT_PAGE_SIZE }, pageParam), signal),
    initialPageParam: undefined as PageCursor,
    getNextPageParam: nextCursorOf,
  })

export type DirectSearch = Paged<DirectPage['items'][number], DirectPage>

export const useDirectSearch = (filters: DirectFilters): DirectSearch => usePaged(searchDirectQuery(filters))

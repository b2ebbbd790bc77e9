import type { SchoolPage, SchoolSearchQuery } from '@maplenest/core'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { nextCursorOf, type PageCursor, type Paged, withCursor } from '../../../shared/api/paged.ts'
import { usePaged } from '../../../shared/api/use-paged.ts'

const SCHOOL_SEARCH_PATH = '/house/api/school/v1/search'
const SCHOOL_PAGE_SIZE = 20

export type SchoolFilters = Partial<Omit<SchoolSearchQuery, 'cursor' | 'limit'>>

/** GET /house/api/school/v1/search: one page of schools. Quiet: the list shows its own failure. */
function searchSchools(query: Partial<SchoolSearchQuery>, signal?: AbortSignal): Promise<SchoolPage> {
  return api.get<SchoolPage>(SCHOOL_SEARCH_PATH, { query, toast: false, signal })
}

const searchSchoolsQuery = (filters: SchoolFilters) =>
  infiniteQueryOptions({
    queryKey: ['schools', 'search', filters],
    queryFn: ({ pageParam, signal }) =>
      searchSchools(withCursor({ ...filters, limit: SCHOOL_PAGE_SIZE }, pageParam), signal),
    initialPageParam: undefined as PageCursor,
    getNextPageParam: nextCursorOf,
  })

export type SchoolSearch = Paged<SchoolPage['items'][number], SchoolPage>

/** The pages of a school search; a change of filters starts again. */
export const useSchoolSearch = (filters: SchoolFilters): SchoolSearch => usePaged(searchSchoolsQuery(filters))

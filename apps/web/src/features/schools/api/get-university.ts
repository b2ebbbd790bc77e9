import type { UniversityDetail } from '@maplenest/core'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { nextCursorOf, type PageCursor, type Paged, withCursor } from '../../../shared/api/paged.ts'
import { usePaged } from '../../../shared/api/use-paged.ts'

const UNIVERSITY_PAGE_SIZE = 10

/** GET /house/api/university/v1/:id: a campus with one page of the listings near it (lease first, then sale). */
function getUniversity(
  id: string,
  query: { cursor?: string; limit: number },
  signal?: AbortSignal,
): Promise<UniversityDetail> {
  return api.get<UniversityDetail>(`/house/api/university/v1/${encodeURIComponent(id)}`, {
    query,
    toast: false,
    signal,
  })
}

const getUniversityQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: ['schools', 'university', id],
    queryFn: ({ pageParam, signal }) =>
      getUniversity(id, withCursor({ limit: UNIVERSITY_PAGE_SIZE }, pageParam), signal),
    initialPageParam: undefined as PageCursor,
    getNextPageParam: nextCursorOf,
  })

export type UniversityListings = Paged<UniversityDetail['items'][number], UniversityDetail>

/** A campus's listings page by page; no id asks for nothing. */
export const useUniversity = (id: string | null): UniversityListings =>
  usePaged({ ...getUniversityQuery(id ?? ''), enabled: !!id })

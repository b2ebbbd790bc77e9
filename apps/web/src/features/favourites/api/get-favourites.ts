import type { FavouritePage, FavouriteSort, FavouriteType } from '@maplenest/core'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { nextCursorOf, type PageCursor, withCursor } from '../../../shared/api/paged.ts'
import { usePaged } from '../../../shared/api/use-paged.ts'
import { FAVOURITES_KEY, FAVOURITES_PATH } from './favourite-ids.ts'

const FAVOURITES_PAGE_SIZE = 20

/**
 * GET /house/api/attention/v1/list?type=&sort=&cursor=: the signed-in person's favourites of one kind, newest saved
 * first or by current price; the server sorts, so every page continues the same order.
 */
function getFavourites(
  type: FavouriteType,
  sort: FavouriteSort,
  cursor: PageCursor,
  signal?: AbortSignal,
): Promise<FavouritePage> {
  const query = withCursor({ type, sort, limit: FAVOURITES_PAGE_SIZE }, cursor)
  return api.get<FavouritePage>(`${FAVOURITES_PATH}/list`, { query, toast: false, signal })
}

const favouritesQuery = (type: FavouriteType, sort: FavouriteSort = 'newest') =>
  infiniteQueryOptions({
    queryKey: [...FAVOURITES_KEY, 'list', type, sort] as const,
    queryFn: ({ pageParam, signal }) => getFavourites(type, sort, pageParam, signal),
    initialPageParam: undefined as PageCursor,
    getNextPageParam: nextCursorOf,
  })

export const useFavourites = (type: FavouriteType, sort: FavouriteSort = 'newest') =>
  usePaged(favouritesQuery(type, sort))

import type { FavouriteIds, FavouriteType } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { useSignedIn } from '../../../shared/session/index.ts'

export const FAVOURITES_PATH = '/house/api/attention/v1'
export const FAVOURITES_KEY = ['favourites'] as const
export const favouriteIdsKey = (type: FavouriteType) => [...FAVOURITES_KEY, 'ids', type] as const

/** GET /house/api/attention/v1/ids?type=: what the signed-in person has hearted of one kind. */
async function getFavouriteIds(type: FavouriteType, signal?: AbortSignal): Promise<string[]> {
  const data = await api.get<FavouriteIds>(`${FAVOURITES_PATH}/ids`, { query: { type }, toast: false, signal })
  return data.ids
}

const favouriteIdsQuery = (type: FavouriteType) =>
  queryOptions({
    queryKey: favouriteIdsKey(type),
    queryFn: ({ signal }) => getFavouriteIds(type, signal),
    staleTime: 60_000,
  })

/** The hearted ids of one kind as a set; empty for a visitor (nothing is asked of the server then). */
export function useFavouriteIds(type: FavouriteType): ReadonlySet<string> {
  const signedIn = useSignedIn()
  const query = useQuery({ ...favouriteIdsQuery(type), enabled: signedIn, select: (ids) => new Set(ids) })
  return signedIn ? (query.data ?? EMPTY) : EMPTY
}

const EMPTY: ReadonlySet<string> = new Set()

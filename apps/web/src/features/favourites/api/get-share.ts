import type { FavouriteShare } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { FAVOURITES_KEY, FAVOURITES_PATH } from './favourite-ids.ts'

/** GET /house/api/attention/v1/share/{token}: a shared selection, for anyone with the link (404 once revoked). */
const getFavouriteShare = (token: string, signal?: AbortSignal) =>
  api.get<FavouriteShare>(`${FAVOURITES_PATH}/share/${encodeURIComponent(token)}`, { toast: false, signal })

const favouriteShareQuery = (token: string) =>
  queryOptions({
    queryKey: [...FAVOURITES_KEY, 'share', token] as const,
    queryFn: ({ signal }) => getFavouriteShare(token, signal),
    // A revoked or unknown link stays so: asking again would only repeat the answer.
    retry: false,
  })

export const useFavouriteShare = (token: string) => useQuery(favouriteShareQuery(token))

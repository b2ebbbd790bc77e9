import type { FavouriteShareList } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { FAVOURITES_KEY, FAVOURITES_PATH } from './favourite-ids.ts'

export const MY_SHARES_KEY = [...FAVOURITES_KEY, 'shares'] as const

/** GET /house/api/attention/v1/share: the caller's own share links not yet revoked, newest first. */
const getMyShares = (signal?: AbortSignal) =>
  api.get<FavouriteShareList>(`${FAVOURITES_PATH}/share`, { toast: false, signal })

const mySharesQuery = () => queryOptions({ queryKey: MY_SHARES_KEY, queryFn: ({ signal }) => getMyShares(signal) })

export const useMyShares = () => useQuery(mySharesQuery())

import type { FavouriteShareCreated, FavouriteShareInput } from '@maplenest/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { FAVOURITES_PATH } from './favourite-ids.ts'
import { MY_SHARES_KEY } from './my-shares.ts'

/** POST /house/api/attention/v1/share: shares some of the caller's favourites; answers the token and page path. */
const createFavouriteShare = (input: FavouriteShareInput) =>
  api.post<FavouriteShareCreated>(`${FAVOURITES_PATH}/share`, input, { toast: false })

export function useCreateFavouriteShare() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createFavouriteShare,
    onSuccess: () => client.invalidateQueries({ queryKey: MY_SHARES_KEY }),
  })
}

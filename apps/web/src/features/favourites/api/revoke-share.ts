import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { FAVOURITES_PATH } from './favourite-ids.ts'
import { MY_SHARES_KEY } from './my-shares.ts'

/** DELETE /house/api/attention/v1/share/{token}: the owner stops sharing; the link then answers "no longer available". */
export const revokeFavouriteShare = (token: string) =>
  api.delete<{ removed: number }>(`${FAVOURITES_PATH}/share/${encodeURIComponent(token)}`, undefined, { toast: false })

export function useRevokeFavouriteShare() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: revokeFavouriteShare,
    onSettled: () => client.invalidateQueries({ queryKey: MY_SHARES_KEY }),
  })
}

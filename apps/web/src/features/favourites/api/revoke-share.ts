import type { FavouriteShareList } from '@maplenest/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { FAVOURITES_PATH } from './favourite-ids.ts'
import { MY_SHARES_KEY } from './my-shares.ts'

/** DELETE /house/api/attention/v1/share/{token}: the owner stops sharing; the link then answers "no longer available". */
const revokeFavouriteShare = (token: string) =>
  api.delete<{ removed: number }>(`${FAVOURITES_PATH}/share/${encodeURIComponent(token)}`, undefined, { toast: false })

export function useRevokeFavouriteShare() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: revokeFavouriteShare,
    // The link leaves the list from the answer itself: a refetch within 300 ms of the last one would share that
    // earlier call (spec §7) and bring the revoked link back. After a failure the list is asked for again.
    onSuccess: (_answer, token) =>
      client.setQueryData<FavouriteShareList>(MY_SHARES_KEY, (list) =>
        list ? { items: list.items.filter((s) => s.token !== token) } : list,
      ),
    onError: () => client.invalidateQueries({ queryKey: MY_SHARES_KEY }),
  })
}

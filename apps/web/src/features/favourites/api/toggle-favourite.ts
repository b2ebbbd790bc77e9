import type { FavouriteType } from '@maplenest/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { logUsage } from '../../../shared/agent-app/log-usage.ts'
import { api } from '../../../shared/api/api.ts'
import { isApiError } from '../../../shared/api/api-error.ts'
import { localBackend } from '../../../shared/offline/index.ts'
import { showToast } from '../../../shared/ui/overlays.ts'
import { queueFavourite } from '../queued-favourites.ts'
import { FAVOURITES_KEY, FAVOURITES_PATH, favouriteIdsKey } from './favourite-ids.ts'

export interface FavouriteChangeRequest {
  type: FavouriteType
  id: string
  /** True to save, false to remove. */
  save: boolean
  userId: string
}

/** POST …/addAttention/{id}/{type}/{userId} saves; DELETE …/{type}/{id} removes. */
export function changeFavourite({ type, id, save, userId }: FavouriteChangeRequest): Promise<unknown> {
  const enc = encodeURIComponent
  return save
    ? api.post(`${FAVOURITES_PATH}/addAttention/${enc(id)}/${type}/${enc(userId)}`, undefined, { toast: false })
    : api.delete(`${FAVOURITES_PATH}/${type}/${enc(id)}`, undefined, { toast: false })
}

/** The call never reached the server (no connection): the change can wait for one. */
const unsent = (error: unknown) => isApiError(error) && (error.kind === 'offline' || error.kind === 'network')

/**
 * Saves or removes a favourite at once: the heart changes before the server answers, and goes back (with a toast)
 * if it refuses. Without a connection the change is kept on the phone and sent when it is back (the heart stays as
 * tapped); if the phone cannot keep it either, the heart goes back. The Favs list is asked for again when next shown.
 */
export function useToggleFavourite() {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: changeFavourite,
    // sent at once even offline, so a missing connection fails now and the change is queued on the phone
    networkMode: 'always',
    onMutate: async ({ type, id, save }) => {
      const key = favouriteIdsKey(type)
      await client.cancelQueries({ queryKey: key })
      const before = client.getQueryData<string[]>(key)
      client.setQueryData<string[]>(key, (ids = []) =>
        save ? [id, ...ids.filter((x) => x !== id)] : ids.filter((x) => x !== id),
      )
      return { before }
    },
    onError: (error, change, context) => {
      if (unsent(error) && queueFavourite(localBackend(), { ...change, at: Date.now() })) {
        showToast({ content: t('favourite.toast.queued') })
        return
      }
      client.setQueryData(favouriteIdsKey(change.type), context?.before)
      showToast({ content: t('favourite.toast.failed') })
    },
    onSuccess: (_answer, { save, type, id }) => {
      if (save && type === 'listing') logUsage(`favourite:${id}`)
      showToast({ content: t(save ? 'favourite.toast.added' : 'favourite.toast.removed') })
    },
    onSettled: (_answer, error, { type }) =>
      // a queued change keeps the heart as tapped until it is sent; the server's ids would undo it meanwhile
      Promise.all([
        unsent(error) ? null : client.invalidateQueries({ queryKey: favouriteIdsKey(type) }),
        client.invalidateQueries({ queryKey: [...FAVOURITES_KEY, 'list'], refetchType: 'none' }),
      ]),
  })
}

import type { FavouriteType } from '@maplenest/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { logUsage } from '../../../shared/agent-app/log-usage.ts'
import { api } from '../../../shared/api/api.ts'
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

/**
 * Saves or removes a favourite at once: the heart changes before the server answers, and goes back (with a toast)
 * if it refuses. The Favs list is asked for again when next shown.
 */
export function useToggleFavourite() {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: changeFavourite,
    onMutate: async ({ type, id, save }) => {
      const key = favouriteIdsKey(type)
      await client.cancelQueries({ queryKey: key })
      const before = client.getQueryData<string[]>(key)
      client.setQueryData<string[]>(key, (ids = []) =>
        save ? [id, ...ids.filter((x) => x !== id)] : ids.filter((x) => x !== id),
      )
      return { before }
    },
    onError: (_error, { type }, context) => {
      client.setQueryData(favouriteIdsKey(type), context?.before)
      Toast.show({ content: t('favourite.toast.failed') })
    },
    onSuccess: (_answer, { save, type, id }) => {
      if (save && type === 'listing') logUsage(`favourite:${id}`)
      Toast.show({ content: t(save ? 'favourite.toast.added' : 'favourite.toast.removed') })
    },
    onSettled: (_answer, _error, { type }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: favouriteIdsKey(type) }),
        client.invalidateQueries({ queryKey: [...FAVOURITES_KEY, 'list'], refetchType: 'none' }),
      ]),
  })
}

import { FAVOURITE_SHARE_LIMIT, type FavouriteType } from '@maplenest/core'
import { Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

export interface FavouriteRef {
  type: FavouriteType
  targetId: string
}

const refKey = (ref: FavouriteRef) => `${ref.type}:${ref.targetId}`

/**
 * The favourites chosen to share, across the kind tabs, in the order chosen. One past the core limit is refused
 * with the spec's "exceeds 20 limit" toast, the same limit the api enforces.
 */
export function useShareSelection() {
  const { t } = useTranslation()
  const [selected, setSelected] = useState<FavouriteRef[]>([])
  const keys = new Set(selected.map(refKey))

  const toggle = (ref: FavouriteRef) => {
    if (keys.has(refKey(ref))) {
      setSelected((s) => s.filter((r) => refKey(r) !== refKey(ref)))
      return
    }
    if (selected.length >= FAVOURITE_SHARE_LIMIT) {
      Toast.show({ content: t('favourite.share.tooMany', { limit: FAVOURITE_SHARE_LIMIT }) })
      return
    }
    setSelected((s) => [...s, { type: ref.type, targetId: ref.targetId }])
  }

  return {
    selected,
    isSelected: (ref: FavouriteRef) => keys.has(refKey(ref)),
    toggle,
    clear: () => setSelected([]),
  }
}

export type ShareSelection = ReturnType<typeof useShareSelection>

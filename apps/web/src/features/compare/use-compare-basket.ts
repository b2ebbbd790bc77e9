import { COMPARE_LIMIT } from '@maplenest/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../shared/api/index.ts'
import { useSignedIn } from '../../shared/session/index.ts'
import { storage } from '../../shared/storage/index.ts'
import { showToast } from '../../shared/ui/overlays.ts'
import { COMPARE_KEY, changeCompareBasket, compareBasketKey, compareBasketQuery } from './api/compare-basket.ts'
import { getDeviceBasket, getServerDeviceBasket, setDeviceBasket, subscribeDeviceBasket } from './device-basket.ts'

export interface CompareBasketState {
  items: readonly string[]
  /** False while a signed-in person's basket is still being read. */
  ready: boolean
  has(mlNum: string): boolean
  /** Adds (or, when there, removes) a home: at once on screen, and with a toast saying what happened. */
  toggle(mlNum: string): void
  remove(mlNum: string): void
}

const EMPTY: readonly string[] = []

/**
 * The compare basket of whoever is here: on the account for a signed-in person (the server holds it), on the device
 * for a visitor. Both keep the spec's `cartNum` badge count in storage. The fifth home is refused before any call.
 */
export function useCompareBasket(): CompareBasketState {
  const { t } = useTranslation()
  const client = useQueryClient()
  const signedIn = useSignedIn()
  const device = useSyncExternalStore(subscribeDeviceBasket, getDeviceBasket, getServerDeviceBasket)
  const account = useQuery({ ...compareBasketQuery(), enabled: signedIn })
  const items = signedIn ? (account.data ?? EMPTY) : device

  const change = useMutation({
    mutationFn: ({ mlNum, add }: { mlNum: string; add: boolean }) => changeCompareBasket(mlNum, add),
    onMutate: async ({ mlNum, add }) => {
      await client.cancelQueries({ queryKey: compareBasketKey })
      const before = client.getQueryData<string[]>(compareBasketKey)
      client.setQueryData<string[]>(compareBasketKey, (list = []) =>
        add ? [...list.filter((m) => m !== mlNum), mlNum] : list.filter((m) => m !== mlNum),
      )
      return { before }
    },
    onError: (error, _vars, context) => {
      client.setQueryData(compareBasketKey, context?.before)
      showToast({ content: error instanceof ApiError && error.code === 409 ? error.msg : t('compare.toast.failed') })
    },
    onSuccess: (list) => client.setQueryData(compareBasketKey, list),
    onSettled: () => client.invalidateQueries({ queryKey: COMPARE_KEY, refetchType: 'none' }),
  })

  const toggle = (mlNum: string) => {
    const there = items.includes(mlNum)
    if (!there && items.length >= COMPARE_LIMIT) {
      showToast({ content: t('compare.toast.full') })
      return
    }
    const toast = there ? t('compare.toast.removed') : t('compare.toast.added', { count: items.length + 1 })
    if (signedIn) {
      change.mutate({ mlNum, add: !there }, { onSuccess: () => showToast({ content: toast }) })
      return
    }
    setDeviceBasket(there ? items.filter((m) => m !== mlNum) : [...items, mlNum])
    showToast({ content: toast })
  }

  const remove = (mlNum: string) => {
    if (signedIn) change.mutate({ mlNum, add: false })
    else setDeviceBasket(items.filter((m) => m !== mlNum))
  }

  // the spec's cart badge count follows the basket shown
  const count = items.length
  const ready = !signedIn || account.isSuccess
  useEffect(() => {
    if (!ready) return
    if (count > 0) void storage.set('cartNum', count)
    else storage.remove('cartNum')
  }, [count, ready])

  return { items, ready, has: (mlNum) => items.includes(mlNum), toggle, remove }
}

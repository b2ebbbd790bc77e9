import type { CompareBasket, CompareMerged } from '@maplenest/core'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

export const COMPARE_PATH = '/house/api/compare/v1'
export const COMPARE_KEY = ['compare'] as const
export const compareBasketKey = [...COMPARE_KEY, 'basket'] as const

/** GET /house/api/compare/v1: the signed-in person's basket. */
const getCompareBasket = (signal?: AbortSignal) =>
  api.get<CompareBasket>(COMPARE_PATH, { toast: false, signal }).then((b) => b.items)

export const compareBasketQuery = () =>
  queryOptions({ queryKey: compareBasketKey, queryFn: ({ signal }) => getCompareBasket(signal), staleTime: 60_000 })

/** PUT adds, DELETE removes; both answer the basket as it is now. */
export function changeCompareBasket(mlNum: string, add: boolean): Promise<string[]> {
  const url = `${COMPARE_PATH}/${encodeURIComponent(mlNum)}`
  const call = add
    ? api.put<CompareBasket>(url, undefined, { toast: false })
    : api.delete<CompareBasket>(url, undefined, { toast: false })
  return call.then((b) => b.items)
}

/** POST /house/api/compare/v1/merge: the device basket joined to the account's at sign-in. */
export const mergeCompareBasket = (mlNums: readonly string[]) =>
  api.post<CompareMerged>(`${COMPARE_PATH}/merge`, { mlNums }, { toast: false })

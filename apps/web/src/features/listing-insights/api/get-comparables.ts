import type { Comparables } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

/**
 * Every listing's insights in the cache. Not under the listing detail's key: the server draws a detail with what
 * every visitor may see, and comparable sales depend on who asks.
 */
export const LISTING_INSIGHTS_KEY = ['listing-insights'] as const

/** GET /house/api/listing/v1/:mlNum/comparables: comparable homes that closed, and the range they suggest (VOW). */
function getComparables(mlNum: string, signal?: AbortSignal): Promise<Comparables> {
  return api.get<Comparables>(`/house/api/listing/v1/${encodeURIComponent(mlNum)}/comparables`, {
    toast: false,
    signal,
  })
}

/**
 * The comparable homes of a listing. `granted` is the detail's VOW access and part of the key: once the viewer
 * accepts the terms the detail answers again granted, and the comparables are asked for again with it.
 */
export const comparablesQuery = (mlNum: string, granted: boolean) =>
  queryOptions({
    queryKey: [...LISTING_INSIGHTS_KEY, 'comparables', mlNum, granted],
    queryFn: ({ signal }) => getComparables(mlNum, signal),
  })

export const useComparables = (mlNum: string, granted: boolean) => useQuery(comparablesQuery(mlNum, granted))

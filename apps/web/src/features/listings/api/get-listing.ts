import type { ListingDetail } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

/** Every listing detail in the cache. */
export const LISTING_DETAIL_KEY = ['listings', 'detail'] as const

/** GET /house/api/listing/v1/:mlNum: one listing with rooms, photos, history (VOW), schools and similar homes. */
function getListing(mlNum: string, signal?: AbortSignal): Promise<ListingDetail> {
  return api.get<ListingDetail>(`/house/api/listing/v1/${encodeURIComponent(mlNum)}`, { toast: false, signal })
}

const getListingQuery = (mlNum: string) =>
  queryOptions({ queryKey: [...LISTING_DETAIL_KEY, mlNum], queryFn: ({ signal }) => getListing(mlNum, signal) })

/** The listing of a detail screen; no number asks for nothing (the screen says "not found"). */
export const useListing = (mlNum: string | null) => useQuery({ ...getListingQuery(mlNum ?? ''), enabled: !!mlNum })

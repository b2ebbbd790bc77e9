import type { ListingDemand } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { LISTING_INSIGHTS_KEY } from './get-comparables.ts'

/** GET /house/api/listing/v1/:mlNum/demand: showings booked and saves on MapleNest, each as a bucket. */
function getDemand(mlNum: string, signal?: AbortSignal): Promise<ListingDemand> {
  return api.get<ListingDemand>(`/house/api/listing/v1/${encodeURIComponent(mlNum)}/demand`, { toast: false, signal })
}

export const demandQuery = (mlNum: string) =>
  queryOptions({
    queryKey: [...LISTING_INSIGHTS_KEY, 'demand', mlNum],
    queryFn: ({ signal }) => getDemand(mlNum, signal),
  })

/** A listing's interest on MapleNest; asked for only when `enabled` (an available listing). */
export const useListingDemand = (mlNum: string, enabled: boolean) => useQuery({ ...demandQuery(mlNum), enabled })

import type { BuildingDetail, City } from '@maplenest/core'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'

/**
 * GET /house/api/building/v1: the building at a street address, sold and leased figures under the VOW rule. The
 * viewer is part of the key, so signing in asks again.
 */
export const buildingQuery = (where: { city: City; address: string }, viewer: string) =>
  queryOptions({
    queryKey: ['buildings', where.city, where.address.toLowerCase(), viewer],
    queryFn: ({ signal }) =>
      api.get<BuildingDetail>('/house/api/building/v1', {
        query: { city: where.city, address: where.address },
        toast: false,
        signal,
      }),
    staleTime: 5 * 60 * 1000,
  })

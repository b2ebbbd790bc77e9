import type { MarketQuery, MarketStats } from '@maplenest/core'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'

/** GET /house/api/market/v1/stats: a neighbourhood's sale market by month; sold figures under the VOW rule. */
export const marketStatsQuery = (query: MarketQuery, viewer: string) =>
  queryOptions({
    queryKey: ['market', query, viewer],
    queryFn: ({ signal }) =>
      api.get<MarketStats>('/house/api/market/v1/stats', {
        query: {
          city: query.city,
          months: query.months,
          ...(query.neighbourhood ? { neighbourhood: query.neighbourhood } : {}),
        },
        toast: false,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60 * 1000,
  })

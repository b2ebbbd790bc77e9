import { cityTimeZone, lastMonths, type MarketQuery, type MarketStats } from '@maplenest/core'
import type { Viewer } from '../../platform/access.ts'
import type { VowService } from '../vow/index.ts'
import type { MarketRepository } from './market-repository.ts'

export interface MarketService {
  /** A neighbourhood's (or city's) sale market by month; sold figures only under the VOW rule. */
  stats(query: MarketQuery, viewer: Viewer | null): Promise<MarketStats>
}

const DAY_MS = 86_400_000
const whole = (v: number | null) => (v === null ? null : Math.round(v))

export function createMarketService(deps: {
  repository: MarketRepository
  vow: Pick<VowService, 'access'>
  now: () => Date
}): MarketService {
  const { repository, vow, now } = deps
  return {
    async stats(query, viewer) {
      const timeZone = cityTimeZone(query.city)
      const at = now()
      const months = lastMonths(at, query.months, timeZone)
      // A day before the first month's first day in UTC covers its start on any Canadian clock; the month keys trim it.
      const since = new Date(Date.parse(`${months[0]}-01T00:00:00Z`) - DAY_MS)
      const filter = { city: query.city, neighbourhood: query.neighbourhood || undefined, timeZone, since }
      const [access, neighbourhoods, added] = await Promise.all([
        vow.access(viewer),
        repository.neighbourhoods(query.city),
        repository.newListings(filter),
      ])
      const sold = access.granted ? await repository.sold(filter) : []
      const addedBy = new Map(added.map((r) => [r.month, r]))
      const soldBy = new Map(sold.map((r) => [r.month, r]))
      return {
        city: query.city,
        neighbourhood: filter.neighbourhood ?? null,
        neighbourhoods,
        vow: access,
        months: months.map((month) => {
          const a = addedBy.get(month)
          const s = soldBy.get(month)
          return {
            month,
            newListings: a?.count ?? 0,
            medianAskingPrice: whole(a?.medianPrice ?? null),
            sold: access.granted
              ? {
                  count: s?.count ?? 0,
                  medianSoldPrice: whole(s?.medianPrice ?? null),
                  medianDaysOnMarket: whole(s?.medianDom ?? null),
                  overAskingShare: s?.overAskingShare ?? null,
                }
              : null,
          }
        }),
      }
    },
  }
}

import { cityTimeZone, lastMonths, type MarketQuery, type MarketStats, type VowAccess } from '@maplenest/core'
import type { Viewer } from '../../platform/access.ts'
import { toListingFilter } from '../listings/index.ts'
import type { VowService } from '../vow/index.ts'
import type { MarketRepository } from './market-repository.ts'

interface MarketFigures {
  count: number
  medianPrice: number | null
  medianDaysOnMarket: number | null
}

interface MarketFactsQuery {
  city: 'toronto' | 'vancouver'
  neighbourhoods?: readonly string[] | undefined
  sr: 'Sale' | 'Lease'
  roomType?: 'condo' | 'res' | 'Twnhouse' | undefined
  months: number
}

export interface MarketService {
  /** A neighbourhood's (or city's) sale market by month; sold figures only under the VOW rule. */
  stats(query: MarketQuery, viewer: Viewer | null): Promise<MarketStats>
  /**
   * Figures of a market from our data: listed now (asking price, days so far), and closed in the last `months`
   * months (close price, days on market) only when the VOW rule lets the caller see sold data (null otherwise).
   * The filters are the listing search's own (`toListingFilter`), so the figures count what a search would list.
   */
  facts(
    query: MarketFactsQuery,
    viewer: Viewer | null,
  ): Promise<{ active: MarketFigures; closed: MarketFigures | null; vow: VowAccess }>
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

    async facts(query, viewer) {
      const at = now()
      const base = { city: query.city, sr: query.sr, roomType: query.roomType }
      const within = { neighbourhoods: query.neighbourhoods }
      const window = query.months >= 12 ? '12M' : query.months >= 6 ? '6M' : query.months >= 3 ? '3M' : '1M'
      const activeFilter = { ...toListingFilter({ ...base, status: 'active', sort: 'new', limit: 1 }, at), ...within }
      const closedFilter = {
        ...toListingFilter({ ...base, status: 'sold', window, sort: 'new', limit: 1 }, at),
        ...within,
      }
      const access = await vow.access(viewer)
      const [active, closed] = await Promise.all([
        repository.figures(activeFilter, 'active', at),
        access.granted ? repository.figures(closedFilter, 'closed', at) : Promise.resolve(null),
      ])
      const figures = (f: typeof active) => ({
        count: f.count,
        medianPrice: f.medianPrice,
        medianDaysOnMarket: f.medianDom,
      })
      return { active: figures(active), closed: closed ? figures(closed) : null, vow: access }
    },
  }
}

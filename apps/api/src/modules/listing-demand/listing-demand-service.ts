import { DEMAND_RECENT_DAYS, type ListingDemand, toDemandBucket } from '@maplenest/core'
import { notFound } from '../../lib/http-error.ts'
import type { ListingDemandRepository } from './listing-demand-repository.ts'

const DAY_MS = 86_400_000

export interface ListingDemandService {
  /** A listing's showings and saves on MapleNest, in buckets; 404 `listing.api.notFound` for an unknown number. */
  forListing(mlNum: string): Promise<ListingDemand>
}

export function createListingDemandService(deps: {
  repository: ListingDemandRepository
  now: () => Date
}): ListingDemandService {
  const { repository, now } = deps
  return {
    async forListing(mlNum) {
      const number = mlNum.toUpperCase()
      const listedAt = await repository.listedAt(number)
      if (!listedAt) throw notFound('listing.api.notFound')
      const recentFrom = new Date(now().getTime() - DEMAND_RECENT_DAYS * DAY_MS)
      const c = await repository.counts(number, listedAt, recentFrom)
      return {
        showings7d: toDemandBucket(c.showingsRecent),
        showingsTotal: toDemandBucket(c.showingsTotal),
        saves: toDemandBucket(c.saves),
      }
    },
  }
}

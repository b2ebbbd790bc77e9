import { and, count, eq, gte, ne } from 'drizzle-orm'
import { favourites, listings, showings } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

export interface DemandCounts {
  showingsRecent: number
  showingsTotal: number
  saves: number
}

export function createListingDemandRepository(t: Transactor) {
  return {
    /** When a listing came on the market, or null for an unknown number. */
    async listedAt(mlNum: string): Promise<Date | null> {
      const [row] = await t
        .db()
        .select({ inputDate: listings.inputDate })
        .from(listings)
        .where(eq(listings.mlNum, mlNum))
        .limit(1)
      return row?.inputDate ?? null
    },

    /**
     * Showings asked for since `recentFrom` and since `listedAt` (requests the buyer or agent cancelled left out),
     * and how many people keep the listing in their favourites.
     */
    async counts(mlNum: string, listedAt: Date, recentFrom: Date): Promise<DemandCounts> {
      const db = t.db()
      const booked = (from: Date) =>
        db
          .select({ n: count() })
          .from(showings)
          .where(and(eq(showings.mlNum, mlNum), ne(showings.status, 'Cancelled'), gte(showings.createdAt, from)))
      const [[recent], [total], [saves]] = await Promise.all([
        booked(recentFrom),
        booked(listedAt),
        db
          .select({ n: count() })
          .from(favourites)
          .where(and(eq(favourites.type, 'listing'), eq(favourites.targetId, mlNum))),
      ])
      return { showingsRecent: recent?.n ?? 0, showingsTotal: total?.n ?? 0, saves: saves?.n ?? 0 }
    },
  }
}

export type ListingDemandRepository = ReturnType<typeof createListingDemandRepository>

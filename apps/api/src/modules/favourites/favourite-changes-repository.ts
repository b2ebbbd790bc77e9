import type { FavouriteStatus, ListingStatus, ListingWhere, LscCode } from '@maplenest/core'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { favourites, listings } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

/** A saved listing beside the listing as it is now. */
interface SavedListingNow {
  userId: string
  mlNum: string
  /** What the person was last told (or saw when saving): the notice compares with this. */
  toldPrice: number | null
  toldStatus: FavouriteStatus | null
  listing: ListingWhere & { address: string; unit: string | null; price: number; status: ListingStatus; lsc: LscCode }
}

/** The favourites of listings, read with their listings to find changes, and marked when a change is told. */
export function createFavouriteChangesRepository(t: Transactor) {
  return {
    /** Saved listings of these MLS numbers (or of every listing), with the listing as it is now. */
    async savedListings(mlNums?: readonly string[]): Promise<SavedListingNow[]> {
      const rows = await t
        .db()
        .select({
          userId: favourites.userId,
          mlNum: listings.mlNum,
          toldPrice: sql<number | null>`coalesce(${favourites.noticedPrice}, ${favourites.savedPrice})`,
          toldStatus: sql<FavouriteStatus | null>`coalesce(${favourites.noticedStatus}, ${favourites.savedStatus})`,
          city: listings.city,
          sr: listings.sr,
          roomType: listings.roomType,
          address: listings.address,
          unit: listings.unit,
          price: listings.price,
          status: listings.status,
          lsc: listings.lsc,
        })
        .from(favourites)
        .innerJoin(listings, eq(listings.mlNum, favourites.targetId))
        .where(and(eq(favourites.type, 'listing'), mlNums ? inArray(favourites.targetId, [...mlNums]) : undefined))
      return rows.map(({ userId, mlNum, toldPrice, toldStatus, ...l }) => ({
        userId,
        mlNum,
        toldPrice,
        toldStatus,
        listing: { ...l, mlNum, lsc: l.lsc as LscCode },
      }))
    },

    /**
     * Records that the person was told this price and status, only if what they were told is still `told`: of two
     * runs at once, one wins and tells. True when this call won.
     */
    async markTold(
      saved: Pick<SavedListingNow, 'userId' | 'mlNum' | 'toldPrice' | 'toldStatus'>,
      now: { price: number; status: FavouriteStatus },
    ): Promise<boolean> {
      const told = await t
        .db()
        .update(favourites)
        .set({ noticedPrice: now.price, noticedStatus: now.status })
        .where(
          and(
            eq(favourites.userId, saved.userId),
            eq(favourites.type, 'listing'),
            eq(favourites.targetId, saved.mlNum),
            sql`coalesce(${favourites.noticedPrice}, ${favourites.savedPrice}) is not distinct from ${saved.toldPrice}::integer`,
            sql`coalesce(${favourites.noticedStatus}, ${favourites.savedStatus}) is not distinct from ${saved.toldStatus}::text`,
          ),
        )
        .returning({ userId: favourites.userId })
      return told.length > 0
    },
  }
}

export type FavouriteChangesRepository = ReturnType<typeof createFavouriteChangesRepository>

import type { FavouriteStatus, FavouriteType } from '@maplenest/core'
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { favouriteShares, favourites } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

export interface FavouriteRow {
  type: FavouriteType
  targetId: string
  savedPrice: number | null
  savedStatus: FavouriteStatus | null
  savedAt: Date
  /** The exact stored time as text, for the page cursor (a Date keeps only milliseconds). */
  savedAtKey: string
}

/** One shared item as stored: what it was and the price and status it had when shared. */
export interface SharedItem {
  type: FavouriteType
  targetId: string
  savedPrice: number | null
  savedStatus: FavouriteStatus | null
}

interface ShareRow {
  token: string
  userId: string
  items: SharedItem[]
  createdAt: Date
  revokedAt: Date | null
}

const ROW = {
  type: favourites.type,
  targetId: favourites.targetId,
  savedPrice: favourites.savedPrice,
  savedStatus: favourites.savedStatus,
  savedAt: favourites.savedAt,
  savedAtKey: sql<string>`${favourites.savedAt}::text`,
}

/** The `favourites` table (one row per user, kind and item) and `favourite_shares`. */
export function createFavouritesRepository(t: Transactor) {
  return {
    /** Adds a favourite; an existing one is left as it was (its saved price and time stay). True when added. */
    async add(userId: string, item: SharedItem, at: Date): Promise<{ created: boolean; savedAt: Date }> {
      const inserted = await t
        .db()
        .insert(favourites)
        .values({ userId, ...item, savedAt: at })
        .onConflictDoNothing()
        .returning({ savedAt: favourites.savedAt })
      if (inserted[0]) return { created: true, savedAt: inserted[0].savedAt }
      const [existing] = await t
        .db()
        .select({ savedAt: favourites.savedAt })
        .from(favourites)
        .where(
          and(eq(favourites.userId, userId), eq(favourites.type, item.type), eq(favourites.targetId, item.targetId)),
        )
      return { created: false, savedAt: existing?.savedAt ?? at }
    },

    /** Newest first, after the given position (saved time as text, then kind and id). */
    async page(
      userId: string,
      type: FavouriteType | undefined,
      after: { savedAt: string; key: string } | null,
      limit: number,
    ): Promise<FavouriteRow[]> {
      const key = sql`(${favourites.type} || ':' || ${favourites.targetId})`
      return t
        .db()
        .select(ROW)
        .from(favourites)
        .where(
          and(
            eq(favourites.userId, userId),
            type ? eq(favourites.type, type) : undefined,
            after ? sql`(${favourites.savedAt}, ${key}) < (${after.savedAt}::timestamptz, ${after.key})` : undefined,
          ),
        )
        .orderBy(desc(favourites.savedAt), desc(key))
        .limit(limit)
    },

    /** Every favourite of the user (of one kind, or all), for orders the table cannot give (the current price). */
    async all(userId: string, type: FavouriteType | undefined): Promise<FavouriteRow[]> {
      return t
        .db()
        .select(ROW)
        .from(favourites)
        .where(and(eq(favourites.userId, userId), type ? eq(favourites.type, type) : undefined))
    },

    async ids(userId: string, type: FavouriteType): Promise<string[]> {
      const rows = await t
        .db()
        .select({ targetId: favourites.targetId })
        .from(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.type, type)))
        .orderBy(desc(favourites.savedAt))
      return rows.map((r) => r.targetId)
    },

    /** The caller's favourites among these ids of one kind, with what was saved. */
    async find(userId: string, type: FavouriteType, targetIds: readonly string[]): Promise<FavouriteRow[]> {
      if (targetIds.length === 0) return []
      return t
        .db()
        .select(ROW)
        .from(favourites)
        .where(
          and(eq(favourites.userId, userId), eq(favourites.type, type), inArray(favourites.targetId, [...targetIds])),
        )
    },

    async remove(userId: string, type: FavouriteType, targetId: string): Promise<number> {
      const rows = await t
        .db()
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.type, type), eq(favourites.targetId, targetId)))
        .returning({ targetId: favourites.targetId })
      return rows.length
    },

    /**
     * The person's live share of this selection, made now under `token` unless one is live already: one statement
     * that inserts or, on the unique key of owner and selection among live shares, does nothing, then the live row
     * is read. Two requests at once (in two processes) thus answer the same link. Null only when the live one was
     * revoked between the two statements; the caller tries again.
     */
    async createOrFindShare(
      token: string,
      userId: string,
      selectionHash: string,
      items: SharedItem[],
      at: Date,
    ): Promise<{ token: string; created: boolean } | null> {
      const inserted = await t
        .db()
        .insert(favouriteShares)
        .values({ token, userId, items, selectionHash, createdAt: at })
        .onConflictDoNothing({
          target: [favouriteShares.userId, favouriteShares.selectionHash],
          where: sql`${favouriteShares.revokedAt} is null`,
        })
        .returning({ token: favouriteShares.token })
      if (inserted[0]) return { token: inserted[0].token, created: true }
      const [live] = await t
        .db()
        .select({ token: favouriteShares.token })
        .from(favouriteShares)
        .where(
          and(
            eq(favouriteShares.userId, userId),
            eq(favouriteShares.selectionHash, selectionHash),
            isNull(favouriteShares.revokedAt),
          ),
        )
      return live ? { token: live.token, created: false } : null
    },

    async getShare(token: string): Promise<ShareRow | null> {
      const [row] = await t.db().select().from(favouriteShares).where(eq(favouriteShares.token, token))
      return row ? { ...row, items: row.items as SharedItem[] } : null
    },

    /** The user's shares not yet revoked, newest first (a person makes a handful, so no paging). */
    async listShares(userId: string): Promise<ShareRow[]> {
      const rows = await t
        .db()
        .select()
        .from(favouriteShares)
        .where(and(eq(favouriteShares.userId, userId), isNull(favouriteShares.revokedAt)))
        .orderBy(desc(favouriteShares.createdAt))
        .limit(50)
      return rows.map((row) => ({ ...row, items: row.items as SharedItem[] }))
    },

    async revokeShare(token: string, userId: string, at: Date): Promise<number> {
      const rows = await t
        .db()
        .update(favouriteShares)
        .set({ revokedAt: at })
        .where(
          and(eq(favouriteShares.token, token), eq(favouriteShares.userId, userId), isNull(favouriteShares.revokedAt)),
        )
        .returning({ token: favouriteShares.token })
      return rows.length
    },
  }
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>

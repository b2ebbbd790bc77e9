import { and, desc, eq, sql } from 'drizzle-orm'
import { browseHistory } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

interface BrowseRow {
  mlNum: string
  viewedAt: Date
  /** The exact stored time as text, for the page cursor (a Date keeps only milliseconds). */
  viewedAtKey: string
}

/** The `browse_history` table: one row per user and listing, with the newest view. */
export function createBrowseRepository(t: Transactor) {
  return {
    async record(userId: string, mlNum: string, at: Date): Promise<void> {
      await t
        .db()
        .insert(browseHistory)
        .values({ userId, mlNum, viewedAt: at })
        .onConflictDoUpdate({
          target: [browseHistory.userId, browseHistory.mlNum],
          set: { viewedAt: sql`greatest(${browseHistory.viewedAt}, excluded.viewed_at)` },
        })
    },

    /** Newest first, after the given position (viewed time as text, MLS number). */
    async page(userId: string, after: { viewedAt: string; mlNum: string } | null, limit: number): Promise<BrowseRow[]> {
      return t
        .db()
        .select({
          mlNum: browseHistory.mlNum,
          viewedAt: browseHistory.viewedAt,
          viewedAtKey: sql<string>`${browseHistory.viewedAt}::text`,
        })
        .from(browseHistory)
        .where(
          and(
            eq(browseHistory.userId, userId),
            after
              ? sql`(${browseHistory.viewedAt}, ${browseHistory.mlNum}) < (${after.viewedAt}::timestamptz, ${after.mlNum})`
              : undefined,
          ),
        )
        .orderBy(desc(browseHistory.viewedAt), desc(browseHistory.mlNum))
        .limit(limit)
    },

    async remove(userId: string, mlNum: string): Promise<number> {
      const rows = await t
        .db()
        .delete(browseHistory)
        .where(and(eq(browseHistory.userId, userId), eq(browseHistory.mlNum, mlNum)))
        .returning({ mlNum: browseHistory.mlNum })
      return rows.length
    },

    async clear(userId: string): Promise<number> {
      const rows = await t
        .db()
        .delete(browseHistory)
        .where(eq(browseHistory.userId, userId))
        .returning({ mlNum: browseHistory.mlNum })
      return rows.length
    },
  }
}

export type BrowseRepository = ReturnType<typeof createBrowseRepository>

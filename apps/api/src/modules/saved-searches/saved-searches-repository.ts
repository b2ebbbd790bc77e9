import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import { savedSearchAlerts, savedSearches } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

export type SavedSearchRow = typeof savedSearches.$inferSelect
export type SavedSearchInsert = typeof savedSearches.$inferInsert
export type SavedSearchPatch = Partial<Omit<SavedSearchInsert, 'id' | 'userId' | 'createdAt'>>

/** The `saved_searches` table: a person's searches, and the count of homes new to each since it was opened. */
export function createSavedSearchesRepository(t: Transactor) {
  return {
    async insert(row: SavedSearchInsert): Promise<SavedSearchRow> {
      const [created] = await t.db().insert(savedSearches).values(row).returning()
      if (!created) throw new Error('saved search was not stored')
      return created
    },

    async find(id: string): Promise<SavedSearchRow | null> {
      const [row] = await t.db().select().from(savedSearches).where(eq(savedSearches.id, id))
      return row ?? null
    },

    async listFor(userId: string): Promise<SavedSearchRow[]> {
      return t
        .db()
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    },

    async countFor(userId: string): Promise<number> {
      const [row] = await t.db().select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId))
      return row?.n ?? 0
    },

    async update(id: string, patch: SavedSearchPatch): Promise<SavedSearchRow | null> {
      const [row] = await t.db().update(savedSearches).set(patch).where(eq(savedSearches.id, id)).returning()
      return row ?? null
    },

    async remove(id: string): Promise<void> {
      await t.db().delete(savedSearches).where(eq(savedSearches.id, id))
    },

    /** Homes that alerted each of these searches since it was last opened (or saved), by search. */
    async newCounts(
      searches: readonly Pick<SavedSearchRow, 'id' | 'openedAt' | 'createdAt'>[],
    ): Promise<Map<string, number>> {
      if (searches.length === 0) return new Map()
      const rows = await t
        .db()
        .select({
          searchId: savedSearchAlerts.searchId,
          n: sql<number>`count(distinct ${savedSearchAlerts.mlNum})::int`,
        })
        .from(savedSearchAlerts)
        .innerJoin(savedSearches, eq(savedSearches.id, savedSearchAlerts.searchId))
        .where(
          and(
            inArray(
              savedSearchAlerts.searchId,
              searches.map((s) => s.id),
            ),
            gt(savedSearchAlerts.at, sql`coalesce(${savedSearches.openedAt}, ${savedSearches.createdAt})`),
          ),
        )
        .groupBy(savedSearchAlerts.searchId)
      return new Map(rows.map((r) => [r.searchId, r.n]))
    },

    /** The homes that alerted a search after an instant, newest first, one line per home (its latest alert). */
    async alertsSince(searchId: string, since: Date): Promise<{ mlNum: string; kind: string; at: Date }[]> {
      const rows = await t
        .db()
        .selectDistinctOn([savedSearchAlerts.mlNum], {
          mlNum: savedSearchAlerts.mlNum,
          kind: savedSearchAlerts.kind,
          at: savedSearchAlerts.at,
        })
        .from(savedSearchAlerts)
        .where(and(eq(savedSearchAlerts.searchId, searchId), gt(savedSearchAlerts.at, since)))
        .orderBy(savedSearchAlerts.mlNum, desc(savedSearchAlerts.at))
      return rows.sort((a, b) => b.at.getTime() - a.at.getTime())
    },
  }
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>

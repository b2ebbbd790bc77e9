import { and, eq, inArray, sql } from 'drizzle-orm'
import { ingestState, listingHistory, listingMedia, listings } from '../db/schema.ts'
import type { Transactor } from '../db/transaction.ts'
import { bumpCacheGeneration } from '../platform/cache-generations.ts'
import type { FeedListing, FeedMedia, HistoryEventRow, StoredListing } from './reso-mapping.ts'

const snake = (k: string) => k.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`)

/** Every column the feed writes, set from the proposed row on conflict. */
function updateSet(row: FeedListing) {
  return Object.fromEntries(Object.keys(row).map((k) => [k, sql.raw(`excluded."${snake(k)}"`)]))
}

/** The tables the feed sync writes: listings with their photos and history, and `ingest_state`. */
export function createIngestRepository(t: Transactor) {
  return {
    async state(feed: string): Promise<{ lastModificationTimestamp: Date | null } | null> {
      const [row] = await t
        .db()
        .select({ lastModificationTimestamp: ingestState.lastModificationTimestamp })
        .from(ingestState)
        .where(eq(ingestState.feed, feed))
      return row ?? null
    },

    /** Moves the feed's replication point (never backwards) and, when given, stores the run's report. */
    async saveState(feed: string, at: { lastModificationTimestamp?: Date | null; runAt?: Date; report?: unknown }) {
      const values = {
        feed,
        lastModificationTimestamp: at.lastModificationTimestamp ?? null,
        lastRunAt: at.runAt ?? null,
        lastReport: at.report ?? null,
      }
      await t
        .db()
        .insert(ingestState)
        .values(values)
        .onConflictDoUpdate({
          target: ingestState.feed,
          set: {
            lastModificationTimestamp: sql`greatest(${ingestState.lastModificationTimestamp}, excluded.last_modification_timestamp)`,
            ...(at.runAt ? { lastRunAt: sql`excluded.last_run_at` } : {}),
            ...(at.report !== undefined ? { lastReport: sql`excluded.last_report` } : {}),
          },
        })
    },

    /** Tells every process's drawn pages that listings changed (in the page's transaction). */
    async listingsChanged(): Promise<void> {
      await bumpCacheGeneration(t, 'pages')
    },

    async lastReport(feed: string): Promise<unknown> {
      const [row] = await t
        .db()
        .select({ report: ingestState.lastReport })
        .from(ingestState)
        .where(eq(ingestState.feed, feed))
      return row?.report ?? null
    },

    /** Stored rows of these MLS numbers, by number. */
    async findListings(mlNums: readonly string[]): Promise<Map<string, StoredListing>> {
      if (mlNums.length === 0) return new Map()
      const rows = await t
        .db()
        .select({
          id: listings.id,
          mlNum: listings.mlNum,
          status: listings.status,
          lsc: listings.lsc,
          price: listings.price,
          updatedAt: listings.updatedAt,
          unavailableDate: listings.unavailableDate,
        })
        .from(listings)
        .where(inArray(listings.mlNum, [...mlNums]))
      return new Map(rows.map(({ mlNum, ...rest }) => [mlNum, rest]))
    },

    /** Removes a stored listing with its rooms, photos and history (they cascade). */
    async removeListing(listingId: number): Promise<void> {
      await t.db().delete(listings).where(eq(listings.id, listingId))
    },

    /** Inserts the listing, or replaces the feed's columns of the stored one with the same MLS number. */
    async upsertListing(row: FeedListing): Promise<number> {
      const [saved] = await t
        .db()
        .insert(listings)
        .values(row)
        .onConflictDoUpdate({ target: listings.mlNum, set: updateSet(row) })
        .returning({ id: listings.id })
      if (!saved) throw new Error(`listing ${row.mlNum} was not stored`)
      return saved.id
    },

    async addHistory(listingId: number, mlNum: string, events: readonly HistoryEventRow[]): Promise<void> {
      if (events.length === 0) return
      await t
        .db()
        .insert(listingHistory)
        .values(events.map((e) => ({ listingId, mlNum, event: e.event, date: e.date, price: e.price })))
    },

    /** Places a photo at its order (replacing what was there), or removes it when the feed deleted it. */
    async putMedia(listingId: number, media: FeedMedia): Promise<'stored' | 'deleted'> {
      if (media.deleted) {
        await t
          .db()
          .delete(listingMedia)
          .where(and(eq(listingMedia.listingId, listingId), eq(listingMedia.ord, media.ord)))
        return 'deleted'
      }
      await t
        .db()
        .insert(listingMedia)
        .values({ listingId, ord: media.ord, url: media.url, caption: media.caption })
        .onConflictDoUpdate({
          target: [listingMedia.listingId, listingMedia.ord],
          set: { url: sql`excluded.url`, caption: sql`excluded.caption` },
        })
      return 'stored'
    },
  }
}

export type IngestRepository = ReturnType<typeof createIngestRepository>

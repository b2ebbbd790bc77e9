import type { RunInTransaction } from '../db/transaction.ts'
import type { IngestRepository } from './ingest-repository.ts'
import type { ResoClient } from './reso-client.ts'
import {
  listingKey,
  MALFORMED_REASONS,
  parseMedia,
  parseProperty,
  parseTimestamp,
  type ResoRecord,
  type SkipReason,
  type StoredListing,
  toHistoryEvents,
} from './reso-mapping.ts'

/** At most this many malformed record keys are kept in a report; the counts stay exact. */
const MALFORMED_KEYS_KEPT = 200

interface ResourceReport {
  seen: number
  skipped: Partial<Record<SkipReason, number>>
  /** Keys of the records skipped as broken (first MALFORMED_KEYS_KEPT). */
  malformed: string[]
}

export interface IngestReport {
  feed: string
  startedAt: string
  finishedAt: string
  /** The ModificationTimestamp the run asked from (`ge`), or null for a full download. */
  since: string | null
  /** The replication point after the run. */
  lastModificationTimestamp: string | null
  pages: number
  /** Extra attempts of pages that failed once or more (dropped connections, timeouts, 5xx). */
  retries: number
  property: ResourceReport & {
    inserted: number
    updated: number
    unchanged: number
    removed: number
    historyEvents: number
  }
  media: ResourceReport & { stored: number; deleted: number }
  ok: boolean
  error?: string
}

interface IngestOptions {
  /** Name of the feed in `ingest_state` (its photos are tracked under `<feed>:media`). */
  feed: string
  /** Ask from this time instead of the stored replication point. */
  since?: Date | undefined
}

/** A change a person following the listing hears about: its status, its status code or its price. */
function hasMarketChange(previous: StoredListing, listing: { status: string; lsc: string; price: number }): boolean {
  return previous.status !== listing.status || previous.lsc !== listing.lsc || previous.price !== listing.price
}

const emptyResource = (): ResourceReport => ({ seen: 0, skipped: {}, malformed: [] })

/**
 * Replicates Property then Media from a RESO Web API into the listing tables. Each page is written in one
 * transaction together with the new replication point, so a run that stops part-way resumes after the last
 * page it stored. The point is the newest ModificationTimestamp seen, and the next run asks `ge` that time:
 * records sharing the boundary time come again and are recognised as unchanged (their ModificationTimestamp is
 * not newer than the stored row's), so none is lost and none is stored twice.
 */
export function createIngestService(deps: {
  repository: IngestRepository
  run: RunInTransaction
  client: ResoClient
  now: () => Date
  /**
   * Told, after each page is committed, the MLS numbers of listings that are new, whose status, status code or
   * price changed, or that left the app; favourites, showings and rentals react through it.
   */
  onChanged?: ((mlNums: readonly string[]) => Promise<void>) | undefined
}) {
  const { repository, run, client, now, onChanged } = deps

  /** Counts a skipped record; a broken one is named by its key, or by its time when it has no key. */
  function skip(report: ResourceReport, reason: SkipReason, key: string | null, rec: ResoRecord) {
    report.skipped[reason] = (report.skipped[reason] ?? 0) + 1
    if (MALFORMED_REASONS.includes(reason) && report.malformed.length < MALFORMED_KEYS_KEPT) {
      report.malformed.push(key ?? `(no key, ModificationTimestamp ${String(rec.ModificationTimestamp)})`)
    }
  }

  const newest = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b)

  async function syncProperty(feed: string, since: Date | null, report: IngestReport): Promise<void> {
    let point = since
    const r = report.property
    for await (const page of client.pages('Property', 'ListingKey', since, () => (report.retries += 1))) {
      report.pages += 1
      const { pagePoint, changed } = await run(async () => {
        const changed: string[] = []
        let wrote = false
        const keys = page.records.flatMap((rec) => listingKey(rec) ?? [])
        const stored: Map<string, StoredListing> = await repository.findListings([...new Set(keys)])
        let pagePoint: Date | null = null
        for (const rec of page.records) {
          r.seen += 1
          pagePoint = newest(pagePoint, parseTimestamp(rec.ModificationTimestamp))
          const key = listingKey(rec)
          const previous = (key && stored.get(key)) || null
          const parsed = parseProperty(rec, previous)
          if (!parsed.ok) {
            skip(r, parsed.reason, parsed.key, rec)
            // A listing withdrawn from internet display leaves the app too, with its photos and history.
            if (parsed.reason === 'notForInternet' && previous && key) {
              await repository.removeListing(previous.id)
              wrote = true
              stored.delete(key)
              changed.push(key)
              r.removed += 1
            }
            continue
          }
          const listing = parsed.value
          if (previous && listing.updatedAt <= previous.updatedAt) {
            r.unchanged += 1
            continue
          }
          const events = toHistoryEvents(rec, listing, previous)
          const id = await repository.upsertListing(listing)
          wrote = true
          await repository.addHistory(id, listing.mlNum, events)
          r.historyEvents += events.length
          if (previous) r.updated += 1
          else r.inserted += 1
          // A new listing is news too: a student's demand may be waiting for a lease like it.
          if (!previous || hasMarketChange(previous, listing)) changed.push(listing.mlNum)
          stored.set(listing.mlNum, {
            id,
            status: listing.status,
            lsc: listing.lsc,
            price: listing.price,
            updatedAt: listing.updatedAt,
            unavailableDate: listing.unavailableDate,
          })
        }
        if (pagePoint) await repository.saveState(feed, { lastModificationTimestamp: pagePoint })
        if (wrote) await repository.listingsChanged()
        return { pagePoint, changed }
      })
      if (changed.length > 0) await onChanged?.(changed)
      point = newest(point, pagePoint)
      report.lastModificationTimestamp = point?.toISOString() ?? null
    }
  }

  async function syncMedia(feed: string, since: Date | null, report: IngestReport): Promise<void> {
    const m = report.media
    for await (const page of client.pages('Media', 'MediaKey', since, () => (report.retries += 1))) {
      report.pages += 1
      await run(async () => {
        const parsed = page.records.map((rec) => ({ rec, parsed: parseMedia(rec) }))
        const keys = parsed.flatMap((p) => (p.parsed.ok ? [p.parsed.value.mlNum] : []))
        const stored = await repository.findListings([...new Set(keys)])
        let pagePoint: Date | null = null
        let wrote = false
        for (const { rec, parsed: media } of parsed) {
          m.seen += 1
          pagePoint = newest(pagePoint, parseTimestamp(rec.ModificationTimestamp))
          if (!media.ok) {
            skip(m, media.reason, media.key, rec)
            continue
          }
          const listing = stored.get(media.value.mlNum)
          if (!listing) {
            skip(m, 'mediaUnknownListing', media.value.mlNum, rec)
            continue
          }
          if ((await repository.putMedia(listing.id, media.value)) === 'deleted') m.deleted += 1
          else m.stored += 1
          wrote = true
        }
        if (pagePoint) await repository.saveState(`${feed}:media`, { lastModificationTimestamp: pagePoint })
        if (wrote) await repository.listingsChanged()
      })
    }
  }

  let running: Promise<IngestReport> | null = null

  async function syncOnce(options: IngestOptions): Promise<IngestReport> {
    const { feed } = options
    const started = now()
    const since = options.since ?? (await repository.state(feed))?.lastModificationTimestamp ?? null
    const mediaSince = options.since ?? (await repository.state(`${feed}:media`))?.lastModificationTimestamp ?? null
    const report: IngestReport = {
      feed,
      startedAt: started.toISOString(),
      finishedAt: started.toISOString(),
      since: since?.toISOString() ?? null,
      lastModificationTimestamp: since?.toISOString() ?? null,
      pages: 0,
      retries: 0,
      property: { ...emptyResource(), inserted: 0, updated: 0, unchanged: 0, removed: 0, historyEvents: 0 },
      media: { ...emptyResource(), stored: 0, deleted: 0 },
      ok: true,
    }
    try {
      await syncProperty(feed, since, report)
      await syncMedia(feed, mediaSince, report)
    } catch (err) {
      report.ok = false
      report.error = err instanceof Error ? err.message : String(err)
    }
    report.finishedAt = now().toISOString()
    await repository.saveState(feed, { runAt: started, report })
    return report
  }

  return {
    /**
     * One replication run; the report is also stored in `ingest_state.last_report`. A failure (the server still
     * failing after the retries, a bad answer) ends the run with `ok: false` and keeps what earlier pages stored.
     * A call while a run is under way waits for that run instead of starting a second one.
     */
    sync(options: IngestOptions): Promise<IngestReport> {
      running ??= syncOnce(options).finally(() => {
        running = null
      })
      return running
    },
    lastReport: (feed: string) => repository.lastReport(feed),
  }
}

export type IngestService = ReturnType<typeof createIngestService>

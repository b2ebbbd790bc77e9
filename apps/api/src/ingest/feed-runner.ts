import type { Env } from '../config/env.ts'
import type { Database } from '../db/client.ts'
import { createIngest } from './index.ts'
import { withIngestLock } from './ingest-lock.ts'
import type { IngestReport } from './ingest-service.ts'

/** The configured feed of a server: one sync at a time across instances, and the last run's report. */
export interface FeedRunner {
  feed: string
  /** One sync under the feed's lock; `ran: false` when another instance holds it. */
  run(): Promise<{ ran: true; value: IngestReport } | { ran: false }>
  lastReport(): Promise<unknown>
}

/**
 * The feed named by RESO_URL, RESO_TOKEN and RESO_FEED, or null when none is configured. `onChanged` hears, after
 * each stored page, the listings that are new or whose status or price changed.
 */
export function createFeedRunner(
  database: Database,
  env: Env,
  onChanged?: (mlNums: readonly string[]) => Promise<void>,
): FeedRunner | null {
  if (!env.RESO_URL || !env.RESO_TOKEN) return null
  const feed = env.RESO_FEED
  const ingest = createIngest(database, {
    baseUrl: env.RESO_URL,
    token: env.RESO_TOKEN,
    pageSize: env.RESO_PAGE_SIZE,
    ...(onChanged ? { onChanged } : {}),
  })
  return {
    feed,
    run: () => withIngestLock(database, env.DATABASE_URL, feed, () => ingest.sync({ feed })),
    lastReport: () => ingest.lastReport(feed),
  }
}

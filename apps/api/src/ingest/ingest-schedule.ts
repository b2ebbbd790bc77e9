import pg from 'pg'
import type { Env } from '../config/env.ts'
import type { Database } from '../db/client.ts'
import { createIngest } from './index.ts'

interface Log {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

/** Key of the PostgreSQL advisory lock held by the instance that runs a feed's sync. */
export function ingestLockKey(feed: string): string {
  return `maplenest:ingest:${feed}`
}

/**
 * Runs `fn` only when no other instance holds the feed's lock. On PostgreSQL that is a connection-level advisory lock
 * (`pg_try_advisory_lock`) on a connection of its own, released when `fn` ends; PGlite is one process, so it just runs.
 */
export async function withIngestLock<T>(
  database: Database,
  url: string | undefined,
  feed: string,
  fn: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (database.kind !== 'postgres' || !url) return { ran: true, value: await fn() }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const key = ingestLockKey(feed)
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [
      key,
    ])
    if (!rows[0]?.locked) return { ran: false }
    try {
      return { ran: true, value: await fn() }
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [key])
    }
  } finally {
    await client.end()
  }
}

/**
 * Syncs the RESO feed every RESO_SYNC_INTERVAL_MINUTES when that and RESO_URL and RESO_TOKEN are set; does nothing
 * otherwise. The first run starts one interval after start-up; the timer never keeps the process alive. Returns a stop function.
 */
export function startIngestSchedule(deps: { env: Env; database: Database; log: Log }): () => void {
  const { env, database, log } = deps
  const minutes = env.RESO_SYNC_INTERVAL_MINUTES
  if (!minutes || !env.RESO_URL || !env.RESO_TOKEN) return () => {}
  const feed = env.RESO_FEED
  const ingest = createIngest(database, { baseUrl: env.RESO_URL, token: env.RESO_TOKEN, pageSize: env.RESO_PAGE_SIZE })
  const tick = async () => {
    try {
      const outcome = await withIngestLock(database, env.DATABASE_URL, feed, () => ingest.sync({ feed }))
      if (!outcome.ran) log.info({ feed }, 'feed sync skipped: another instance holds the lock')
      else if (outcome.value.ok) log.info({ feed, report: outcome.value }, 'feed sync done')
      else log.warn({ feed, report: outcome.value }, 'feed sync failed')
    } catch (err) {
      log.warn({ feed, reason: err instanceof Error ? err.message : String(err) }, 'feed sync failed')
    }
  }
  const timer = setInterval(() => void tick(), minutes * 60_000)
  timer.unref()
  log.info({ feed, minutes }, 'feed sync scheduled')
  return () => clearInterval(timer)
}

import pg from 'pg'
import type { Database } from '../db/client.ts'

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

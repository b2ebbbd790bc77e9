import { sql } from 'drizzle-orm'
import type { Db } from './client.ts'

/** A fixed-window counter per key: one hit adds one and says how many fell in the window and how long it has left. */
export interface Counters {
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>
  reset(key: string): Promise<void>
  /** Forgets every key whose window has ended. */
  sweep(): Promise<void>
}

/**
 * Counters in `rate_limit_counters`, seen by every process: one upsert per hit, timed by the database's clock so
 * processes whose clocks differ agree on when a window ends.
 */
export function databaseCounters(db: Db): Counters {
  return {
    async hit(key, windowMs) {
      const result = await db.execute(sql`
        insert into rate_limit_counters as c (key, count, reset_at)
        values (${key}, 1, now() + ${windowMs}::float8 * interval '1 millisecond')
        on conflict (key) do update set
          count = case when c.reset_at <= now() then 1 else c.count + 1 end,
          reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
        returning count, greatest(0, extract(epoch from reset_at - now()) * 1000)::float8 as ttl_ms`)
      const row = (result as unknown as { rows: { count: number; ttl_ms: number }[] }).rows[0]
      if (!row) throw new Error(`rate limit counter ${key} was not returned`)
      return { count: row.count, ttlMs: Math.ceil(row.ttl_ms) }
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limit_counters where key = ${key}`)
    },
    async sweep() {
      await db.execute(sql`delete from rate_limit_counters where reset_at < now() - interval '1 minute'`)
    },
  }
}

import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { acquireDataDirLock } from './data-dir-lock.ts'
import { startEmbeddedDatabase } from './embedded-database.ts'
import * as schema from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  ping(): Promise<void>
  /**
   * Runs `fn` on one connection of its own, held until `fn` ends, for state that lives in a session (a
   * connection-level advisory lock): the pool may hand each query of `db` itself to a different connection.
   */
  withConnection<T>(fn: (db: Db) => Promise<T>): Promise<T>
  /** The embedded database only: writes its data folder to `path`, for `openDatabase({ from })`. */
  archive?(path: string): Promise<void>
  close(): Promise<void>
}

/** Lends one connection of `pool` to `fn`; a connection that failed is closed rather than returned to the pool. */
async function withPooledConnection<T>(pool: pg.Pool, fn: (db: Db) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  let failed: Error | undefined
  try {
    return await fn(drizzlePg(client, { schema, casing: 'snake_case' }) as unknown as Db)
  } catch (err) {
    failed = err instanceof Error ? err : new Error(String(err))
    throw err
  } finally {
    client.release(failed)
  }
}

const warnLost = (err: Error) => console.warn(`database connection lost: ${err.message}`)

/** PostgreSQL when a URL is given, otherwise PGlite in `dataDir/db` (or in memory when dataDir is null). */
export async function openDatabase(opts: {
  url?: string
  dataDir?: string | null
  poolMax?: number
  onIdleError?: (err: Error) => void
  /** Who opens an embedded database, named to a second process the DATA_DIR lock refuses ("the MapleNest server"). */
  owner?: string
  /**
   * An embedded database starts as a copy of this archive of a data folder (see `archive`): in memory, or in a data
   * folder that holds no database yet.
   */
  from?: string
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolMax ?? 10 })
    // An idle connection the server drops (restart, failover, a terminated backend) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on('error', opts.onIdleError ?? warnLost)
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      withConnection: (fn) => withPooledConnection(pool, fn),
      close: () => pool.end(),
    }
  }
  let dir: string | undefined
  let lock: { release(): void } | undefined
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true })
    // Two processes writing one PGlite folder lose each other's commits: one owner at a time.
    lock = acquireDataDirLock(opts.dataDir, opts.owner)
    dir = join(opts.dataDir, 'db')
    mkdirSync(dir, { recursive: true })
  }
  try {
    // PGlite runs on a thread of its own, spoken to over the wire protocol: the same driver as PostgreSQL.
    const embedded = await startEmbeddedDatabase(dir ?? null, opts.onIdleError ?? warnLost, opts.from)
    const db = drizzlePg(embedded.pool, { schema, casing: 'snake_case' }) as unknown as Db
    return {
      db,
      kind: 'pglite',
      ping: async () => void (await embedded.pool.query('select 1')),
      withConnection: (fn) => withPooledConnection(embedded.pool, fn),
      archive: (path) => embedded.archive(path),
      close: async () => {
        try {
          await embedded.close()
        } finally {
          lock?.release()
        }
      },
    }
  } catch (err) {
    lock?.release()
    throw err
  }
}

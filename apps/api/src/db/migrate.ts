import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { apiRoot } from '../lib/package-root.ts'
import type { Database, Db } from './client.ts'

export const MIGRATIONS_DIR = join(apiRoot(), 'drizzle')

/** Name of the PostgreSQL advisory lock held while migrating (hashed to the lock's number by the server). */
const MIGRATION_LOCK = 'maplenest:migrations'

// Both engines are reached through node-postgres (PGlite over the wire protocol from its worker thread), and the
// migrations journal is the same table either way, so folders migrated by an earlier PGlite driver carry on.
// biome-ignore lint/suspicious/noExplicitAny: the migrator takes the node-postgres drizzle instance
const runMigrations = (db: Db) => migratePg(db as any, { migrationsFolder: MIGRATIONS_DIR })

/**
 * Applies the committed SQL migrations in order; already-applied ones are skipped. On PostgreSQL several processes
 * may start at once: each takes the migration lock on a connection of its own and migrates through that connection,
 * so one applies what is missing while the others wait, then find nothing left to do. The lock goes with the
 * connection, so a process that dies while migrating does not hold it. The embedded database has one process.
 */
export async function migrate(database: Database): Promise<void> {
  if (database.kind !== 'postgres') {
    await runMigrations(database.db)
    return
  }
  await database.withConnection(async (db) => {
    await db.execute(sql`select pg_advisory_lock(hashtext(${MIGRATION_LOCK}))`)
    try {
      await runMigrations(db)
    } finally {
      await db.execute(sql`select pg_advisory_unlock(hashtext(${MIGRATION_LOCK}))`)
    }
  })
}

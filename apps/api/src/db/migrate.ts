import { join } from 'node:path'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { apiRoot } from '../lib/package-root.ts'
import type { Database } from './client.ts'

export const MIGRATIONS_DIR = join(apiRoot(), 'drizzle')

/** Applies the committed SQL migrations in order; already-applied ones are skipped. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR }
  // Both engines are reached through node-postgres (PGlite over the wire protocol from its worker thread), and the
  // migrations journal is the same table either way, so folders migrated by an earlier PGlite driver carry on.
  // biome-ignore lint/suspicious/noExplicitAny: the migrator takes the node-postgres drizzle instance
  await migratePg(database.db as any, config)
}

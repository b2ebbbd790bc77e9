import { join } from 'node:path'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { apiRoot } from '../lib/package-root.ts'
import type { Database } from './client.ts'

export const MIGRATIONS_DIR = join(apiRoot(), 'drizzle')

/** Applies the committed SQL migrations in order; already-applied ones are skipped. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR }
  // biome-ignore lint/suspicious/noExplicitAny: both migrators take the drizzle instance they were built for
  const db = database.db as any
  if (database.kind === 'postgres') await migratePg(db, config)
  else await migratePglite(db, config)
}

import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, openDatabase } from '../../src/db/client.ts'
import { migrate } from '../../src/db/migrate.ts'

/**
 * Whether this run of the suite is on the PostgreSQL server TEST_DATABASE_URL names rather than on PGlite. Tests about
 * the embedded database alone skip themselves then: the run on PGlite beside it covers them
 * (engine-dependent-tests.txt).
 */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

/**
 * The archive of the migrated embedded database the run made once (global-setup.ts), for a test that makes an
 * embedded database of its own, in memory or in a new data folder: it starts as a copy, in a fraction of the time an
 * empty one takes to initialise and migrate. Undefined on PostgreSQL.
 */
export function migratedArchive(): string | undefined {
  const migrated = inject('migratedDatabase')
  return migrated?.kind === 'pglite' ? migrated.archive : undefined
}

/**
 * Fills the data folder at `path` with a copy of the run's migrated embedded database, for a built server started on
 * it to skip making and migrating an empty one. False, and nothing written, on PostgreSQL.
 */
export async function fillWithMigratedDatabase(path: string): Promise<boolean> {
  const from = migratedArchive()
  if (!from) return false
  await (await openDatabase({ dataDir: path, from })).close()
  return true
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close), so suites never share state. Each is a copy
 * of the database the run migrated once before the first file (global-setup.ts); `migrate` then finds nothing to do.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL
  const migrated = inject('migratedDatabase')
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: null, from: migratedArchive() })
    await migrate(database)
    return database
  }
  const name = `mn_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  const template = migrated?.kind === 'postgres' ? ` template ${migrated.template}` : ''
  await admin.query(`create database ${name}${template}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  // the drop below ends connections the pool may still hold: expected, not an error
  const database = await openDatabase({ url: url.toString(), poolMax: 4, onIdleError: () => {} })
  await migrate(database)
  return {
    ...database,
    close: async () => {
      await database.close()
      const drop = new pg.Client({ connectionString: serverUrl })
      await drop.connect()
      await drop.query(`drop database if exists ${name} with (force)`)
      await drop.end()
    },
  }
}

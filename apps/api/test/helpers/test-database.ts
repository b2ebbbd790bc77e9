import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type Database, openDatabase } from '../../src/db/client.ts'
import { migrate } from '../../src/db/migrate.ts'

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close), so suites never share state.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: null })
    await migrate(database)
    return database
  }
  const name = `mn_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
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

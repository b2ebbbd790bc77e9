import { randomBytes } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/client.ts'
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate.ts'

const serverUrl = process.env.TEST_DATABASE_URL

interface JournalEntry {
  idx: number
  version: string
  when: number
  tag: string
  breakpoints: boolean
}

/**
 * A release once shipped a migration 0043 that only added `saved_searches.reach_exact`; the migration 0043 of today
 * adds it too, with the places' table. A database migrated by that release upgrades to today's migrations.
 */
const SHIPPED_0043 = {
  tag: '0043_saved-search-reach-exact',
  when: 1796420159669,
  sql: 'ALTER TABLE "saved_searches" ADD COLUMN "reach_exact" boolean DEFAULT false NOT NULL;',
}

describe.runIf(serverUrl)('upgrading a database migrated by an earlier release', () => {
  const folders: string[] = []
  const names: string[] = []
  afterAll(async () => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true })
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  })

  it('applies today’s migrations over the release whose 0043 added only reach_exact', async () => {
    // that release's migrations: today's up to 0042, then its own 0043
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[]
    }
    const before = journal.entries.filter((e) => e.idx < 43)
    const shipped = mkdtempSync(join(tmpdir(), 'mn-migrations-'))
    folders.push(shipped)
    mkdirSync(join(shipped, 'meta'))
    for (const e of before) copyFileSync(join(MIGRATIONS_DIR, `${e.tag}.sql`), join(shipped, `${e.tag}.sql`))
    writeFileSync(join(shipped, `${SHIPPED_0043.tag}.sql`), SHIPPED_0043.sql)
    const entries = [...before, { ...before.at(-1)!, idx: 43, when: SHIPPED_0043.when, tag: SHIPPED_0043.tag }]
    writeFileSync(join(shipped, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }))

    const name = `mn_upgrade_${randomBytes(6).toString('hex')}`
    names.push(name)
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(serverUrl as string)
    url.pathname = `/${name}`
    const database = await openDatabase({ url: url.toString(), poolMax: 1 })
    try {
      // biome-ignore lint/suspicious/noExplicitAny: the migrator takes the node-postgres drizzle instance
      await migratePg(database.db as any, { migrationsFolder: shipped })
      await migrate(database)
      const columns = (await database.db.execute(
        sql`select count(*)::int as n from information_schema.columns
          where table_name = 'saved_search_places' and column_name in ('ring', 'centre', 'radius_m')`,
      )) as unknown as { rows: { n: number }[] }
      expect(columns.rows[0]?.n).toBe(3)
    } finally {
      await database.close()
    }
  })
})

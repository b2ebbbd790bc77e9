import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/client.ts'
import { migratedArchive, onPostgres } from '../helpers/test-database.ts'

/** A new data folder can start as a copy of an archive of a migrated database; a folder with a database keeps its own. */
describe.skipIf(onPostgres)('a data folder started from an archive', { timeout: 120_000 }, () => {
  let dataDir: string
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'maplenest-copy-'))
  })
  afterEach(() => rm(dataDir, { recursive: true, force: true }))

  const tables = async (database: Awaited<ReturnType<typeof openDatabase>>) =>
    (
      (await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_name in ('listings', 'kept')`,
      )) as unknown as { rows: { table_name: string }[] }
    ).rows
      .map((r) => r.table_name)
      .sort()

  it('holds the archive’s tables, and on the next open what was written since, not a new copy', async () => {
    const first = await openDatabase({ dataDir, from: migratedArchive() })
    try {
      expect(await tables(first)).toEqual(['listings'])
      await first.db.execute(sql`create table kept (id int)`)
    } finally {
      await first.close()
    }
    const again = await openDatabase({ dataDir, from: migratedArchive() })
    try {
      expect(await tables(again)).toEqual(['kept', 'listings'])
    } finally {
      await again.close()
    }
  })
})

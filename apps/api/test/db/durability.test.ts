import fs, { cpSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../../src/db/client.ts'
import { DURABLE_START_PARAMS, DurableNodeFS } from '../../src/db/durable-fs.mjs'
import { migratedArchive, onPostgres } from '../helpers/test-database.ts'

// Each test starts an embedded database of its own: on a busy machine that alone can take most of a minute.
describe.skipIf(onPostgres)(
  'a commit on the embedded database is on disk when it is acknowledged',
  { timeout: 120_000 },
  () => {
    let dataDir: string
    beforeEach(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'maplenest-durable-'))
    })
    afterEach(async () => {
      vi.restoreAllMocks()
      await rm(dataDir, { recursive: true, force: true })
    })

    it('calls fsync for a commit before the commit returns', async () => {
      const pglite = await PGlite.create({
        fs: new DurableNodeFS(join(dataDir, 'db')),
        startParams: DURABLE_START_PARAMS,
      })
      try {
        await pglite.exec('create table t (id int)')
        const fsync = vi.spyOn(fs, 'fsyncSync')
        await pglite.exec('insert into t values (1)')
        expect(fsync).toHaveBeenCalled()
      } finally {
        await pglite.close()
      }
    })

    it('a copy of the folder taken while the server still runs holds every acknowledged row', async () => {
      const database = await openDatabase({ dataDir, from: migratedArchive() })
      try {
        await database.db.execute(sql`create table t (id int primary key, note text)`)
        await database.db.execute(sql`insert into t values (1, 'acknowledged')`)
        const settings = await database.db.execute(
          sql`select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`,
        )
        expect((settings as unknown as { rows: unknown[] }).rows).toEqual([{ fsync: 'on', method: 'fsync' }])
        const copy = join(dataDir, 'copy')
        cpSync(join(dataDir, 'db'), copy, { recursive: true })
        const fresh = await PGlite.create(copy)
        try {
          expect((await fresh.query('select note from t where id = 1')).rows).toEqual([{ note: 'acknowledged' }])
        } finally {
          await fresh.close()
        }
      } finally {
        await database.close()
      }
    })
  },
)

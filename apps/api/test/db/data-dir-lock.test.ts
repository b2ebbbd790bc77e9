import { execFile } from 'node:child_process'
import { cpSync, existsSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/client.ts'
import { LOCK_FILE } from '../../src/db/data-dir-lock.ts'
import { builtCommand } from '../helpers/server-build.ts'
import { migratedArchive, onPostgres } from '../helpers/test-database.ts'

const run = promisify(execFile)

/** A pid that is surely not running: past the kernel's highest pid. */
const DEAD_PID = 2 ** 22 + 17

// Each test starts embedded databases of its own: on a busy machine that alone can take most of a minute.
describe.skipIf(onPostgres)('one owner for the embedded database', { timeout: 120_000 }, () => {
  // A data folder made once and copied for each test: opening a folder made before skips making the database, the
  // slowest step of a first start, and the lock is the same either way.
  let made: string
  beforeAll(async () => {
    made = await mkdtemp(join(tmpdir(), 'maplenest-lock-made-'))
    await (await openDatabase({ dataDir: made, from: migratedArchive() })).close()
  }, 120_000)
  afterAll(() => rm(made, { recursive: true, force: true }))

  let dataDir: string
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'maplenest-lock-'))
    cpSync(made, dataDir, { recursive: true })
  })
  afterEach(() => rm(dataDir, { recursive: true, force: true }))

  it('refuses a second open of the same DATA_DIR, naming the holder in one line', async () => {
    const first = await openDatabase({ dataDir, owner: 'the MapleNest server' })
    try {
      const second = openDatabase({ dataDir, owner: 'db:migrate' })
      await expect(second).rejects.toThrow(
        new RegExp(
          `^DATA_DIR ${dataDir} is in use by the MapleNest server \\(pid ${process.pid}, since \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\) — stop it first, or set DATABASE_URL$`,
        ),
      )
      // the refused open leaves the holder working
      await first.ping()
    } finally {
      await first.close()
    }
  })

  it('releases the lock on close, so the next process can open the folder', async () => {
    const first = await openDatabase({ dataDir })
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true)
    await first.close()
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false)
    const second = await openDatabase({ dataDir })
    await second.ping()
    await second.close()
  })

  it('takes over a lock left by a process that is gone', async () => {
    const stale = { pid: DEAD_PID, host: hostname(), since: '2026-11-20T08:00:00.000Z', owner: 'seed' }
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify(stale))
    const database = await openDatabase({ dataDir })
    await database.ping()
    await database.close()
  })

  it('needs no lock for PostgreSQL or an in-memory database', async () => {
    const a = await openDatabase({ dataDir: null, from: migratedArchive() })
    const b = await openDatabase({ dataDir: null, from: migratedArchive() })
    await Promise.all([a.close(), b.close()])
  })

  it('a command line tool started while the folder is held exits 1 with the one line, no stack', async () => {
    const holder = await openDatabase({ dataDir, owner: 'the MapleNest server' })
    try {
      const cli = run(process.execPath, [builtCommand('db-migrate')], {
        cwd: join(import.meta.dirname, '../..'),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
      })
      const failure = await cli.then(
        () => null,
        (err: { code: number; stderr: string; stdout: string }) => err,
      )
      expect(failure?.code).toBe(1)
      expect(failure?.stdout).toBe('')
      expect(failure?.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          new RegExp(
            `^DATA_DIR ${dataDir} is in use by the MapleNest server \\(pid ${process.pid}, since .+\\) — stop it first, or set DATABASE_URL$`,
          ),
        ),
      ])
    } finally {
      await holder.close()
    }
  }, 60_000)
})

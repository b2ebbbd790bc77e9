import { execFile } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { builtServer } from '../helpers/server-build.ts'
import { fillWithMigratedDatabase, migratedArchive } from '../helpers/test-database.ts'

const SCRIPT = join(import.meta.dirname, '..', '..', '..', '..', 'bench', 'crash.mjs')
const run = promisify(execFile)

/** A port nobody listens on now, so parallel test files and other servers on the machine do not collide. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/**
 * On the embedded database, a data folder that holds the run's migrated database already, so the server's first start
 * skips making and migrating an empty one (the script removes the folder after); on PostgreSQL, none.
 */
async function dataDirArgs(engine: 'pglite' | 'postgres'): Promise<string[]> {
  if (engine !== 'pglite' || !migratedArchive()) return []
  const dataDir = await mkdtemp(join(tmpdir(), 'maplenest-crash-'))
  await fillWithMigratedDatabase(dataDir)
  return ['--data-dir', dataDir]
}

async function crashOnce(engine: 'pglite' | 'postgres') {
  const args = [
    SCRIPT,
    '--engine',
    engine,
    '--server',
    builtServer(),
    '--rounds',
    '1',
    '--kill-after-ms',
    '1500',
    '--quiet',
    ...(await dataDirArgs(engine)),
  ]
  const { stdout } = await run(process.execPath, [...args, '--port', String(await freePort())], {
    timeout: 170_000,
  }).catch((err: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(`crash run failed: ${err.message}\n${err.stdout ?? ''}\n${err.stderr ?? ''}`)
  })
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { acknowledged: number; missing: number }
}

/**
 * The real server in its own process group, killed with SIGKILL while visitors sign in, then started again on the
 * same data: every sign-in it acknowledged with 200 still works (bench/crash.mjs, one round).
 */
describe('crash test', () => {
  // Each engine in its own run of the suite: the embedded one without TEST_DATABASE_URL, PostgreSQL with it.
  it.runIf(!process.env.TEST_DATABASE_URL)(
    'keeps every write it acknowledged when killed on the embedded database',
    async () => {
      const result = await crashOnce('pglite')
      expect(result.acknowledged).toBeGreaterThan(0)
      expect(result.missing).toBe(0)
    },
    180_000,
  )

  it.runIf(process.env.TEST_DATABASE_URL)(
    'keeps every write it acknowledged when killed on PostgreSQL',
    async () => {
      const result = await crashOnce('postgres')
      expect(result.acknowledged).toBeGreaterThan(0)
      expect(result.missing).toBe(0)
    },
    180_000,
  )
})

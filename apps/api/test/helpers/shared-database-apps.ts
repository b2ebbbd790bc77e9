import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../../src/app.ts'
import { parseEnv } from '../../src/config/env.ts'
import type { Database } from '../../src/db/client.ts'
import { TEST_ENV, type TestApp } from './test-app.ts'
import { createTestDatabase } from './test-database.ts'

/**
 * Several servers on one fresh database, as processes behind a balancer would be: each built by the same factory,
 * each with a data folder of its own (what one process writes there the others never see). `sharedDataDir` gives
 * them one folder instead, as one process restarted would have. Each element works with the helpers that take a
 * TestApp; closing the first closes them all and the database.
 */
export async function createTestApps(
  count: number,
  envOverrides: Record<string, string | undefined> = {},
  opts: { sharedDataDir?: boolean } = {},
): Promise<{ apps: TestApp[]; database: Database; close(): Promise<void> }> {
  const database = await createTestDatabase()
  const dirs: string[] = []
  const newDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'maplenest-test-'))
    dirs.push(dir)
    return dir
  }
  const shared = opts.sharedDataDir ? await newDir() : null
  const apps: TestApp[] = []
  const close = async () => {
    for (const t of apps) await t.app.close()
    await database.close()
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })))
  }
  try {
    for (let i = 0; i < count; i++) {
      const env = parseEnv({
        ...TEST_ENV,
        DATA_DIR: shared ?? (await newDir()),
        ...envOverrides,
      })
      const clock = {
        now: new Date(),
        advance(ms: number) {
          clock.now = new Date(clock.now.getTime() + ms)
        },
      }
      const app = await buildApp({ env, database, now: () => clock.now, logger: false })
      await app.ready()
      apps.push({ app, database, env, clock, close })
    }
  } catch (err) {
    await close()
    throw err
  }
  return { apps, database, close }
}

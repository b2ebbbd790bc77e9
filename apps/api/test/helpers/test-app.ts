import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { type AppDeps, buildApp } from '../../src/app.ts'
import { type Env, parseEnv } from '../../src/config/env.ts'
import type { Database } from '../../src/db/client.ts'
import { createTestDatabase } from './test-database.ts'

export interface TestApp {
  app: FastifyInstance
  database: Database
  env: Env
  /** The clock the app reads; move it with `advance`. */
  clock: { now: Date; advance(ms: number): void }
  close(): Promise<void>
}

/** What every test server is started with, before a test's own settings. */
export const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
  WEB_DIST: '/nonexistent-web-dist',
  // A test machine runs many suites at once and its event loop is often late: the busy answer is tested on its own
  // (pressure.test.ts), and would otherwise turn up where a test expects its real answer.
  MAX_EVENT_LOOP_DELAY_MS: '0',
}

/** The real server (same factory as production) on a fresh database, with a controllable clock. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  deps: Pick<AppDeps, 'languageModel'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase()
  // A data folder of its own (uploaded files land in DATA_DIR/files), removed on close.
  const dataDir = envOverrides.DATA_DIR ? null : await mkdtemp(join(tmpdir(), 'maplenest-test-'))
  const env = parseEnv({
    ...TEST_ENV,
    // Tests read codes the way a developer on this machine does, through /dev/outbox (injected requests are loopback);
    // production refuses it.
    ...(envOverrides.NODE_ENV === 'production' ? {} : { DEV_OUTBOX: 'true' }),
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...envOverrides,
  })
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms)
    },
  }
  const app = await buildApp({ env, database, now: () => clock.now, logger: false, ...deps })
  await app.ready()
  return {
    app,
    database,
    env,
    clock,
    close: async () => {
      await app.close()
      await database.close()
      if (dataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
}

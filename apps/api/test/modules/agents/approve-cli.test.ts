import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../src/app.ts'
import { parseEnv } from '../../../src/config/env.ts'
import { openDatabase } from '../../../src/db/client.ts'
import { migrate } from '../../../src/db/migrate.ts'
import { builtCommand } from '../../helpers/server-build.ts'
import { migratedArchive, onPostgres } from '../../helpers/test-database.ts'
import { PNG } from './agent-fixtures.ts'

const run = promisify(execFile)
const SECRET = 'cli-test-secret-cli-test-secret-12345'

/** The server's own database in a data folder: the operator's command runs against it between two server runs. */
async function withApp<T>(dataDir: string, fn: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: SECRET,
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
  })
  const database = await openDatabase({ dataDir, from: migratedArchive() })
  await migrate(database)
  const app = await buildApp({ env, database, logger: false })
  try {
    return await fn(app)
  } finally {
    await app.close()
    await database.close()
  }
}

// Each case starts an embedded database from a data folder twice and the command in a process of its own: minutes,
// not seconds, when the machine also runs the other suites and the browsers.
describe.skipIf(onPostgres)('the agent:approve command', { timeout: 300_000 }, () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'maplenest-approve-'))
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  const approve = (arg: string) =>
    run(process.execPath, [builtCommand('agent-approve'), arg], {
      cwd: join(import.meta.dirname, '../../..'),
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        JWT_SECRET: SECRET,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
      },
    })

  it('approves the pending application of an account named by e-mail; the account is a broker after', async () => {
    const userId = await withApp(dataDir, async (app) => {
      const account = await app.users.createAccount({
        type: 'user',
        email: 'cli@example.com',
        passwordHash: await app.auth.hashPassword('secret-pass'),
        language: 'en-GB',
      })
      await app.agents.apply(
        { userId: account!.id, sessionId: 'cli', type: 'user' },
        {
          name: 'Cli Person',
          practiceName: 'Cli PREC',
          email: 'cli@example.com',
          appointmentStart: '10:00',
          appointmentEnd: '17:00',
          location: 'North York, Toronto',
          languages: ['english'],
        },
        await app.agents.preparePhoto(PNG),
      )
      return account!.id
    })
    const { stdout } = await approve('cli@example.com')
    expect(stdout).toContain('approved application')
    await withApp(dataDir, async (app) => {
      expect((await app.users.getRecord(userId))?.type).toBe('agent')
      const page = await app.agents.search({ q: 'Cli PREC', sort: 'rating', limit: 5, city: 'toronto' })
      expect(page.items.map((i) => i.name)).toEqual(['Cli Person'])
    })
    await expect(approve('cli@example.com')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('no pending application'),
    })
  }, 120_000)
})

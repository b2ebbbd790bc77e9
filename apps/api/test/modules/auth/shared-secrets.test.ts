import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../src/db/client.ts'
import { keepServerSecret } from '../../../src/db/server-secrets.ts'
import { JWT_SECRET_FILE, JWT_SECRET_NAME, loadJwtSecret } from '../../../src/modules/auth/auth-secret.ts'
import { loadVapidKeys, VAPID_KEYS_FILE, VAPID_KEYS_NAME } from '../../../src/modules/push/vapid-keys.ts'
import { bearer, visitorLogin } from '../../helpers/accounts.ts'
import { createTestApps } from '../../helpers/shared-database-apps.ts'
import type { TestApp } from '../../helpers/test-app.ts'
import { createTestDatabase } from '../../helpers/test-database.ts'

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const secretsIn = async (database: Database) =>
  (
    (await database.db.execute(sql`select name from server_secrets order by name`)) as unknown as {
      rows: { name: string }[]
    }
  ).rows.map((r) => r.name)

describe('two servers without JWT_SECRET or VAPID keys', () => {
  let a: TestApp
  let b: TestApp
  let database: Database
  let close: () => Promise<void>
  beforeAll(async () => {
    // On PostgreSQL each server has a data folder of its own, as processes on two machines would; the embedded
    // database serves one process, whose restart finds its own folder again.
    const made = await createTestApps(2, { JWT_SECRET: undefined }, { sharedDataDir: !onPostgres })
    ;[a, b] = made.apps as [TestApp, TestApp]
    database = made.database
    close = made.close
  })
  afterAll(() => close())

  it('accept on one the tokens the other signed', async () => {
    const { access_token: token } = await visitorLogin(a, 'terminal-shared-secret')
    expect((await b.app.inject({ url: '/getInfo', headers: bearer(token) })).statusCode).toBe(200)
    expect((await a.app.inject({ url: '/getInfo', headers: bearer(token) })).statusCode).toBe(200)
    expect((await b.app.inject({ url: '/getInfo', headers: bearer(`${token}x`) })).statusCode).toBe(401)
  })

  it('give browsers the same Web Push public key', async () => {
    const key = async (t: TestApp) => (await t.app.inject({ url: '/house/api/push/v1/key' })).json().data.publicKey
    const fromA = await key(a)
    expect(fromA).toMatch(/^[A-Za-z0-9_-]{87}$/)
    expect(await key(b)).toBe(fromA)
  })

  it.runIf(onPostgres)('keep both in the database on PostgreSQL and write nothing to their folders', async () => {
    expect(await secretsIn(database)).toEqual([JWT_SECRET_NAME, VAPID_KEYS_NAME])
    for (const t of [a, b]) {
      expect(existsSync(join(t.env.DATA_DIR, JWT_SECRET_FILE))).toBe(false)
      expect(existsSync(join(t.env.DATA_DIR, VAPID_KEYS_FILE))).toBe(false)
    }
  })

  it.runIf(!onPostgres)('keep both in the data folder on the embedded database', async () => {
    expect(await secretsIn(database)).toEqual([])
    expect(existsSync(join(a.env.DATA_DIR, JWT_SECRET_FILE))).toBe(true)
    expect(existsSync(join(a.env.DATA_DIR, VAPID_KEYS_FILE))).toBe(true)
  })
})

describe('a secret kept in the database', () => {
  let database: Database
  const dirs: string[] = []
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'mn-secret-'))
    dirs.push(dir)
    return dir
  }
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await database.close()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('is the first of several made at once, for every caller', async () => {
    const values = await Promise.all(
      Array.from({ length: 6 }, (_, i) => keepServerSecret(database.db, 'race', () => `candidate-${i}`)),
    )
    expect(new Set(values).size).toBe(1)
    expect(await keepServerSecret(database.db, 'race', () => 'late')).toBe(values[0])
  })

  it.runIf(onPostgres)(
    "takes over a PostgreSQL deployment's existing files, so nobody is signed out and subscriptions keep working",
    async () => {
      const dir = freshDir()
      const secret = 's'.repeat(64)
      writeFileSync(join(dir, JWT_SECRET_FILE), `${secret}\n`)
      const pair = await loadVapidKeys({ dataDir: freshDir() })
      writeFileSync(join(dir, VAPID_KEYS_FILE), JSON.stringify(pair))
      expect(new TextDecoder().decode(await loadJwtSecret({ dataDir: dir, database }))).toBe(secret)
      expect(await loadVapidKeys({ dataDir: dir, database })).toEqual(pair)
      // another process with no such file reads the same
      expect(new TextDecoder().decode(await loadJwtSecret({ dataDir: freshDir(), database }))).toBe(secret)
      expect(await loadVapidKeys({ dataDir: freshDir(), database })).toEqual(pair)
      expect(readFileSync(join(dir, JWT_SECRET_FILE), 'utf8')).toBe(`${secret}\n`)
    },
  )
})

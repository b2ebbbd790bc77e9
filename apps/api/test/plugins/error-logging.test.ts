import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { parseEnv } from '../../src/config/env.ts'
import type { Database } from '../../src/db/client.ts'
import { users } from '../../src/db/schema.ts'
import { createTestDatabase } from '../helpers/test-database.ts'

const EMAIL = 'leaky.person@example.ca'
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g'

describe('error logs', () => {
  let app: FastifyInstance
  let database: Database
  let dataDir: string
  const lines: string[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
    dataDir = await mkdtemp(join(tmpdir(), 'maplenest-log-'))
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
      WEB_DIST: '/nonexistent-web-dist',
      DATA_DIR: dataDir,
    })
    app = await buildApp({ env, database, logStream: { write: (line: string) => void lines.push(line) } })
    // Two accounts with the same e-mail: the second insert fails on the unique index, with both values as parameters.
    app.post('/test/duplicate-account', async () => {
      for (let i = 0; i < 2; i++) {
        await database.db.insert(users).values({ type: 'user', email: EMAIL, passwordHash: HASH })
      }
      return null
    })
    app.post('/test/bytes', async () => {
      const err = Object.assign(new Error('storage failed'), {
        body: Buffer.from(`${EMAIL} ${HASH}`),
        password: HASH,
        token: 'eyJhbGciOiJIUzI1NiJ9.secret.sig',
      })
      throw err
    })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('answer a localised 500 and log the failure without its SQL parameters', async () => {
    lines.length = 0
    const en = await app.inject({ method: 'POST', url: '/test/duplicate-account', headers: { language: 'en-GB' } })
    expect(en.statusCode).toBe(500)
    expect(en.json()).toMatchObject({ code: 500, data: null })
    const zh = await app.inject({ method: 'POST', url: '/test/duplicate-account', headers: { language: 'zh-Hans-CN' } })
    expect(zh.json().msg).not.toBe(en.json().msg)
    const logged = lines.join('')
    expect(logged).toContain('unhandled error')
    expect(logged).toContain('users_email_key')
    expect(logged).not.toContain(EMAIL)
    expect(logged).not.toContain(HASH)
    expect(logged).not.toContain('c2FsdHNhbHRzYWx0')
  })

  it('log no bytes, passwords or tokens an error carries', async () => {
    lines.length = 0
    expect((await app.inject({ method: 'POST', url: '/test/bytes' })).statusCode).toBe(500)
    const logged = lines.join('')
    expect(logged).toContain('storage failed')
    expect(logged).not.toContain(HASH)
    expect(logged).not.toContain('secret.sig')
    expect(logged).not.toContain(Buffer.from(EMAIL).toString('base64').slice(0, 12))
    expect(logged).not.toMatch(/"type":"Buffer"/)
  })
})

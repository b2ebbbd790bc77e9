import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../src/app.ts'
import { parseEnv } from '../../../src/config/env.ts'
import { requestCode } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('GET /dev/outbox', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
  })
  afterAll(() => t.close())

  it('lists what was sent to one address, newest first, and nothing of other addresses', async () => {
    await requestCode(t, 'email', 'one@example.ca', 'register')
    t.clock.advance(61_000)
    await requestCode(t, 'email', 'one@example.ca', 'login')
    await requestCode(t, 'email', 'two@example.ca', 'login')
    const res = await t.app.inject({ url: '/dev/outbox?to=One@Example.ca' })
    expect(res.statusCode).toBe(200)
    const entries = res.json().data
    expect(entries).toHaveLength(2)
    expect(entries.every((e: { recipient: string }) => e.recipient === 'one@example.ca')).toBe(true)
    expect(Date.parse(entries[0].createdAt)).toBeGreaterThan(Date.parse(entries[1].createdAt))
    expect(Object.keys(entries[0]).sort()).toEqual(['body', 'channel', 'createdAt', 'recipient', 'subject'])
  })

  it('needs the address', async () => {
    const res = await t.app.inject({ url: '/dev/outbox' })
    expect(res.statusCode).toBe(400)
    expect(res.json().data.fields[0].field).toBe('querystring.to')
  })

  it('is not registered in production', async () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'production-secret-production-secret-123',
      WEB_DIST: '/nonexistent-web-dist',
    })
    const app = await buildApp({ env, database: t.database, logger: false })
    try {
      await app.ready()
      expect((await app.inject({ url: '/dev/outbox?to=one@example.ca' })).statusCode).toBe(404)
    } finally {
      await app.close()
    }
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../src/app.ts'
import { parseEnv } from '../../../src/config/env.ts'
import { outbox } from '../../../src/db/schema.ts'
import { requestCode } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('GET /dev/outbox', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', TRUST_PROXY: 'true' })
  })
  afterAll(() => t.close())

  /** What an unknown route answers, in the language asked for: the outbox must be indistinguishable from it. */
  const unknownRoute = async (language = 'en-GB') =>
    (await t.app.inject({ url: '/dev/no-such-route?to=one@example.ca', headers: { language } })).json()

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
    // With DEV_OUTBOX on, the page is how a developer gets the code: it is kept in clear.
    expect(entries[0].body).toMatch(/verification code is \d{4}\./)
  })

  it('needs the address', async () => {
    const res = await t.app.inject({ url: '/dev/outbox' })
    expect(res.statusCode).toBe(400)
    expect(res.json().data.fields[0].field).toBe('querystring.to')
  })

  it('answers callers on this machine over IPv4, IPv6 and IPv4 mapped into IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.8.0.2', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ url: '/dev/outbox?to=one@example.ca', remoteAddress })
      expect([remoteAddress, res.statusCode]).toEqual([remoteAddress, 200])
    }
  })

  it('answers any other caller as an unknown route, whatever X-Forwarded-For claims', async () => {
    for (const remoteAddress of ['192.0.2.10', '10.0.0.1', '::ffff:192.0.2.10', '2001:db8::1']) {
      for (const language of ['en-GB', 'zh-Hans-CN']) {
        const res = await t.app.inject({
          url: '/dev/outbox?to=one@example.ca',
          remoteAddress,
          headers: { language, 'x-forwarded-for': '127.0.0.1' },
        })
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual(await unknownRoute(language))
      }
    }
    expect((await unknownRoute('zh-Hans-CN')).msg).not.toBe((await unknownRoute()).msg)
  })

  it('does not exist without DEV_OUTBOX, the default', async () => {
    const off = await createTestApp({ DEV_OUTBOX: 'false' })
    try {
      const res = await off.app.inject({ url: '/dev/outbox?to=one@example.ca', headers: { language: 'zh-Hans-CN' } })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual(await unknownRoute('zh-Hans-CN'))
      expect(parseEnv({}).DEV_OUTBOX).toBe(false)
    } finally {
      await off.close()
    }
  })

  it('is refused in production, and not registered there', async () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://maplenest.example',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'production-secret-production-secret-123',
      WEB_DIST: '/nonexistent-web-dist',
      // as in test-app.ts: the busy answer is tested on its own
      MAX_EVENT_LOOP_DELAY_MS: '0',
    }
    expect(() => parseEnv({ ...production, DEV_OUTBOX: 'true' })).toThrow(/DEV_OUTBOX/)
    const app = await buildApp({ env: parseEnv(production), database: t.database, logger: false })
    try {
      await app.ready()
      expect((await app.inject({ url: '/dev/outbox?to=one@example.ca' })).statusCode).toBe(404)
    } finally {
      await app.close()
    }
  })
})

describe('verification codes without DEV_OUTBOX', () => {
  it('are written to the log line and stored with the code masked', async () => {
    const t = await createTestApp({ DEV_OUTBOX: 'false' })
    const lines: string[] = []
    const env = { ...t.env, LOG_LEVEL: 'info' as const }
    const app = await buildApp({ env, database: t.database, logStream: { write: (l) => void lines.push(l) } })
    try {
      await app.ready()
      const res = await app.inject({
        method: 'POST',
        url: '/auth/code/sms',
        payload: { phonenumber: '416-555-0199', purpose: 'register' },
      })
      expect(res.statusCode).toBe(200)
      const kept = lines.map((l) => JSON.parse(l)).filter((l) => l.msg?.startsWith('outbox: sms to +14165550199'))
      expect(kept).toHaveLength(1)
      const code = /code is (\d{4})\./.exec(kept[0].text)?.[1]
      expect(code).toMatch(/^\d{4}$/)

      const [row] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, '+14165550199'))
      expect(row).toMatchObject({ status: 'kept', channel: 'sms' })
      expect(row!.body).toBe(
        'Your MapleNest verification code is ••••. It expires in 10 minutes. If you did not ask for it, ignore this message.',
      )
      expect(row!.body).not.toContain(code)
    } finally {
      await app.close()
      await t.close()
    }
  })
})

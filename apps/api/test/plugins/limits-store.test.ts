import type { UserType } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Db } from '../../src/db/client.ts'
import { databaseCounters } from '../../src/db/rate-limit-counters.ts'
import { envelopePlugin, ok } from '../../src/plugins/envelope.ts'
import { type LimitsOptions, limitsPlugin } from '../../src/plugins/limits.ts'
import { createTestDatabase } from '../helpers/test-database.ts'

/**
 * The limits plugin alone, with routes of its own: `x-user` and `x-type` stand in for a verified token (the viewer
 * hook of the real app), so each limit's key can be driven directly.
 */
async function limitsApp(database: LimitsOptions['database'], heavyPerMinute = 3): Promise<FastifyInstance> {
  const app = Fastify({ logger: false })
  await app.register(envelopePlugin)
  await app.register(limitsPlugin, { perMinute: 1000, authPerMinute: 2, visitorPerMinute: 2, heavyPerMinute, database })
  app.decorateRequest('viewer', null)
  app.addHook('onRequest', async (req) => {
    const userId = req.headers['x-user']
    if (typeof userId !== 'string') return
    req.viewer = { userId, sessionId: 'session', type: (req.headers['x-type'] as UserType | undefined) ?? 'user' }
  })
  app.get('/pdf', { config: { rateLimit: app.heavyRateLimit } }, async () => ok('pdf'))
  app.get('/page', { config: { rateLimit: app.heavyRateLimit } }, async () => ok('page'))
  app.post('/sign-in', { config: { rateLimit: app.authRateLimit } }, async () => ok(null))
  app.get('/plain', async () => ok(null))
  app.post('/lock', async () => {
    await app.hitLimit('lock:someone', 1, 60_000)
    return ok(null)
  })
  await app.ready()
  return app
}

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe('the heavy-request limit', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await limitsApp(database)
  })
  afterAll(() => app.close())

  const get = (url: string, ip: string, headers: Record<string, string> = {}) =>
    app.inject({ url, remoteAddress: ip, headers })

  it('is a route config every heavy route shares one budget of, per address without a token', async () => {
    expect(app.heavyRateLimit).toMatchObject({ max: 3, timeWindow: 60_000 })
    const ip = '203.0.113.100'
    expect((await get('/pdf', ip)).statusCode).toBe(200)
    expect((await get('/page', ip)).statusCode).toBe(200)
    expect((await get('/pdf', ip)).statusCode).toBe(200)
    const refused = await get('/page', ip)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      code: 429,
      msg: 'Too many requests. Please wait a moment and try again.',
      data: null,
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // the general limit is another budget
    expect((await get('/plain', ip)).statusCode).toBe(200)
    expect((await get('/pdf', '203.0.113.101')).statusCode).toBe(200)
  })

  it('gives a signed-in account a budget of its own, and counts a visitor account as its address', async () => {
    const ip = '203.0.113.110'
    for (let i = 0; i < 3; i++)
      expect((await get('/pdf', ip, { 'x-user': 'visitor-1', 'x-type': 'visitor' })).statusCode).toBe(200)
    // a fresh visitor account at the same address buys nothing
    expect((await get('/pdf', ip, { 'x-user': 'visitor-2', 'x-type': 'visitor' })).statusCode).toBe(429)
    expect((await get('/pdf', ip)).statusCode).toBe(429)
    // a registered account at that address has its own
    for (let i = 0; i < 3; i++) expect((await get('/pdf', ip, { 'x-user': 'buyer-1' })).statusCode).toBe(200)
    expect((await get('/page', '198.51.100.1', { 'x-user': 'buyer-1' })).statusCode).toBe(429)
  })
})

describe('when the counters cannot be reached', () => {
  const failing = {
    kind: 'postgres' as const,
    db: {
      execute: async () => {
        throw new Error('connection refused')
      },
    } as unknown as Db,
  }
  let app: FastifyInstance
  beforeAll(async () => {
    app = await limitsApp(failing)
  })
  afterAll(() => app.close())

  it('lets general and heavy requests through', async () => {
    expect((await app.inject({ url: '/plain' })).statusCode).toBe(200)
    expect((await app.inject({ url: '/plain', headers: { 'x-user': 'v', 'x-type': 'visitor' } })).statusCode).toBe(200)
    expect((await app.inject({ url: '/pdf' })).statusCode).toBe(200)
  })

  it('refuses sign-ins and anything a named counter guards', async () => {
    expect((await app.inject({ method: 'POST', url: '/sign-in', payload: {} })).statusCode).toBe(500)
    expect((await app.inject({ method: 'POST', url: '/lock' })).statusCode).toBe(500)
  })
})

describe('counters in the database', () => {
  it('count within a window, start again after it, forget a reset key and sweep ended windows', async () => {
    const counters = databaseCounters(database.db)
    const counts = await Promise.all(Array.from({ length: 8 }, () => counters.hit('k:concurrent', 60_000)))
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    for (const c of counts) expect(c.ttlMs).toBeGreaterThan(55_000)
    expect((await counters.hit('k:short', 1)).count).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await counters.hit('k:short', 1)).count).toBe(1)
    await counters.reset('k:concurrent')
    expect((await counters.hit('k:concurrent', 60_000)).count).toBe(1)
    await database.db.execute(
      // a window that ended two minutes ago
      sql`insert into rate_limit_counters values ('k:old', 3, now() - interval '2 minutes')`,
    )
    await counters.sweep()
    const left = (await database.db.execute(sql`select key from rate_limit_counters order by key`)) as unknown as {
      rows: { key: string }[]
    }
    expect(left.rows.map((r) => r.key).filter((k) => k.startsWith('k:'))).toEqual(['k:concurrent', 'k:short'])
  })
})

import { randomUUID } from 'node:crypto'
import { toShowingTime } from '@maplenest/core'
import { count, eq, inArray, sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client.ts'
import { feedback, idempotentRequests, listings, showings } from '../../src/db/schema.ts'
import { envelopePlugin } from '../../src/plugins/envelope.ts'
import { idempotencyFingerprint, idempotencyPlugin, sha256 } from '../../src/plugins/idempotency.ts'
import { seedDemoAccounts } from '../../src/seed/demo-accounts.ts'
import { bearer, passwordLogin, registerAccount } from '../helpers/accounts.ts'
import { seedListings } from '../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'
import { createTestDatabase } from '../helpers/test-database.ts'
import { feedbackForm, png } from '../modules/feedback/feedback-fixtures.ts'

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'
const FEEDBACK = '/house/api/feedback/v1'
const SHOWINGS = '/house/api/appointment/v1'
const HOUR = 60 * 60 * 1000

const rowsOf = async (database: Database, table: typeof feedback | typeof showings | typeof idempotentRequests) =>
  (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0

describe(`creating writes with an Idempotency-Key (${engine})`, () => {
  let t: TestApp
  let a: Record<string, string>
  let b: Record<string, string>
  let aId: string
  let homes: { mlNum: string; city: 'toronto' | 'vancouver' }[]

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' })
    await seedDemoAccounts(t.app)
    await seedListings(t.database)
    aId = await registerAccount(t, { email: 'retry-a@example.ca' })
    await registerAccount(t, { email: 'retry-b@example.ca' })
    const token = async (email: string, password = 'secret-pass') =>
      bearer((await passwordLogin(t, email, password)).json().data.access_token)
    a = await token('retry-a@example.ca')
    b = await token('retry-b@example.ca')
    homes = (await t.database.db
      .select({ mlNum: listings.mlNum, city: listings.city })
      .from(listings)
      .where(inArray(listings.lsc, ['new', 'pc', 'ext', 'bom']))
      .orderBy(listings.mlNum)
      .limit(4)) as typeof homes
    expect(homes.length).toBe(4)
  }, 240_000)
  afterAll(() => t.close())

  const sendFeedback = async (
    headers: Record<string, string>,
    fields: Record<string, string>,
    images: Buffer[] = [],
    boundary?: string,
  ) => {
    const form = feedbackForm(
      fields,
      images.map((bytes) => ({ bytes })),
    )
    let { payload } = form
    let type = form.headers['content-type']
    // A browser makes a new boundary each time it sends a form, a retry included.
    if (boundary) {
      payload = Buffer.from(payload.toString('latin1').replaceAll('----feedbackboundary', boundary), 'latin1')
      type = `multipart/form-data; boundary=${boundary}`
    }
    return t.app.inject({
      method: 'POST',
      url: FEEDBACK,
      payload,
      headers: { language: 'en-GB', ...headers, 'content-type': type },
    })
  }

  const booking = (home: { mlNum: string; city: 'toronto' | 'vancouver' }, hhmm = '14:00') => ({
    mlNum: home.mlNum,
    time: toShowingTime(new Date(t.clock.now.getTime() + 3 * 24 * HOUR).toISOString().slice(0, 10), hhmm, home.city),
    name: 'Mei Lin',
    phone: '4165550123',
    email: 'mei@example.com',
  })
  const book = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: SHOWINGS, payload, headers: { language: 'en-GB', ...headers } })

  describe('feedback (multipart)', () => {
    it('sent twice with one key, is stored once and answered the same both times', async () => {
      const before = await rowsOf(t.database, feedback)
      const key = randomUUID()
      const image = (await png(7)).bytes
      const first = await sendFeedback({ ...a, 'idempotency-key': key }, { type: '0', text: 'Once only' }, [image])
      const again = await sendFeedback(
        { ...a, 'idempotency-key': key },
        { type: '0', text: 'Once only' },
        [image],
        '----retryboundary0123456789',
      )
      expect(first.statusCode).toBe(201)
      expect(again.statusCode).toBe(201)
      expect(again.body).toBe(first.body)
      expect(again.headers['idempotent-replayed']).toBe('true')
      expect(first.headers['idempotent-replayed']).toBeUndefined()
      expect(await rowsOf(t.database, feedback)).toBe(before + 1)
    })

    it('refuses the same key with another body, in the caller’s language, storing nothing', async () => {
      const key = randomUUID()
      expect(
        (await sendFeedback({ ...a, 'idempotency-key': key }, { type: '1', text: 'The first words' })).statusCode,
      ).toBe(201)
      const before = await rowsOf(t.database, feedback)
      const en = await sendFeedback({ ...a, 'idempotency-key': key }, { type: '1', text: 'Other words' })
      expect(en.statusCode).toBe(422)
      expect(en.json()).toMatchObject({
        code: 422,
        msg: 'This request key was already used for a different request',
        data: null,
      })
      const zh = await sendFeedback(
        { ...a, 'idempotency-key': key, language: 'zh-Hans-CN' },
        { type: '1', text: 'Other words' },
      )
      expect(zh.json()).toMatchObject({ code: 422, msg: '该请求标识已用于另一个不同的请求' })
      expect(await rowsOf(t.database, feedback)).toBe(before)
    })

    it('keeps keys apart by caller', async () => {
      const key = randomUUID()
      const before = await rowsOf(t.database, feedback)
      const fromA = await sendFeedback({ ...a, 'idempotency-key': key }, { type: '2', text: 'Same words' })
      const fromB = await sendFeedback({ ...b, 'idempotency-key': key }, { type: '2', text: 'Same words' })
      expect([fromA.statusCode, fromB.statusCode]).toEqual([201, 201])
      expect(fromB.json().data.id).not.toBe(fromA.json().data.id)
      expect(await rowsOf(t.database, feedback)).toBe(before + 2)
    })

    it('without a key, stores each submission as before', async () => {
      const before = await rowsOf(t.database, feedback)
      const keys = await rowsOf(t.database, idempotentRequests)
      for (let i = 0; i < 2; i++) {
        expect((await sendFeedback(a, { type: '0', text: 'No key given' })).statusCode).toBe(201)
      }
      expect(await rowsOf(t.database, feedback)).toBe(before + 2)
      expect(await rowsOf(t.database, idempotentRequests)).toBe(keys)
    })

    it.each([
      ['en-GB', 'x'.repeat(201), 'The Idempotency-Key header must be 1 to 200 visible ASCII characters'],
      ['zh-Hans-CN', 'has a space', 'Idempotency-Key 请求头须为 1 至 200 个可见 ASCII 字符'],
      ['en-GB', 'clé-é', 'The Idempotency-Key header must be 1 to 200 visible ASCII characters'],
    ])('refuses a malformed key (%s, %j) with 400, storing nothing', async (language, key, msg) => {
      const before = await rowsOf(t.database, feedback)
      const res = await sendFeedback({ ...a, language, 'idempotency-key': key }, { type: '0', text: 'Bad key' })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 400, msg, data: { fields: [{ field: 'headers.idempotency-key' }] } })
      expect(await rowsOf(t.database, feedback)).toBe(before)
    })
  })

  describe('showing requests (JSON)', () => {
    it('booked twice with one key, is one showing and one answer', async () => {
      const before = await rowsOf(t.database, showings)
      const key = randomUUID()
      const first = await book({ ...a, 'idempotency-key': key }, booking(homes[0]!))
      const again = await book({ ...a, 'idempotency-key': key }, booking(homes[0]!))
      expect(first.statusCode).toBe(201)
      expect(again.statusCode).toBe(201)
      expect(again.json()).toEqual(first.json())
      expect(await rowsOf(t.database, showings)).toBe(before + 1)
      const [row] = await t.database.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key))
      expect(row).toMatchObject({ scope: `u:${aId}`, statusCode: 201 })
    })

    it('refuses the key with another listing, and with another method or address', async () => {
      const key = randomUUID()
      expect((await book({ ...a, 'idempotency-key': key }, booking(homes[1]!, '10:00'))).statusCode).toBe(201)
      const before = await rowsOf(t.database, showings)
      const other = await book({ ...a, 'idempotency-key': key }, booking(homes[2]!, '10:00'))
      expect(other.statusCode).toBe(422)
      expect(other.json().msg).toBe('This request key was already used for a different request')
      const elsewhere = await sendFeedback({ ...a, 'idempotency-key': key }, { type: '0', text: 'Reused key' })
      expect(elsewhere.statusCode).toBe(422)
      expect(await rowsOf(t.database, showings)).toBe(before)
    })

    it('sent twice at once with one key, books once', async () => {
      const before = await rowsOf(t.database, showings)
      const key = randomUUID()
      const payload = booking(homes[2]!, '18:00')
      const answers = await Promise.all([
        book({ ...a, 'idempotency-key': key }, payload),
        book({ ...a, 'idempotency-key': key }, payload),
      ])
      const statuses = answers.map((res) => res.statusCode).sort()
      // Either the second waited for nothing (the first still running: 409) or came after it (the answer replayed).
      expect([
        [201, 201],
        [201, 409],
      ]).toContainEqual(statuses)
      expect(await rowsOf(t.database, showings)).toBe(before + 1)
    })

    it('replays a refusal too', async () => {
      const key = randomUUID()
      const missing = booking({ mlNum: 'NOSUCH1', city: 'toronto' })
      const first = await book({ ...a, 'idempotency-key': key }, missing)
      expect(first.statusCode).toBe(404)
      const again = await book({ ...a, 'idempotency-key': key }, missing)
      expect(again.statusCode).toBe(404)
      expect(again.headers['idempotent-replayed']).toBe('true')
      expect(again.body).toBe(first.body)
    })

    it('answers 409 while the first request is still running, and lets a retry run once its process has died', async () => {
      const key = randomUUID()
      const payload = booking(homes[3]!, '11:00')
      const fingerprint = idempotencyFingerprint('POST', SHOWINGS, sha256(Buffer.from(JSON.stringify(payload))))
      // Claimed by this very process, still answering.
      await t.database.db.insert(idempotentRequests).values({
        scope: `u:${aId}`,
        key,
        fingerprint,
        body: String(t.app.idempotency.process),
        createdAt: t.clock.now,
      })
      const before = await rowsOf(t.database, showings)
      const en = await book({ ...a, 'idempotency-key': key }, payload)
      expect(en.statusCode).toBe(409)
      expect(en.json()).toMatchObject({
        code: 409,
        msg: 'This request is still being processed. Please wait a moment.',
      })
      expect(en.headers['retry-after']).toBe('1')
      const zh = await book({ ...a, 'idempotency-key': key, language: 'zh-Hans-CN' }, payload)
      expect(zh.json().msg).toBe('该请求仍在处理中，请稍候')
      expect(await rowsOf(t.database, showings)).toBe(before)

      // Claimed by a process that died before answering (nobody holds its presence): the retry runs at once.
      await t.database.db
        .update(idempotentRequests)
        .set({ body: String(t.app.idempotency.process === 7 ? 8 : 7) })
        .where(eq(idempotentRequests.key, key))
      const retried = await book({ ...a, 'idempotency-key': key }, payload)
      expect(retried.statusCode).toBe(201)
      expect(await rowsOf(t.database, showings)).toBe(before + 1)
      const again = await book({ ...a, 'idempotency-key': key }, payload)
      expect(again.body).toBe(retried.body)
    })

    it.runIf(engine === 'PostgreSQL')('waits for a claim another live process holds', async () => {
      const key = randomUUID()
      const payload = booking(homes[3]!, '12:00')
      const fingerprint = idempotencyFingerprint('POST', SHOWINGS, sha256(Buffer.from(JSON.stringify(payload))))
      const other = t.app.idempotency.process === 7 ? 8 : 7
      await t.database.db
        .insert(idempotentRequests)
        .values({ scope: `u:${aId}`, key, fingerprint, body: String(other), createdAt: t.clock.now })
      // The other process is alive: it holds its presence lock, as every process on PostgreSQL does.
      await t.database.withConnection(async (conn) => {
        await conn.execute(sql`select pg_advisory_lock(hashtext('maplenest:idempotency-process'), ${other}::int)`)
        try {
          expect((await book({ ...a, 'idempotency-key': key }, payload)).statusCode).toBe(409)
        } finally {
          await conn.execute(sql`select pg_advisory_unlock(hashtext('maplenest:idempotency-process'), ${other}::int)`)
        }
      })
      expect((await book({ ...a, 'idempotency-key': key }, payload)).statusCode).toBe(201)
    })

    it('forgets answers after a day', async () => {
      const key = randomUUID()
      const payload = booking(homes[3]!, '16:00')
      expect((await book({ ...a, 'idempotency-key': key }, payload)).statusCode).toBe(201)
      t.clock.advance(25 * HOUR)
      // The next claim sweeps what is older than a day (signed in again: a day is longer than a token lives).
      const again = bearer((await passwordLogin(t, 'retry-a@example.ca', 'secret-pass')).json().data.access_token)
      const other = await book(
        { ...again, 'idempotency-key': randomUUID() },
        booking({ mlNum: 'NOSUCH2', city: 'toronto' }),
      )
      expect(other.statusCode).toBe(404)
      const kept = await t.database.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key))
      expect(kept).toEqual([])
    })
  })

  it('declares the header and its refusals in the OpenAPI document', async () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; responses: object }>>
    }
    const routes: [string, string][] = [
      [FEEDBACK, 'post'],
      [SHOWINGS, 'post'],
      ['/house/api/rental/v1/reservation', 'post'],
      ['/house/api/rental/v1/demand', 'post'],
      ['/house/api/share/v1', 'get'],
      ['/house/api/order/v1', 'post'],
    ]
    for (const [path, method] of routes) {
      const op = doc.paths[path]?.[method]
      expect(op, `${method} ${path}`).toBeDefined()
      expect(op?.parameters, `${method} ${path}`).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
      )
    }
    expect(Object.keys(doc.paths[SHOWINGS]?.post?.responses ?? {})).toEqual(expect.arrayContaining(['409', '422']))
    expect(doc.paths[SHOWINGS]?.get?.parameters ?? []).not.toContainEqual(
      expect.objectContaining({ name: 'idempotency-key' }),
    )
  })
})

/** The plugin alone, on a route whose outcome the test decides. */
describe(`the idempotency plugin (${engine})`, () => {
  let database: Database
  let app: FastifyInstance
  let outcome: 'fail' | 'ok' | 'throw' = 'ok'
  let runs = 0
  beforeAll(async () => {
    database = await createTestDatabase()
    app = Fastify({ logger: false })
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    await app.register(envelopePlugin)
    await app.register(idempotencyPlugin, { database, now: () => new Date() })
    app.post('/things', { config: { idempotent: true } }, async (req, reply) => {
      runs++
      if (outcome === 'throw') throw new Error('broken')
      if (outcome === 'fail') return reply.status(503).send({ code: 503, msg: 'down', data: null })
      return reply.status(201).send({ code: 201, msg: 'made', data: { run: runs, body: req.body } })
    })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const post = (key: string) =>
    app.inject({ method: 'POST', url: '/things', payload: { name: 'x' }, headers: { 'idempotency-key': key } })

  it('frees the key when the first attempt fails or throws, so a retry runs again', async () => {
    const key = randomUUID()
    outcome = 'fail'
    expect((await post(key)).statusCode).toBe(503)
    outcome = 'throw'
    expect((await post(key)).statusCode).toBe(500)
    expect(await database.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key))).toEqual([])
    outcome = 'ok'
    const done = await post(key)
    expect(done.statusCode).toBe(201)
    expect(done.json().data).toEqual({ run: runs, body: { name: 'x' } })
    const replayed = await post(key)
    expect(replayed.json()).toEqual(done.json())
    expect(replayed.headers['content-type']).toBe(done.headers['content-type'])
  })

  it.runIf(engine === 'PostgreSQL')('takes its presence lock again when its connection is ended', async () => {
    const holders = async () =>
      (
        (await database.db.execute(sql`
          select pid from pg_locks
          where locktype = 'advisory' and objsubid = 2 and objid = ${app.idempotency.process}::oid and granted`)) as unknown as {
          rows: { pid: number }[]
        }
      ).rows
    const [first] = await holders()
    expect(first).toBeDefined()
    await database.db.execute(sql`select pg_terminate_backend(${first!.pid}::int)`)
    const until = Date.now() + 10_000
    let again = await holders()
    while ((again.length === 0 || again[0]!.pid === first!.pid) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      again = await holders()
    }
    expect(again).toHaveLength(1)
    expect(again[0]!.pid).not.toBe(first!.pid)
    expect((await post(randomUUID())).statusCode).toBe(201)
  })

  it('scopes a caller without a verified token by address', async () => {
    const key = randomUUID()
    await post(key)
    const [row] = await database.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key))
    expect(row?.scope).toBe('ip:127.0.0.1')
  })
})

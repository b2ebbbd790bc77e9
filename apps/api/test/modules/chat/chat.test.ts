import { expandNeighbourhood, type ListingSummary, toShowingTime } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts.ts'
import { seedIfWanted } from '../../../src/seed/index.ts'
import { bearer, CLIENT, latestCode, passwordLogin, post, requestCode, visitorLogin } from '../../helpers/accounts.ts'
import { TEST_ANCHOR } from '../../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'
import { readAnswer } from './chat-stream-fixtures.ts'

const BASE = '/house/api/chat/v1'

describe('the assistant', () => {
  let t: TestApp
  let buyer: Record<string, string>
  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows
  // Each visitor asks from an address of its own: the visitors of one address share one person's questions.
  let visitors = 0
  const visitor = async () => ({
    ...bearer((await visitorLogin(t, `terminal-${Math.random()}`)).access_token),
    'x-forwarded-for': `198.51.100.${++visitors}`,
  })
  const call = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  const start = async (who: Record<string, string>) => (await call('POST', `${BASE}/sessions`, who, {})).json().data.id
  const ask = (who: Record<string, string>, id: string, text: string, language = 'en-GB') =>
    call('POST', `${BASE}/sessions/${id}/messages`, { ...who, language }, { text })

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      VISITOR_RATE_LIMIT_PER_MINUTE: '100000',
      AI_MESSAGES_PER_MINUTE: '6',
      TRUST_PROXY: 'true',
    })
    t.clock.now = TEST_ANCHOR
    await seedIfWanted(t.app, { ...t.env, SEED_DEMO: true, SEED_SIZE: 'tiny' }, { anchor: TEST_ANCHOR })
    buyer = bearer((await passwordLogin(t, 'buyer@demo.maplenest.ca', DEMO_PASSWORD)).json().data.access_token)
  }, 240_000)
  afterAll(() => t.close())

  describe('POST /parse', () => {
    it('answers what the engine understood, with a drawn area, without storing anything', async () => {
      const res = await call(
        'POST',
        `${BASE}/parse`,
        {},
        { text: "2 bedroom condos within 10 minutes' walk of Bloor-Yonge" },
      )
      expect(res.statusCode).toBe(200)
      const parse = res.json().data
      expect(parse).toMatchObject({
        intent: 'search',
        query: { city: 'toronto', roomType: 'condo', bedsMin: 2, near: 'subway' },
        neighbourhood: null,
        areaOf: { kind: 'walk', place: 'Bloor-Yonge', minutes: 10 },
      })
      expect(parse.area.length).toBeGreaterThanOrEqual(3)
      const next = await call(
        'POST',
        `${BASE}/parse`,
        {},
        { text: '便宜一点', context: { ...parse, query: { ...parse.query, priceMax: 800_000 } } },
      )
      expect(next.json().data.query.priceMax).toBe(720_000)
      expect(next.json().data.reply).toContain('布洛尔-央街站步行10分钟以内')
    })

    it.each([
      ['en-GB', 'Enter a value for text'],
      ['zh-Hans-CN', 'text 不能为空'],
    ])('refuses empty text with the field in %s', async (language, msg) => {
      const res = await call('POST', `${BASE}/parse`, { language }, { text: '  ' })
      expect(res.statusCode).toBe(400)
      expect(res.json().msg).toContain(msg)
      expect(JSON.stringify(res.json().data)).toContain('text')
    })
  })

  describe('conversations', () => {
    it('are started, listed newest first, renamed and deleted by their owner', async () => {
      const me = await visitor()
      const first = await call('POST', `${BASE}/sessions`, me, {})
      expect(first.statusCode).toBe(201)
      expect(first.json().data.title).toBe('New conversation')
      t.clock.advance(1000)
      const second = await call('POST', `${BASE}/sessions`, { ...me, language: 'zh-Hans-CN' }, {})
      expect(second.json().data.title).toBe('新对话')
      const list = await call('GET', `${BASE}/sessions`, me)
      expect(list.json().data.items.map((s: { id: string }) => s.id)).toEqual([
        second.json().data.id,
        first.json().data.id,
      ])
      const renamed = await call('PATCH', `${BASE}/sessions/${first.json().data.id}`, me, { title: 'Condos near UofT' })
      expect(renamed.statusCode).toBe(200)
      expect(renamed.json().data.title).toBe('Condos near UofT')
      const removed = await call('DELETE', `${BASE}/sessions/${second.json().data.id}`, me)
      expect(removed.statusCode).toBe(200)
      const after = await call('GET', `${BASE}/sessions`, me)
      expect(after.json().data.items.map((s: { title: string }) => s.title)).toEqual(['Condos near UofT'])
      expect((await call('GET', `${BASE}/sessions/${second.json().data.id}`, me)).statusCode).toBe(404)
    })

    it.each([
      ['en-GB', 'The value of title is too long'],
      ['zh-Hans-CN', '过长'],
    ])('refuses a title too long in %s and keeps the old one', async (language, msg) => {
      const me = await visitor()
      const id = await start(me)
      const res = await call('PATCH', `${BASE}/sessions/${id}`, { ...me, language }, { title: 'x'.repeat(61) })
      expect(res.statusCode).toBe(400)
      expect(res.json().msg).toContain(msg)
      expect((await call('GET', `${BASE}/sessions/${id}`, me)).json().data.title).toBe('New conversation')
    })

    it.each([
      ['en-GB', 'This conversation is someone else’s'],
      ['zh-Hans-CN', '这是别人的对话'],
    ])('are refused to anyone else in %s, reading, renaming, deleting or asking', async (language, msg) => {
      const owner = await visitor()
      const id = await start(owner)
      await ask(owner, id, 'condos in Toronto')
      const other = { ...buyer, language }
      for (const [method, payload, suffix] of [
        ['GET', undefined, ''],
        ['PATCH', { title: 'mine' }, ''],
        ['DELETE', undefined, ''],
        ['POST', { text: 'cheaper' }, '/messages'],
      ] as const) {
        const res = await call(method, `${BASE}/sessions/${id}${suffix}`, other, payload)
        expect(res.statusCode, `${method}${suffix}`).toBe(403)
        expect(res.json().msg).toBe(msg)
      }
      const mine = await call('GET', `${BASE}/sessions/${id}`, owner)
      expect(mine.json().data.messages).toHaveLength(2)
      expect(
        (await call('GET', `${BASE}/sessions`, buyer)).json().data.items.map((s: { id: string }) => s.id),
      ).not.toContain(id)
    })

    it('need a sign-in (a visitor’s is enough)', async () => {
      expect((await call('GET', `${BASE}/sessions`, {})).statusCode).toBe(401)
      expect((await call('POST', `${BASE}/sessions`, {}, {})).statusCode).toBe(401)
    })

    it('follow a visitor who signs in to their account', async () => {
      const login = await visitorLogin(t, 'terminal-move')
      const asVisitor = bearer(login.access_token)
      const id = await start(asVisitor)
      await ask(asVisitor, id, 'houses in Scarborough')
      const signIn = await post(
        t,
        '/auth/login',
        { ...CLIENT, grantType: 'password', username: 'buyer@demo.maplenest.ca', password: DEMO_PASSWORD },
        asVisitor,
      )
      expect(signIn.statusCode).toBe(200)
      const asUser = bearer(signIn.json().data.access_token)
      const mine = await call('GET', `${BASE}/sessions/${id}`, asUser)
      expect(mine.statusCode).toBe(200)
      expect(mine.json().data.messages[0].parts[0].text).toBe('houses in Scarborough')
      expect((await call('GET', `${BASE}/sessions`, asVisitor)).json().data.items).toEqual([])
    })

    it('follow a visitor who registers, signed in by the registration', async () => {
      const login = await visitorLogin(t, 'terminal-register')
      const asVisitor = bearer(login.access_token)
      const id = await start(asVisitor)
      await ask(asVisitor, id, 'condos near UBC')
      await requestCode(t, 'email', 'asked-first@example.ca', 'register')
      const registered = await post(
        t,
        '/auth/register',
        {
          channel: 'email',
          email: 'asked-first@example.ca',
          code: await latestCode(t, 'asked-first@example.ca'),
          password: 'asked-pass',
          confirmPassword: 'asked-pass',
          agreement: true,
        },
        asVisitor,
      )
      expect(registered.statusCode).toBe(201)
      const mine = await call('GET', `${BASE}/sessions/${id}`, bearer(registered.json().data.access_token))
      expect(mine.json().data.messages[0].parts[0].text).toBe('condos near UBC')
    })
  })

  describe('answers', () => {
    it('search with cards that all match, refine a follow-up, and store the tool calls', async () => {
      const me = await visitor()
      const id = await start(me)
      const res = await ask(me, id, '2 bedroom condo in East York under 800k near the subway')
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/event-stream')
      expect(res.headers['x-vercel-ai-ui-message-stream']).toBe('v1')
      const answer = readAnswer(res)
      expect(answer.done).toBe(true)
      expect(answer.chunks.at(-1)?.type).toBe('finish')
      expect(answer.text).toContain('Searching condos with 2+ bedrooms in East York, Toronto, up to $800,000')
      const search = answer.tools.find((x) => x.name === 'searchListings')
      const out = search?.output as { total: number; items: ListingSummary[] }
      expect(out.total).toBeGreaterThan(0)
      const eastYork = expandNeighbourhood('toronto', 'East York')
      for (const l of out.items) {
        expect(l).toMatchObject({ city: 'toronto', roomType: 'condo', sr: 'Sale', status: 'A' })
        expect(l.beds).toBeGreaterThanOrEqual(2)
        expect(l.price).toBeLessThanOrEqual(800_000)
        expect(eastYork).toContain(l.neighbourhood)
      }
      expect(answer.chips).toContain('Cheaper')

      const cheaper = readAnswer(await ask(me, id, 'cheaper'))
      const next = cheaper.tools[0]?.output as { input: { priceMax: number }; items: ListingSummary[] }
      expect(next.input.priceMax).toBe(720_000)
      for (const l of next.items) expect(l.price).toBeLessThanOrEqual(720_000)

      const stored = (await call('GET', `${BASE}/sessions/${id}`, me)).json().data
      expect(stored.title).toBe('2 bedroom condo in East York under 800k near the subway')
      expect(stored.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant'])
      const toolPart = stored.messages[1].parts.find((p: { type: string }) => p.type === 'tool-searchListings')
      expect(toolPart).toMatchObject({
        state: 'output-available',
        input: { neighbourhood: 'East York', priceMax: 800_000 },
      })
      expect(toolPart.output.items.map((l: ListingSummary) => l.mlNum)).toEqual(out.items.map((l) => l.mlNum))
    })

    it('search by a postal-code prefix, finding what the list finds with it', async () => {
      const [common] = await rows<{ prefix: string }>(
        sql`select upper(left(postal_code, 3)) as prefix from listings where city = 'vancouver' and status = 'A'
            and sr = 'Sale' group by 1 order by count(*) desc, 1 limit 1`,
      )
      const prefix = common!.prefix
      const me = await visitor()
      const answer = readAnswer(await ask(me, await start(me), `${prefix.toLowerCase()}附近出售的房子`, 'zh-Hans-CN'))
      expect(answer.text).toContain(`邮编${prefix}一带的`)
      const out = answer.tools.find((x) => x.name === 'searchListings')?.output as {
        input: { postal: string; city: string }
        total: number
      }
      expect(out.input).toMatchObject({ postal: prefix, city: 'vancouver' })
      expect(out.total).toBeGreaterThan(0)
      const list = await call('GET', `/house/api/listing/v1/search?city=vancouver&sr=Sale&postal=${prefix}&limit=1`, me)
      expect(out.total).toBe(list.json().data.total)
    })

    it('search inside an area drawn from words', async () => {
      const me = await visitor()
      const id = await start(me)
      const answer = readAnswer(await ask(me, id, '沿加拿大线百老汇以南的房源', 'zh-Hans-CN'))
      expect(answer.text).toContain('天车加拿大线百老汇-市政厅站以南沿线')
      const out = answer.tools[0]?.output as {
        input: { area: { lat: number; lng: number }[] }
        items: ListingSummary[]
      }
      expect(out.input.area.length).toBeGreaterThanOrEqual(3)
      for (const l of out.items) expect(l.lat).toBeLessThan(49.2629)
    })

    it.each([
      ['find me a neighbourhood with few Chinese families', 'I can’t choose homes or areas by race'],
      ['哪个社区治安好', '我不按“治安”或“犯罪率”评价社区'],
    ])('decline steering with a lawful rewording and no search: %s', async (text, reply) => {
      const me = await visitor()
      const id = await start(me)
      const answer = readAnswer(await ask(me, id, text))
      expect(answer.done).toBe(true)
      expect(answer.text).toContain(reply)
      expect(answer.tools).toEqual([])
      expect(answer.chips.length).toBeGreaterThan(0)
    })

    it('work out a mortgage with core’s calculator', async () => {
      const me = await visitor()
      const id = await start(me)
      const answer = readAnswer(await ask(me, id, 'monthly payment on 900k with 10% down at 4.5%'))
      expect(answer.text).toContain('$4,622.11')
      expect(answer.tools[0]).toMatchObject({ name: 'mortgage', output: { ok: true, monthlyPayment: 462_211 } })
    })

    it('give sold figures of a market to a signed-in user under the VOW rule only', async () => {
      const accepted = await call('POST', '/house/api/vow/v1/accept', buyer)
      expect(accepted.statusCode).toBe(200)
      const mine = readAnswer(await ask(buyer, await start(buyer), 'median price in North York in the last 12 months'))
      const facts = mine.tools[0]?.output as { active: { count: number }; closed: { count: number } | null }
      expect(facts.closed).not.toBeNull()
      const me = await visitor()
      const theirs = readAnswer(await ask(me, await start(me), 'median price in North York in the last 12 months'))
      expect(theirs.tools[0]?.output).toMatchObject({ closed: null })
      expect(theirs.text).toContain('Sold figures are for signed-in users only')
    })

    it('book a showing only once the person confirms it', async () => {
      const [listing] = await rows<{ ml_num: string; city: 'toronto' | 'vancouver' }>(sql`
        select ml_num, city from listings where status = 'A' and lsc in ('new', 'pc', 'ext', 'bom')
          and not exists (select 1 from showings s where s.ml_num = listings.ml_num) order by ml_num limit 1`)
      const mlNum = listing!.ml_num
      const id = await start(buyer)
      const asked = readAnswer(await ask(buyer, id, `book a showing of ${mlNum} tomorrow at 3pm`))
      expect(asked.tools).toMatchObject([{ name: 'bookShowing', state: 'approval' }])
      const day = new Date(TEST_ANCHOR.getTime() + 86_400_000)
      const local = new Intl.DateTimeFormat('en-CA', {
        timeZone: listing!.city === 'toronto' ? 'America/Toronto' : 'America/Vancouver',
      }).format(day)
      expect(asked.tools[0]?.input).toEqual({ mlNum, time: toShowingTime(local, '15:00', listing!.city) })
      const count = async () =>
        (await rows<{ n: number }>(sql`select count(*)::int as n from showings where ml_num = ${mlNum}`))[0]!.n
      expect(await count()).toBe(0)
      const approvalId = asked.chunks.find((c) => c.type === 'tool-approval-request')?.approvalId
      const confirmed = await call('POST', `${BASE}/sessions/${id}/messages`, buyer, {
        approval: { id: approvalId, approved: true },
      })
      const done = readAnswer(confirmed)
      expect(done.tools[0]?.output).toMatchObject({ status: 'booked', mlNum })
      expect(done.text).toContain('Requested: the agent will confirm your showing')
      expect(await count()).toBe(1)
      const again = await call('POST', `${BASE}/sessions/${id}/messages`, buyer, {
        approval: { id: approvalId, approved: true },
      })
      expect(again.statusCode).toBe(409)
      expect(await count()).toBe(1)
    })

    it.each([
      ['en-GB', 'Type a question, or answer the confirmation'],
      ['zh-Hans-CN', '请输入问题，或回复确认请求'],
    ])('refuse an empty question in %s and store nothing', async (language, msg) => {
      const me = await visitor()
      const id = await start(me)
      const res = await ask(me, id, '', language)
      expect(res.statusCode).toBe(400)
      expect(res.json().msg).toContain(msg)
      expect((await call('GET', `${BASE}/sessions/${id}`, me)).json().data.messages).toEqual([])
    })

    it('are limited per person a minute (429), in their language', async () => {
      const me = await visitor()
      const id = await start(me)
      for (let i = 0; i < 6; i++) expect((await ask(me, id, `condos under ${500 + i}k`)).statusCode).toBe(200)
      const res = await ask(me, id, 'condos under 900k', 'zh-Hans-CN')
      expect(res.statusCode).toBe(429)
      expect(res.json().msg).toMatch(/[\u3400-\u9fff]/)
    })
  })
})

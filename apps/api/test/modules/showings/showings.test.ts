import { toShowingTime } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts.ts'
import { seedIfWanted } from '../../../src/seed/index.ts'
import { bearer, passwordLogin, registerAccount } from '../../helpers/accounts.ts'
import { TEST_ANCHOR } from '../../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

const BASE = '/house/api/appointment/v1'

describe('showings', () => {
  let t: TestApp
  let buyer: Record<string, string>
  let agent: Record<string, string>
  let admin: Record<string, string>
  let listings: { ml_num: string; city: 'toronto' | 'vancouver' }[]
  const day = (n: number) => new Date(TEST_ANCHOR.getTime() + n * 86_400_000).toISOString().slice(0, 10)
  const booking = (mlNum: string, time: string) => ({
    mlNum,
    time,
    name: 'Mei Lin',
    phone: '4165550123',
    email: 'mei@example.com',
  })
  const call = async (method: string, url: string, headers: Record<string, string>, payload?: unknown) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) })
    return {
      status: res.statusCode,
      body: res.headers['content-type']?.toString().includes('json') ? res.json() : res.body,
    }
  }
  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows
  const login = async (email: string) => bearer((await passwordLogin(t, email, DEMO_PASSWORD)).json().data.access_token)

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' })
    t.clock.now = TEST_ANCHOR
    await seedIfWanted(t.app, { ...t.env, SEED_DEMO: true, SEED_SIZE: 'tiny' }, { anchor: TEST_ANCHOR })
    buyer = await login('buyer@demo.maplenest.ca')
    agent = await login('agent@demo.maplenest.ca')
    admin = await login('admin@demo.maplenest.ca')
    listings = await rows(sql`
      select l.ml_num, l.city from listings l
      join agent_profiles a on a.id = l.list_agent_id join users u on u.id = a.user_id
      where u.email = 'agent@demo.maplenest.ca' and l.lsc in ('new', 'pc', 'ext', 'bom')
        and not exists (select 1 from showings s where s.ml_num = l.ml_num)
      order by l.ml_num limit 4`)
    expect(listings.length).toBe(4)
  }, 240_000)
  afterAll(() => t.close())

  it('books a showing handled by the listing agent, who is told and sees it', async () => {
    const l = listings[0]!
    const res = await call('POST', BASE, buyer, booking(l.ml_num, toShowingTime(day(3), '14:00', l.city)))
    expect(res.status).toBe(201)
    expect(res.body.data.status).toBe('Pending')
    const id = res.body.data.id
    const mine = await call('GET', `${BASE}/${id}`, buyer)
    expect(mine.body.data.assignedBy).toBe('listingAgent')
    expect(mine.body.data.agent.name).toContain('Olivia Chen')
    expect(mine.body.data.actions).toMatchObject({ cancel: true, modify: true, handle: false })
    const list = await call('GET', `${BASE}/agent?status=pending`, agent)
    expect(list.body.data.items.map((s: { id: string }) => s.id)).toContain(id)
    const notices = await call('GET', '/house/api/notice/v1', agent)
    expect(notices.body.data.items[0].title).toBe('New showing request')
  })

  it.each([
    ['en-GB', '07:30', 'Showings run from 08:00 to 21:00 Toronto time'],
    ['zh-Hans-CN', '07:30', '看房时间为多伦多时间 08:00 至 21:00'],
  ])('refuses a slot outside hours in %s, writing nothing', async (language, hhmm, msg) => {
    const l = listings.find((x) => x.city === 'toronto') ?? listings[0]!
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from showings`)
    const time = toShowingTime(day(4), hhmm, 'toronto')
    const res = await call('POST', BASE, { ...buyer, language }, booking(l.ml_num, time))
    if (l.city === 'toronto') {
      expect(res.status).toBe(400)
      expect(res.body.msg).toBe(msg)
    }
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from showings`)).toEqual(before)
  })

  it('refuses a past time and a missing time with localised messages', async () => {
    const l = listings[1]!
    const past = await call(
      'POST',
      BASE,
      { ...buyer, language: 'zh-Hans-CN' },
      booking(l.ml_num, '2026-10-01T14:00:00-04:00'),
    )
    expect(past.status).toBe(400)
    expect(past.body.msg).toBe('该时间已过，请选择更晚的时间')
    const { time: _, ...noTime } = booking(l.ml_num, '')
    const missing = await call('POST', BASE, buyer, noTime)
    expect(missing.status).toBe(400)
    expect(JSON.stringify(missing.body)).toContain('time')
  })

  it('refuses a second showing of the same person within 30 minutes (409), in both languages', async () => {
    const [a, b] = [listings[1]!, listings[2]!]
    const first = await call('POST', BASE, buyer, booking(a.ml_num, toShowingTime(day(5), '10:00', a.city)))
    expect(first.status).toBe(201)
    const clash = toShowingTime(day(5), '10:20', a.city)
    const en = await call('POST', BASE, buyer, booking(b.ml_num, clash))
    expect(en.status).toBe(409)
    expect(en.body.msg).toContain('showings must be at least 30 minutes apart')
    const zh = await call('POST', BASE, { ...buyer, language: 'zh-Hans-CN' }, booking(b.ml_num, clash))
    expect(zh.body.msg).toContain('两次看房须间隔至少 30 分钟')
    const ok = await call('POST', BASE, buyer, booking(b.ml_num, toShowingTime(day(5), '10:30', a.city)))
    expect(ok.status).toBe(201)
  })

  it('keeps a showing from anyone but its buyer, its agent and admins', async () => {
    const [mine] = (await call('GET', BASE, buyer)).body.data.items
    for (const method of ['GET', 'POST'] as const) {
      const url = method === 'GET' ? `${BASE}/${mine.id}` : `${BASE}/${mine.id}/cancel`
      // The agent who handles it reads it but cannot cancel it for the buyer.
      expect((await call(method, url, admin)).status).toBe(method === 'GET' ? 200 : 403)
    }
    expect((await call('POST', `${BASE}/${mine.id}/handle`, buyer, { status: 1, remarks: 'x' })).status).toBe(403)
    expect((await call('PUT', `${BASE}/${mine.id}`, agent, { name: 'Someone' })).status).toBe(403)
    // A stranger is refused, in the reader's language, and an id that is nobody's is not found.
    await registerAccount(t, { email: 'stranger@example.ca' })
    const stranger = bearer((await passwordLogin(t, 'stranger@example.ca', 'secret-pass')).json().data.access_token)
    const refused = await call('GET', `${BASE}/${mine.id}`, { ...stranger, language: 'zh-Hans-CN' })
    expect(refused).toMatchObject({ status: 403, body: { msg: '这不是您的预约' } })
    expect((await call('GET', `${BASE}/${mine.id}/calendar.ics`, stranger)).status).toBe(403)
    expect((await call('GET', `${BASE}/00000000-0000-4000-8000-000000000000`, stranger)).status).toBe(404)
  })

  it('lets the buyer cancel with a reason the agent reads; the calendar file then cancels the event', async () => {
    const l = listings[0]!
    const booked = await call('POST', BASE, buyer, booking(l.ml_num, toShowingTime(day(8), '09:00', l.city)))
    const id = booked.body.data.id
    const before = await call('GET', `${BASE}/${id}/calendar.ics`, buyer)
    expect(before.body).toContain('STATUS:TENTATIVE')
    const tooLong = await call('POST', `${BASE}/${id}/cancel`, buyer, { reason: 'x'.repeat(501) })
    expect(tooLong.status).toBe(400)
    expect((await call('GET', `${BASE}/${id}`, buyer)).body.data.status).toBe('Pending')
    t.clock.advance(1_000)
    const cancelled = await call('POST', `${BASE}/${id}/cancel`, buyer, { reason: 'We found another flat' })
    expect(cancelled.body.data).toMatchObject({
      status: 'Cancelled',
      cancelReason: 'buyer',
      cancelNote: 'We found another flat',
    })
    const told = (await call('GET', '/house/api/notice/v1', { ...agent, language: 'zh-Hans-CN' })).body.data.items[0]
    expect(told.title).toBe('看房预约已取消')
    expect(told.body).toContain('“We found another flat”')
    expect(told.body).toMatch(/\d{4}年\d{1,2}月\d{1,2}日 周. 09:00 多伦多时间|温哥华时间/)
    const ics = await call('GET', `${BASE}/${id}/calendar.ics`, buyer)
    expect(ics.body).toContain('METHOD:CANCEL')
    expect(ics.body).toContain('STATUS:CANCELLED')
    expect(ics.body).toContain(`UID:${id}@maplenest`)
    expect(Number(/SEQUENCE:(\d+)/.exec(ics.body)?.[1])).toBeGreaterThan(
      Number(/SEQUENCE:(\d+)/.exec(before.body)?.[1]),
    )
  })

  it('lets the agent confirm, decline or propose another time, and the buyer accept or reject it', async () => {
    const [a, b] = [listings[1]!, listings[2]!]
    const newest = async (who: Record<string, string>) =>
      (await call('GET', '/house/api/notice/v1', who)).body.data.items[0]
    const step = () => t.clock.advance(1_000)
    const first = (await call('POST', BASE, buyer, booking(a.ml_num, toShowingTime(day(7), '11:00', a.city)))).body.data
    const asAgent = (await call('GET', `${BASE}/${first.id}`, agent)).body.data
    expect(asAgent).toMatchObject({ confirmedAt: null, proposedTime: null })
    expect(asAgent.actions).toMatchObject({ confirm: true, decline: true, propose: true, accept: false })
    // only its agent answers it: the buyer is refused and nothing changes
    expect((await call('POST', `${BASE}/${first.id}/confirm`, buyer)).status).toBe(403)
    step()
    const confirmed = await call('POST', `${BASE}/${first.id}/confirm`, agent)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.msg).toBe('Showing confirmed: we have told the buyer')
    expect(confirmed.body.data.confirmedAt).not.toBeNull()
    // a confirmed showing she can no longer keep is declined the same way, with a reason
    expect(confirmed.body.data.actions).toMatchObject({ confirm: false, decline: true, propose: false })
    expect((await newest(buyer)).title).toBe('Showing confirmed')
    const twice = await call('POST', `${BASE}/${first.id}/confirm`, { ...agent, language: 'zh-Hans-CN' })
    expect(twice).toMatchObject({ status: 409, body: { msg: '该预约已无法答复：已经答复过，或时间已过' } })
    // the buyer may still change or cancel it before its time
    expect((await call('GET', `${BASE}/${first.id}`, buyer)).body.data.actions).toMatchObject({
      cancel: true,
      modify: true,
    })

    // Another buyer asks for 15 minutes later: the agent cannot confirm both, and proposes another time.
    await registerAccount(t, { email: 'second-buyer@example.ca' })
    const other = bearer((await passwordLogin(t, 'second-buyer@example.ca', 'secret-pass')).json().data.access_token)
    const second = (await call('POST', BASE, other, booking(b.ml_num, toShowingTime(day(7), '11:15', b.city)))).body
      .data
    const busy = await call('POST', `${BASE}/${second.id}/confirm`, agent)
    expect(busy.status).toBe(409)
    expect(busy.body.msg).toMatch(
      /^You already have a confirmed showing at .+ 11:00: confirmed showings start at least 45 minutes apart/,
    )
    const busyZh = await call('POST', `${BASE}/${second.id}/confirm`, { ...agent, language: 'zh-Hans-CN' })
    expect(busyZh.body.msg).toContain('确认的看房开始时间须间隔至少 45 分钟')
    const early = await call('POST', `${BASE}/${second.id}/propose`, agent, {
      time: toShowingTime(day(7), '07:00', b.city),
    })
    expect(early.status).toBe(400)
    expect(early.body.data.fields[0].field).toBe('time')
    expect(
      // 30 minutes after her confirmed 11:00 leaves her no time to reach the next home
      (await call('POST', `${BASE}/${second.id}/propose`, agent, { time: toShowingTime(day(7), '11:30', b.city) }))
        .status,
    ).toBe(409)
    step()
    const noon = toShowingTime(day(7), '12:00', b.city)
    const proposed = await call('POST', `${BASE}/${second.id}/propose`, agent, { time: noon })
    expect(proposed.status).toBe(200)
    expect(proposed.body.data.proposedTime).toBe(new Date(noon).toISOString())
    expect(proposed.body.data.actions).toMatchObject({ confirm: false, propose: false, decline: true })
    expect((await newest(other)).title).toBe('Your agent proposes another time')
    expect((await call('GET', `${BASE}/${second.id}`, other)).body.data.actions).toMatchObject({
      accept: true,
      reject: true,
    })
    expect((await call('POST', `${BASE}/${second.id}/accept`, agent)).status).toBe(403)

    // the buyer rejects it (the request stays open at its own time), then accepts the next one
    step()
    const rejected = await call('POST', `${BASE}/${second.id}/reject`, other)
    expect(rejected.body.data).toMatchObject({ status: 'Pending', proposedTime: null, confirmedAt: null })
    expect((await newest(agent)).title).toBe('New time declined')
    expect((await call('POST', `${BASE}/${second.id}/accept`, other)).status).toBe(409)
    await call('POST', `${BASE}/${second.id}/propose`, agent, { time: noon })
    step()
    const accepted = await call('POST', `${BASE}/${second.id}/accept`, { ...other, language: 'zh-Hans-CN' })
    expect(accepted.status).toBe(200)
    expect(accepted.body.msg).toBe('已接受新的时间，看房预约已确认')
    expect(accepted.body.data).toMatchObject({ time: new Date(noon).toISOString(), proposedTime: null })
    expect(accepted.body.data.confirmedAt).not.toBeNull()
    expect((await newest(agent)).title).toBe('New time accepted')

    // A booking of another of her homes that day finds her confirmed times taken, and the caller's own
    const taken = async (who: Record<string, string>, mlNum: string, extra = '') =>
      (await call('GET', `${BASE}/taken?mlNum=${mlNum}&day=${day(7)}${extra}`, who)).body.data.taken
    // (her confirmed showings keep 45 minutes around them, the buyer's own 30: starts exactly that far are fine)
    expect(await taken(buyer, listings[0]!.ml_num)).toEqual(['10:30', '11:00', '11:30', '12:00', '12:30'])
    expect(await taken(buyer, listings[0]!.ml_num, `&except=${first.id}`)).toEqual(['11:30', '12:00', '12:30'])
    expect(await taken(admin, listings[0]!.ml_num)).toEqual(['10:30', '11:00', '11:30', '12:00', '12:30'])
    const badDay = await call('GET', `${BASE}/taken?mlNum=${a.ml_num}&day=7-12`, { ...buyer, language: 'zh-Hans-CN' })
    expect(badDay).toMatchObject({ status: 400, body: { msg: '日期格式应为 2026-12-03' } })

    // The first buyer moves the confirmed showing: a new time goes back to the agent.
    const moved = await call('PUT', `${BASE}/${first.id}`, buyer, { time: toShowingTime(day(7), '15:00', a.city) })
    expect(moved.body.data).toMatchObject({ confirmedAt: null })
    expect((await call('GET', `${BASE}/${first.id}`, agent)).body.data.actions.confirm).toBe(true)

    // The agent declines it, saying why: cancelled, and the buyer reads the reason.
    const noReason = await call(
      'POST',
      `${BASE}/${first.id}/decline`,
      { ...agent, language: 'zh-Hans-CN' },
      { reason: ' ' },
    )
    expect(noReason).toMatchObject({ status: 400, body: { msg: '请说明婉拒的原因，预约人会看到' } })
    step()
    const declined = await call('POST', `${BASE}/${first.id}/decline`, agent, {
      reason: 'The seller is away that week',
    })
    expect(declined.body.data).toMatchObject({
      status: 'Cancelled',
      cancelReason: 'declined',
      declineReason: 'The seller is away that week',
    })
    const told = await newest(buyer)
    expect(told.title).toBe('Showing request declined')
    expect(told.body).toContain('The seller is away that week')
    expect((await call('POST', `${BASE}/${first.id}/propose`, agent, { time: noon })).status).toBe(409)
  })

  it('flags and cancels future showings when the listing is sold, once', async () => {
    const l = listings[3]!
    // A minute on, so the notices it raises are the newest.
    t.clock.advance(60_000)
    const booked = await call('POST', BASE, buyer, booking(l.ml_num, toShowingTime(day(6), '16:00', l.city)))
    const id = booked.body.data.id
    await t.database.db.execute(sql`update listings set lsc = 'sc', status = 'U' where ml_num = ${l.ml_num}`)
    expect(await t.app.showings.reactToListingChanges([l.ml_num])).toBe(1)
    expect(await t.app.showings.reactToListingChanges([l.ml_num])).toBe(0)
    const flagged = (await call('GET', `${BASE}/${id}`, buyer)).body.data
    expect(flagged).toMatchObject({ status: 'Pending', listingChange: { toLsc: 'sc' } })
    t.clock.advance(60_000)
    await t.database.db.execute(sql`update listings set lsc = 'sld' where ml_num = ${l.ml_num}`)
    expect(await t.app.showings.reactToListingChanges()).toBe(1)
    expect(await t.app.showings.reactToListingChanges()).toBe(0)
    const cancelled = (await call('GET', `${BASE}/${id}`, buyer)).body.data
    expect(cancelled).toMatchObject({
      status: 'Cancelled',
      cancelReason: 'listingSold',
      listingChange: { fromLsc: 'sc', toLsc: 'sld' },
    })
    const zh = await call('GET', '/house/api/notice/v1', { ...buyer, language: 'zh-Hans-CN' })
    expect(zh.body.data.items[0].title).toBe('看房已取消：房源已下市')
    const agentNotices = (await call('GET', '/house/api/notice/v1', agent)).body.data.items
    expect(agentNotices[0].body).toContain('is now Sold, so the showing on')
  })

  it('records the outcome only after the time, and takes a review only of a visit that happened', async () => {
    const l = listings[0]!
    const [s] = (await call('GET', `${BASE}?status=pending`, buyer)).body.data.items.filter(
      (x: { mlNum: string }) => x.mlNum === l.ml_num,
    )
    // Before the time: no outcome, no review, in either language.
    expect((await call('GET', `${BASE}/${s.id}`, agent)).body.data.actions).toMatchObject({ handle: false })
    const early = await call(
      'POST',
      `${BASE}/${s.id}/handle`,
      { ...agent, language: 'zh-Hans-CN' },
      {
        status: 1,
        remarks: 'ok',
      },
    )
    expect(early).toMatchObject({ status: 409, body: { msg: expect.stringContaining('看房结果在预约时间过后记录') } })
    const noVisit = await call('POST', `${BASE}/${s.id}/review`, buyer, { text: 'Too early' })
    expect(noVisit).toMatchObject({ status: 409, body: { msg: expect.stringContaining('after the visit') } })
    expect((await call('POST', `${BASE}/${s.id}/confirm`, agent)).status).toBe(200)
    const tentative = await call('GET', `${BASE}/${s.id}/calendar.ics`, buyer)
    expect(tentative.body).toContain('STATUS:CONFIRMED')
    const sequence = Number(/SEQUENCE:(\d+)/.exec(tentative.body)?.[1])

    // An hour after the start (the story goes on from there): the agent records it, the buyer reviews it once.
    t.clock.now = new Date(new Date(s.time).getTime() + 60 * 60_000)
    const [later, agentLater] = [await login('buyer@demo.maplenest.ca'), await login('agent@demo.maplenest.ca')]
    expect((await call('GET', `${BASE}/${s.id}`, later)).body.data.actions).toMatchObject({
      cancel: false,
      modify: false,
      review: false,
    })
    const noStatus = await call(
      'POST',
      `${BASE}/${s.id}/handle`,
      { ...agentLater, language: 'zh-Hans-CN' },
      { remarks: 'ok' },
    )
    expect(noStatus.status).toBe(400)
    expect(noStatus.body.msg).toContain('请选择状态')
    const handled = await call('POST', `${BASE}/${s.id}/handle`, agentLater, {
      status: 1,
      remarks: 'Met in the lobby',
    })
    expect(handled.status).toBe(200)
    expect(handled.body.data.status).toBe('Processed')
    expect(handled.body.data.actions.handle).toBe(false)
    const told = await call('GET', '/house/api/notice/v1', later)
    expect(told.body.data.items[0].title).toBe('Showing taken to view')
    const ics = await call('GET', `${BASE}/${s.id}/calendar.ics`, later)
    expect(ics.status).toBe(200)
    expect(ics.body).toContain(`DTSTART;TZID=America/${l.city === 'toronto' ? 'Toronto' : 'Vancouver'}:`)
    expect(ics.body).toContain('T140000')
    expect(ics.body).toContain('STATUS:CONFIRMED')
    expect(ics.body).toContain(`UID:${s.id}@maplenest`)
    expect(Number(/SEQUENCE:(\d+)/.exec(ics.body)?.[1])).toBeGreaterThan(sequence)
    const empty = await call('POST', `${BASE}/${s.id}/review`, later, { text: ' ' })
    expect(empty.status).toBe(400)
    const reviewed = await call('POST', `${BASE}/${s.id}/review`, later, { text: 'Bright unit, helpful agent' })
    expect(reviewed.body.data.reviewStatus).toBe('Reviewed')
    const again = await call('POST', `${BASE}/${s.id}/review`, { ...later, language: 'zh-Hans-CN' }, { text: 'again' })
    expect(again.status).toBe(409)
    expect(again.body.msg).toBe('实际看房之后可评价一次')
  })

  it('lists the showings to come first, soonest first, then the rest, latest first, page after page', async () => {
    const me = await login('buyer@demo.maplenest.ca')
    const all: { time: string; status: string }[] = []
    let cursor: string | null = null
    do {
      const page: { body: { data: { items: { time: string; status: string }[]; nextCursor: string | null } } } =
        await call('GET', `${BASE}?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, me)
      all.push(...page.body.data.items)
      cursor = page.body.data.nextCursor
    } while (cursor)
    const now = t.clock.now.getTime()
    const upcoming = (s: { time: string; status: string }) =>
      ['Pending', 'Processed'].includes(s.status) && new Date(s.time).getTime() > now
    const split = all.findIndex((s) => !upcoming(s))
    const [ahead, rest] = [all.slice(0, split), all.slice(split)]
    expect(ahead.length).toBeGreaterThan(1)
    expect(rest.length).toBeGreaterThan(1)
    expect(rest.some(upcoming)).toBe(false)
    const times = (list: { time: string }[]) => list.map((s) => new Date(s.time).getTime())
    expect(times(ahead)).toEqual([...times(ahead)].sort((a, b) => a - b))
    expect(times(rest)).toEqual([...times(rest)].sort((a, b) => b - a))
    // a cancelled showing later than an upcoming one comes after it
    expect(rest.some((s) => s.status === 'Cancelled' && new Date(s.time).getTime() > now)).toBe(true)
  })

  it('expires unanswered requests at their time and confirmed ones only when their outcome is never recorded', async () => {
    t.clock.advance(10 * 86_400_000)
    expect(await t.app.showings.expireDue()).toBeGreaterThan(0)
    // Ten days on, the session's access token has run out: sign in again.
    const again = await login('buyer@demo.maplenest.ca')
    const expired = (await call('GET', `${BASE}?status=expired`, again)).body.data.items
    expect(expired.length).toBeGreaterThan(0)
    expect(expired[0].actions.rebook).toBe(true)
    // the confirmed showing of day 7 waits for its outcome (three days past), and the agent can still record it
    const waiting = await rows<{ id: string }>(
      sql`select id from showings where status = 'Pending' and confirmed_at is not null and time < ${new Date(t.clock.now).toISOString()}::timestamptz`,
    )
    expect(waiting.length).toBeGreaterThan(0)
    const agentAgain = await login('agent@demo.maplenest.ca')
    const one = (await call('GET', `${BASE}/${waiting[0]!.id}`, agentAgain)).body.data
    expect(one.actions.handle).toBe(true)
    // a week after that, nobody recorded it: it expires too
    t.clock.advance(7 * 86_400_000)
    await t.app.showings.expireDue()
    const left = await rows<{ n: number }>(
      sql`select count(*)::int as n from showings where status = 'Pending' and time < ${new Date(t.clock.now).toISOString()}::timestamptz`,
    )
    expect(left[0]!.n).toBe(0)
  })
})

import type { Notice, PreconRegistration } from '@maplenest/core'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { preconRegistrations, preconsProjects } from '../../../src/db/schema.ts'
import { bearer } from '../../helpers/accounts.ts'
import { type AppsTest, createAppsTest } from '../agent-apps/agent-app-fixtures.ts'
import { newUser } from '../agents/agent-fixtures.ts'

const BASE = '/house/api/precons/v1/registrations'
const DAY = 24 * 60 * 60_000

describe('pre-construction registrations', () => {
  let s: AppsTest
  let project: { id: string; name: string; minPrice: number; maxPrice: number }
  let otherProject: string
  let layoutOfOther: string
  let appId: string
  let chosenAgent: { profileId: string; userId: string; token: string }
  let buyerB: string

  const rows = async () =>
    Number(
      (
        (await s.t.database.db.execute(sql`select count(*)::int as n from precon_registrations`)) as unknown as {
          rows: { n: number }[]
        }
      ).rows[0]?.n,
    )
  const register = (token: string, payload: Record<string, unknown>, language = 'en-GB') =>
    s.call('POST', BASE, s.headers(token, language), payload)
  const updates = (over: Record<string, unknown> = {}) => ({
    kind: 'updates',
    projectId: project.id,
    name: 'Mei Chen',
    email: 'mei@example.ca',
    consent: true,
    ...over,
  })
  const noticesOf = async (token: string, language = 'en-GB') => {
    const res = await s.call('GET', '/house/api/notice/v1?limit=50', s.headers(token, language))
    expect(res.status).toBe(200)
    return (res.body.data.items as Notice[]).filter((n) => n.kind.startsWith('preconRegistration.'))
  }
  const mine = async (token: string) => {
    const res = await s.call('GET', `${BASE}/mine`, s.headers(token))
    expect(res.status).toBe(200)
    return res.body.data.items as PreconRegistration[]
  }
  const incoming = async (token: string) => {
    const res = await s.call('GET', `${BASE}/incoming`, s.headers(token))
    expect(res.status).toBe(200)
    return res.body.data.items as PreconRegistration[]
  }
  /** A wall time on the project city's clock, days after the test's now, as the form sends it (Toronto, winter). */
  const visitAt = (days: number, hhmm: string) => {
    const day = new Date(s.t.clock.now.getTime() + days * DAY).toISOString().slice(0, 10)
    return `${day}T${hhmm}:00-05:00`
  }

  beforeAll(async () => {
    s = await createAppsTest()
    const db = s.t.database.db
    const projects = await db
      .select({
        id: preconsProjects.id,
        name: preconsProjects.name,
        city: preconsProjects.city,
        minPrice: preconsProjects.minPrice,
        maxPrice: preconsProjects.maxPrice,
      })
      .from(preconsProjects)
      .orderBy(preconsProjects.id)
    const toronto = projects.filter((p) => p.city === 'toronto')
    project = toronto[0]!
    otherProject = toronto[1]!.id
    const layouts = (await db.execute(
      sql`select id from precons_layouts where project_id = ${otherProject} order by id limit 1`,
    )) as unknown as { rows: { id: string }[] }
    layoutOfOther = layouts.rows[0]!.id
    const app = await s.call('GET', '/house/api/app/v1/mine', bearer(s.tokens.agent))
    appId = app.body.data.app.appId
    const broker = await s.newBroker('chosen-broker@example.ca')
    const profile = (await db.execute(
      sql`insert into agent_profiles (user_id, name) values (${broker.userId}, 'Chosen Broker') returning id`,
    )) as unknown as { rows: { id: string }[] }
    chosenAgent = { profileId: profile.rows[0]!.id, userId: broker.userId, token: broker.token }
    buyerB = await newUser(s.t, 'buyer-b@example.ca')
  }, 180_000)
  afterAll(() => s?.t.close())

  it('refuses visitors (403) and sends signed-out callers to sign in (401), and writes nothing', async () => {
    const before = await rows()
    const visitor = await register(s.tokens.visitor, updates())
    expect(visitor.status).toBe(403)
    const nobody = await s.call('POST', BASE, { language: 'en-GB' }, updates())
    expect(nobody.status).toBe(401)
    expect((await s.call('GET', `${BASE}/mine`, s.headers(s.tokens.visitor))).status).toBe(403)
    expect(await rows()).toBe(before)
  })

  it.each([
    ['no way to be reached', { email: undefined }, 'Enter an e-mail address or a phone number', '请填写邮箱或手机号'],
    ['no consent', { consent: false }, 'Tick the box to agree to be contacted', '请勾选同意被联系'],
    ['a bad e-mail', { email: 'not-an-address' }, null, null],
    ['a message with updates', { message: 'Hello' }, 'A message goes with a question only', '只有咨询才能附留言'],
    ['a visit without a time', { kind: 'visit' }, 'Choose a date and a time for the visit', '请选择参观日期和时间'],
    ['a question without a message', { kind: 'ask' }, 'Write your question', '请填写您的问题'],
    [
      'an unknown project',
      { projectId: 'no-such-project' },
      'This project is not on MapleNest',
      '该项目不在 MapleNest 上',
    ],
    [
      'a floor plan of another project',
      { layoutId: 'LAYOUT' },
      'This floor plan is not one of the project’s',
      '该户型不属于此项目',
    ],
    [
      'an agent who is not approved',
      { agentId: '00000000-0000-4000-8000-000000000000' },
      'This agent is not one of MapleNest’s approved agents',
      '该经纪人不是 MapleNest 认证的经纪人',
    ],
    [
      'a visit in the past',
      { kind: 'visit', preferredTime: '2026-10-01T14:00:00-04:00' },
      'That time has passed, choose a later one',
      '该时间已过，请选择更晚的时间',
    ],
    [
      'a visit at night',
      { kind: 'visit', preferredTime: 'NIGHT' },
      'Sales centres receive visitors from 10:00 to 18:00 Toronto time',
      '售楼处接待时间为多伦多时间 10:00 至 18:00',
    ],
    [
      'a visit too far ahead',
      { kind: 'visit', preferredTime: 'FAR' },
      'Visits can be asked for up to 90 days ahead',
      '最多可预约 90 天内的参观',
    ],
    ['an unknown field', { discount: 5 }, null, null],
  ])('refuses %s with a 400 in the caller’s language and writes nothing', async (_why, over, en, zh) => {
    const payload: Record<string, unknown> = updates(over)
    if (payload.layoutId === 'LAYOUT') payload.layoutId = layoutOfOther
    if (payload.preferredTime === 'NIGHT') payload.preferredTime = visitAt(3, '22:30')
    if (payload.preferredTime === 'FAR') payload.preferredTime = visitAt(120, '11:00')
    for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key]
    const before = await rows()
    const english = await register(s.tokens.buyer, payload)
    expect(english.status, english.raw).toBe(400)
    if (en) expect(english.body.msg).toContain(en)
    const chinese = await register(s.tokens.buyer, payload, 'zh-Hans-CN')
    expect(chinese.status).toBe(400)
    if (zh) expect(chinese.body.msg).toContain(zh)
    else expect(chinese.body.msg).toMatch(/[\u3400-\u9fff]/)
    expect(await rows()).toBe(before)
  })

  it('without an app or a chosen agent, goes to the administrators’ queue with the consent as shown', async () => {
    const res = await register(s.tokens.buyer, updates({ phone: '416-555-0199' }))
    expect(res.status, res.raw).toBe(201)
    expect(res.body.msg).toBe('Sent. An agent will contact you.')
    const created: PreconRegistration = res.body.data
    expect(created).toMatchObject({ kind: 'updates', status: 'open', routedTo: 'adminQueue', agent: null })
    expect(created.consent.at).toBe(s.t.clock.now.toISOString())
    expect(created.consent.wording).toContain('may contact me about this project')
    expect((await mine(s.tokens.buyer)).map((r) => r.id)).toContain(created.id)
    expect((await incoming(s.tokens.admin)).map((r) => r.id)).toContain(created.id)
    expect((await incoming(s.tokens.agent)).map((r) => r.id)).not.toContain(created.id)
    // the same again on the same project is refused, and nothing is added
    const before = await rows()
    const again = await register(s.tokens.buyer, updates())
    expect(again.status).toBe(409)
    expect(await rows()).toBe(before)
  })

  it('records the consent in Chinese when the form was in Chinese', async () => {
    const res = await register(buyerB, updates({ kind: 'ask', message: '还有两居室吗？' }), 'zh-Hans-CN')
    expect(res.status, res.raw).toBe(201)
    expect(res.body.data.consent.wording).toContain('我同意 MapleNest')
  })

  it('inside an agent’s live app goes to that agent, who replies; the buyer is told and can withdraw', async () => {
    const res = await register(
      s.tokens.buyer,
      updates({ kind: 'visit', preferredTime: visitAt(5, '14:30'), appId, agentId: chosenAgent.profileId }),
    )
    expect(res.status, res.raw).toBe(201)
    const created: PreconRegistration = res.body.data
    expect(created.routedTo).toBe('agentApp')
    expect(created.preferredTime).toBe(new Date(visitAt(5, '14:30')).toISOString())
    expect(created.timeZone).toBe('America/Toronto')
    // the agent sees it and is told; another agent and another buyer know nothing of it
    expect((await incoming(s.tokens.agent)).map((r) => r.id)).toContain(created.id)
    expect((await incoming(chosenAgent.token)).map((r) => r.id)).not.toContain(created.id)
    expect((await noticesOf(s.tokens.agent)).some((n) => n.title === `${project.name}: new enquiry`)).toBe(true)
    const stranger = await s.call('DELETE', `${BASE}/mine/${created.id}`, s.headers(buyerB))
    expect(stranger.status).toBe(404)
    expect(stranger.body.msg).toBe('Registration not found')
    const foreignReply = await s.call('POST', `${BASE}/${created.id}/reply`, s.headers(chosenAgent.token), {
      reply: 'Hi',
    })
    expect(foreignReply.status).toBe(404)
    const empty = await s.call('POST', `${BASE}/${created.id}/reply`, s.headers(s.tokens.agent, 'zh-Hans-CN'), {
      reply: ' ',
    })
    expect(empty.status).toBe(400)
    expect(empty.body.msg).toContain('请填写买家将看到的回复')

    const replied = await s.call('POST', `${BASE}/${created.id}/reply`, s.headers(s.tokens.agent), {
      reply: 'See you at the sales centre on Friday.',
    })
    expect(replied.status, replied.raw).toBe(200)
    expect(replied.body.data).toMatchObject({ status: 'contacted', reply: 'See you at the sales centre on Friday.' })
    const twice = await s.call('POST', `${BASE}/${created.id}/reply`, s.headers(s.tokens.agent), { reply: 'Again' })
    expect(twice.status).toBe(409)
    const told = await noticesOf(s.tokens.buyer)
    expect(told.find((n) => n.kind === 'preconRegistration.contacted')).toMatchObject({
      title: `${project.name}: an agent replied`,
      body: 'See you at the sales centre on Friday.',
    })
    const zh = await noticesOf(s.tokens.buyer, 'zh-Hans-CN')
    expect(zh.find((n) => n.kind === 'preconRegistration.contacted')?.title).toBe(`${project.name}：经纪人已回复`)
    expect((await mine(s.tokens.buyer)).find((r) => r.id === created.id)?.status).toBe('contacted')

    const withdrawn = await s.call('DELETE', `${BASE}/mine/${created.id}`, s.headers(s.tokens.buyer))
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body.msg).toBe('Registration withdrawn')
    expect((await mine(s.tokens.buyer)).map((r) => r.id)).not.toContain(created.id)
    expect((await s.call('DELETE', `${BASE}/mine/${created.id}`, s.headers(s.tokens.buyer))).status).toBe(404)
    // the agent still sees it, withdrawn; the consent is kept
    expect((await incoming(s.tokens.agent)).find((r) => r.id === created.id)).toMatchObject({ status: 'withdrawn' })
  })

  it('goes to the approved agent the buyer chose, on a floor plan of the project', async () => {
    const layouts = (await s.t.database.db.execute(
      sql`select id from precons_layouts where project_id = ${project.id} order by id limit 1`,
    )) as unknown as { rows: { id: string }[] }
    const res = await register(
      buyerB,
      updates({
        kind: 'ask',
        message: 'Is parking included?',
        layoutId: layouts.rows[0]!.id,
        agentId: chosenAgent.profileId,
      }),
    )
    expect(res.status, res.raw).toBe(201)
    expect(res.body.data).toMatchObject({
      routedTo: 'chosenAgent',
      agent: { id: chosenAgent.profileId, name: 'Chosen Broker' },
      layout: { id: layouts.rows[0]!.id },
    })
    expect((await incoming(chosenAgent.token)).map((r) => r.id)).toContain(res.body.data.id)
  })

  it('tells each registrant once of a price change and of an occupancy change, then nothing more', async () => {
    const db = s.t.database.db
    const before = await noticesOf(s.tokens.buyer)
    await db
      .update(preconsProjects)
      .set({ minPrice: project.minPrice - 20_000, occupancyYear: sql`${preconsProjects.occupancyYear} + 1` })
      .where(eq(preconsProjects.id, project.id))
    const [first, second] = await Promise.all([
      s.t.app.preconRegistrations.tellChanges(),
      s.t.app.preconRegistrations.tellChanges(),
    ])
    // one process tells, the other skips the round (or, on an engine of one connection, finds nothing left): the
    // buyer's two changes and buyer B's two (B's two registrations on the project are told once)
    const sent = [first, second].map((n) => (n === 'skipped' ? 0 : n))
    expect(sent.reduce((a, b) => a + b, 0)).toBe(4)
    expect(await s.t.app.preconRegistrations.tellChanges()).toBe(0)
    const after = (await noticesOf(s.tokens.buyer)).filter((n) => !before.some((b) => b.id === n.id))
    // the buyer's live registration on the project (the withdrawn one is not told)
    expect(after.map((n) => n.kind).sort()).toEqual([
      'preconRegistration.occupancyChanged',
      'preconRegistration.priceChanged',
    ])
    const ofB = await noticesOf(buyerB)
    expect(ofB.filter((n) => n.kind === 'preconRegistration.priceChanged')).toHaveLength(1)
    const price = after.find((n) => n.kind === 'preconRegistration.priceChanged')!
    expect(price.title).toBe(`${project.name}: prices changed`)
    expect(price.body).toMatch(/^Now \$[\d,]+ – \$[\d,]+ \(was \$[\d,]+ – \$[\d,]+\)\.$/)
    // the live registrations moved on to the new price; the withdrawn one still holds what it was told
    const told = await db
      .select({ min: preconRegistrations.toldMinPrice, status: preconRegistrations.status })
      .from(preconRegistrations)
      .where(eq(preconRegistrations.projectId, project.id))
    for (const row of told)
      expect(row.min).toBe(row.status === 'withdrawn' ? project.minPrice : project.minPrice - 20_000)
  })
})

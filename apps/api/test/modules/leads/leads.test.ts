import { type Lead, type Notice, toShowingTime } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { preconsProjects } from '../../../src/db/schema.ts'
import { bearer } from '../../helpers/accounts.ts'
import { TEST_ANCHOR } from '../../helpers/seed-listings.ts'
import { type AppsTest, createAppsTest } from '../agent-apps/agent-app-fixtures.ts'
import { newUser } from '../agents/agent-fixtures.ts'

const BASE = '/house/api/activity/v1/leads'
const DAY = 86_400_000

interface LeadRowCount {
  n: number
}

describe('leads', () => {
  let s: AppsTest
  let appId: string
  let client: string
  let clientId: string
  let homes: { ml_num: string; city: 'toronto' | 'vancouver'; address: string; unit: string | null }[]
  let orphan: { ml_num: string; city: 'toronto' | 'vancouver' }
  let project: { id: string; name: string }
  let rival: { userId: string; token: string }

  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await s.t.database.db.execute(q)) as unknown as { rows: T[] }).rows
  const count = async () => (await rows<LeadRowCount>(sql`select count(*)::int as n from leads`))[0]!.n
  const contact = { name: 'Mei Lin', phone: '416-555-0123', email: 'mei@example.com', wechat: 'meilin88' }
  const ask = (token: string, payload: Record<string, unknown>, language = 'en-GB') =>
    s.call('POST', BASE, s.headers(token, language), {
      kind: 'ask',
      appId,
      ...contact,
      message: 'Is the price negotiable?',
      consent: true,
      ...payload,
    })
  const list = async (token: string, query = '') => {
    const res = await s.call('GET', `${BASE}${query}`, s.headers(token))
    expect(res.status).toBe(200)
    return res.body.data as { items: Lead[]; newCount: number; nextCursor: string | null }
  }
  const leadNotices = async (token: string, language = 'en-GB') => {
    const res = await s.call('GET', '/house/api/notice/v1?limit=50', s.headers(token, language))
    expect(res.status).toBe(200)
    return (res.body.data.items as Notice[]).filter((n) => n.kind.startsWith('lead.'))
  }
  const day = (n: number) => new Date(TEST_ANCHOR.getTime() + n * DAY).toISOString().slice(0, 10)

  beforeAll(async () => {
    s = await createAppsTest()
    const app = await s.call('GET', '/house/api/app/v1/mine', bearer(s.tokens.agent))
    appId = app.body.data.app.appId
    client = await newUser(s.t, 'lead-client@example.ca')
    clientId = (await s.call('GET', '/getInfo', bearer(client))).body.data.user.userId
    homes = await rows(sql`
      select ml_num, city, address, unit from listings
      where lsc in ('new', 'pc', 'ext', 'bom') and sr = 'Sale'
      order by ml_num limit 6`)
    homes = homes.slice(0, 5)
    // a home no agent on MapleNest lists, of a brokerage with none: its showings go to the administrators' queue
    const [spare] = await rows<{ ml_num: string; city: 'toronto' | 'vancouver' }>(sql`
      select ml_num, city from listings where lsc in ('new', 'pc', 'ext', 'bom') and sr = 'Sale'
      order by ml_num offset 5 limit 1`)
    orphan = spare!
    await rows(sql`update listings set list_agent_id = null, brokerage = 'Nobody Here Realty Test'
      where ml_num = ${orphan.ml_num}`)
    const [p] = await s.t.database.db
      .select({ id: preconsProjects.id, name: preconsProjects.name })
      .from(preconsProjects)
      .orderBy(preconsProjects.id)
      .limit(1)
    project = p!
    rival = await s.newBroker('rival-leads@example.ca')
  }, 240_000)
  afterAll(() => s?.t.close())
  // each request a second after the last, so that newest first is one order
  beforeEach(() => {
    s.t.clock.now = new Date(s.t.clock.now.getTime() + 1_000)
  })

  it('refuses a buyer and a visitor the agent’s list, and a signed-out caller', async () => {
    expect((await s.call('GET', BASE, s.headers(s.tokens.buyer))).status).toBe(403)
    const visitor = await s.call('GET', BASE, s.headers(s.tokens.visitor, 'zh-Hans-CN'))
    expect(visitor.status).toBe(403)
    expect(visitor.body.msg).toBe('只有经纪人才有客户线索')
    expect((await s.call('GET', BASE, { language: 'en-GB' })).status).toBe(401)
    expect(
      (
        await s.call('PUT', `${BASE}/00000000-0000-4000-8000-000000000000`, s.headers(s.tokens.buyer), {
          status: 'contacted',
        })
      ).status,
    ).toBe(403)
  })

  it('tells a visitor to sign in or register before asking (403), and writes nothing', async () => {
    const before = await count()
    expect((await ask(s.tokens.visitor, { mlNum: homes[0]!.ml_num })).status).toBe(403)
    expect(await count()).toBe(before)
  })

  it.each([
    ['no consent', { consent: false }, 'consent', 'Tick the box to agree to be contacted', '请勾选同意被联系'],
    ['no home', { mlNum: undefined }, 'mlNum', 'Choose the home the question is about', '请选择要咨询的房源'],
    ['no question', { message: '' }, 'message', 'Write your question', '请填写您的问题'],
    ['no app', { appId: undefined }, 'appId', null, null],
    ['a list of homes with a single question', { mlNums: ['X1'] }, 'mlNums', null, null],
  ])('refuses a question with %s in the reader’s language and writes nothing', async (_, over, field, en, zh) => {
    const before = await count()
    const payload = { mlNum: homes[0]!.ml_num, ...over }
    const res = await ask(client, payload)
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body.data)).toContain(field)
    if (en) expect(res.body.msg).toContain(en)
    if (zh) expect((await ask(client, payload, 'zh-Hans-CN')).body.msg).toContain(zh)
    expect(await count()).toBe(before)
  })

  it('refuses a question in an app that is not live or about a home that is not on MapleNest', async () => {
    const before = await count()
    const rivalApp = (await s.call('GET', '/house/api/app/v1/mine', bearer(rival.token))).body.data.app?.appId
    if (rivalApp) expect((await ask(client, { mlNum: homes[0]!.ml_num, appId: rivalApp })).status).toBe(400)
    const gone = await ask(client, { mlNum: 'NOPE123' })
    expect(gone.status).toBe(400)
    expect(gone.body.msg).toBe('This home is no longer on MapleNest')
    expect(await count()).toBe(before)
  })

  it('makes one lead of a question about a home in the agent’s app, and tells her', async () => {
    const home = homes[0]!
    const before = await count()
    const res = await ask(client, { mlNum: home.ml_num })
    expect(res.status).toBe(201)
    expect(res.body.msg).toBe('Sent to your agent')
    expect(await count()).toBe(before + 1)
    const { items, newCount } = await list(s.tokens.agent)
    const lead = items[0]!
    expect(lead).toMatchObject({
      id: res.body.data.id,
      kind: 'ask',
      status: 'new',
      mlNum: home.ml_num,
      mlNums: [],
      address: home.unit ? `${home.unit}-${home.address}` : home.address,
      city: home.city,
      project: null,
      message: 'Is the price negotiable?',
      client: { userId: clientId, ...contact },
      timeZone: home.city === 'toronto' ? 'America/Toronto' : 'America/Vancouver',
      remindAt: null,
      note: null,
    })
    expect(lead.consent.wording).toContain('I agree that the agent of this app may contact me')
    expect(new Date(lead.consent.at).getTime()).toBe(s.t.clock.now.getTime())
    expect(newCount).toBeGreaterThanOrEqual(1)
    const [notice] = await leadNotices(s.tokens.agent)
    expect(notice).toMatchObject({ kind: 'lead.received', title: 'New lead: Mei Lin' })
    expect(notice!.body).toContain('Question about a home — ')
    const [zh] = await leadNotices(s.tokens.agent, 'zh-Hans-CN')
    expect(zh).toMatchObject({ title: '新线索：Mei Lin' })
    expect(zh!.body).toContain('房源咨询：')
  })

  it('makes one lead of a showing booked in the agent’s app, and none of one in the main app with no agent', async () => {
    const home = homes[1]!
    const before = await count()
    const booked = await s.call('POST', '/house/api/appointment/v1', s.headers(client), {
      mlNum: home.ml_num,
      time: toShowingTime(day(3), '14:00', home.city),
      ...contact,
      message: 'After work please',
      appId,
    })
    expect(booked.status).toBe(201)
    expect(await count()).toBe(before + 1)
    const lead = (await list(s.tokens.agent, '?limit=1')).items[0]!
    expect(lead).toMatchObject({
      kind: 'showing',
      mlNum: home.ml_num,
      message: 'After work please',
      showingTime: new Date(toShowingTime(day(3), '14:00', home.city)).toISOString(),
      client: { userId: clientId, name: 'Mei Lin', phone: contact.phone, email: contact.email, wechat: 'meilin88' },
    })
    expect(lead.consent.wording).toContain('the agent who handles this request may contact you')
    const [source] = await rows<{ n: number }>(
      sql`select count(*)::int as n from leads where kind = 'showing' and source_id = ${booked.body.data.id}::uuid`,
    )
    expect(source!.n).toBe(1)

    const main = await s.call('POST', '/house/api/appointment/v1', s.headers(client), {
      mlNum: orphan.ml_num,
      time: toShowingTime(day(4), '14:00', orphan.city),
      ...contact,
    })
    expect(main.status).toBe(201)
    expect(await count()).toBe(before + 1)
  })

  it('makes one lead of a question about the compared homes, with the homes in order', async () => {
    const before = await count()
    const mlNums = [homes[2]!.ml_num, homes[3]!.ml_num]
    const res = await ask(client, { kind: 'compare', mlNum: undefined, mlNums, message: 'Which is better value?' })
    expect(res.status).toBe(201)
    expect(await count()).toBe(before + 1)
    const lead = (await list(s.tokens.agent, '?limit=1')).items[0]!
    expect(lead).toMatchObject({ kind: 'compare', mlNum: mlNums[0], mlNums, message: 'Which is better value?' })
  })

  it('makes one lead of a pre-construction registration in the agent’s app, and none in the administrators’ queue', async () => {
    const before = await count()
    const registered = await s.call('POST', '/house/api/precons/v1/registrations', s.headers(client), {
      kind: 'ask',
      projectId: project.id,
      name: 'Mei Lin',
      email: 'mei@example.com',
      message: 'When is the launch?',
      consent: true,
      appId,
    })
    expect(registered.status).toBe(201)
    expect(await count()).toBe(before + 1)
    const lead = (await list(s.tokens.agent, '?limit=1')).items[0]!
    expect(lead).toMatchObject({
      kind: 'precon',
      mlNum: null,
      project: { id: project.id, name: project.name },
      message: 'When is the launch?',
      client: { name: 'Mei Lin', email: 'mei@example.com', phone: null },
      consent: { wording: registered.body.data.consent.wording, at: registered.body.data.consent.at },
    })
    const queue = await s.call('POST', '/house/api/precons/v1/registrations', s.headers(client), {
      kind: 'updates',
      projectId: project.id,
      name: 'Mei Lin',
      email: 'mei@example.com',
      consent: true,
    })
    expect(queue.status).toBe(201)
    expect(await count()).toBe(before + 1)
  })

  it('makes one lead of the assistant’s hand-off of the client’s own conversation only', async () => {
    const session = await s.call('POST', '/house/api/chat/v1/sessions', s.headers(client), {})
    expect(session.status).toBe(201)
    const chatId = session.body.data.id
    const before = await count()
    const others = await s.call('POST', '/house/api/chat/v1/sessions', s.headers(s.tokens.buyer), {})
    const stolen = await ask(client, { kind: 'chat', mlNum: undefined, chatId: others.body.data.id })
    expect(stolen.status).toBe(400)
    expect(stolen.body.msg).toBe('Conversation not found')
    expect(await count()).toBe(before)
    const res = await ask(client, { kind: 'chat', mlNum: undefined, chatId, message: 'Two-bed condos near UofT' })
    expect(res.status).toBe(201)
    expect(await count()).toBe(before + 1)
    const lead = (await list(s.tokens.agent, '?limit=1')).items[0]!
    expect(lead).toMatchObject({ kind: 'chat', mlNum: null, message: 'Two-bed condos near UofT' })
  })

  it('makes no lead when the agent asks in her own app', async () => {
    const before = await count()
    const res = await ask(s.tokens.agent, { mlNum: homes[0]!.ml_num })
    expect(res.status).toBe(201)
    expect(await count()).toBe(before)
  })

  it('makes a request’s lead once, however often it is recorded', async () => {
    const source = '11111111-1111-4111-8111-111111111111'
    const input = {
      agentUserId: (await rows<{ id: string }>(sql`select id from users where email = 'agent@demo.maplenest.ca'`))[0]!
        .id,
      appId,
      clientUserId: clientId,
      kind: 'showing' as const,
      sourceId: source,
      mlNum: homes[4]!.ml_num,
      timeZone: 'America/Toronto',
      name: 'Mei Lin',
      phone: null,
      email: 'mei@example.com',
      message: null,
      consent: { at: s.t.clock.now, wording: 'words', locale: 'en-GB' as const },
    }
    const first = await s.t.app.leads.record(input)
    expect(first).toBeTruthy()
    expect(await s.t.app.leads.record(input)).toBeNull()
    const [n] = await rows<{ n: number }>(sql`select count(*)::int as n from leads where source_id = ${source}::uuid`)
    expect(n!.n).toBe(1)
  })

  it('filters by status, finds by name, phone or e-mail, and pages newest first', async () => {
    const all = await list(s.tokens.agent)
    const times = all.items.map((l) => l.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    // the client's own leads, besides those of the demo app's other clients
    const mine = await list(s.tokens.agent, `?clientId=${clientId}`)
    expect(mine.items.length).toBeGreaterThanOrEqual(5)
    expect(mine.items.every((l) => l.client.userId === clientId)).toBe(true)
    expect(all.items.length).toBeGreaterThan(mine.items.length)
    const found = (await list(s.tokens.agent, '?q=MEI%20L')).items
    expect(found.length).toBeGreaterThanOrEqual(mine.items.length)
    expect(found.every((l) => l.client.name.toLowerCase().includes('mei l'))).toBe(true)
    expect((await list(s.tokens.agent, '?q=5550123')).items.every((l) => l.client.phone === contact.phone)).toBe(true)
    expect((await list(s.tokens.agent, '?q=mei%40example.com')).items.length).toBe(
      mine.items.filter((l) => l.client.email === 'mei@example.com').length,
    )
    expect((await list(s.tokens.agent, '?q=nobody%40nowhere')).items).toEqual([])
    const first = await list(s.tokens.agent, '?limit=2')
    expect(first.items.map((l) => l.id)).toEqual(all.items.slice(0, 2).map((l) => l.id))
    const next = await list(s.tokens.agent, `?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`)
    expect(next.items.map((l) => l.id)).toEqual(all.items.slice(2, 4).map((l) => l.id))
    expect((await s.call('GET', `${BASE}?status=open`, s.headers(s.tokens.agent))).status).toBe(400)
    expect((await list(s.tokens.agent, '?status=closed')).items.every((l) => l.status === 'closed')).toBe(true)
    expect((await list(s.tokens.agent, `?status=closed&clientId=${clientId}`)).items).toEqual([])
  })

  it('moves a lead forward only, with a localised 400 for a step back', async () => {
    const lead = (await list(s.tokens.agent, `?status=new&limit=1&clientId=${clientId}`)).items[0]!
    const put = (body: unknown, language = 'en-GB') =>
      s.call('PUT', `${BASE}/${lead.id}`, s.headers(s.tokens.agent, language), body)
    const contacted = await put({ status: 'contacted', note: 'Called, viewing on Saturday' })
    expect(contacted.status).toBe(200)
    expect(contacted.body.data).toMatchObject({ status: 'contacted', note: 'Called, viewing on Saturday' })
    expect(contacted.body.data.contactedAt).toBe(s.t.clock.now.toISOString())
    const back = await put({ status: 'new' })
    expect(back.status).toBe(400)
    expect(back.body.msg).toBe('A lead that is Contacted cannot go back to New')
    expect((await put({ status: 'new' }, 'zh-Hans-CN')).body.msg).toBe('“已联系”的线索不能改回“新线索”')
    expect((await put({ status: 'won' })).status).toBe(400)
    expect((await put({})).status).toBe(400)
    const closed = await put({ status: 'closed' })
    expect(closed.body.data).toMatchObject({ status: 'closed', note: 'Called, viewing on Saturday' })
    expect((await put({ status: 'contacted' })).status).toBe(400)
    expect((await list(s.tokens.agent, `?status=closed&clientId=${clientId}`)).items.map((l) => l.id)).toEqual([
      lead.id,
    ])
  })

  it('starts every lead normal, lets the agent set it urgent or extra urgent, and filters by urgency', async () => {
    const all = await list(s.tokens.agent, `?clientId=${clientId}`)
    expect(all.items.every((l) => l.urgency === 1)).toBe(true)
    const [a, b] = all.items
    const put = (id: string, body: unknown, language = 'en-GB') =>
      s.call('PUT', `${BASE}/${id}`, s.headers(s.tokens.agent, language), body)
    const urgent = await put(a!.id, { urgency: 2 })
    expect(urgent.status).toBe(200)
    expect(urgent.body.data).toMatchObject({ id: a!.id, urgency: 2, status: a!.status, note: a!.note })
    expect((await put(b!.id, { urgency: 3 })).body.data.urgency).toBe(3)
    const refused = await put(a!.id, { urgency: 4 })
    expect(refused.status).toBe(400)
    expect(refused.body.msg).toBe('A lead is normal, urgent or extra urgent')
    expect((await put(a!.id, { urgency: 4 }, 'zh-Hans-CN')).body.msg).toBe('线索的紧急程度只能是普通、紧急或特急')
    expect((await put(a!.id, { urgency: '2' })).status).toBe(400)
    const ids = async (query: string) =>
      (await list(s.tokens.agent, `?clientId=${clientId}&${query}`)).items.map((l) => l.id)
    expect(await ids('urgency=2')).toEqual([a!.id])
    expect(await ids('urgency=3')).toEqual([b!.id])
    expect(await ids('urgency=1')).toEqual(all.items.slice(2).map((l) => l.id))
    expect(await ids('urgency=all')).toEqual(all.items.map((l) => l.id))
    for (const bad of ['0', '4', 'urgent', '']) {
      const res = await s.call('GET', `${BASE}?urgency=${bad}`, s.headers(s.tokens.agent))
      expect(res.status).toBe(400)
    }
    // back to normal, as every other test expects
    expect((await put(a!.id, { urgency: 1 })).body.data.urgency).toBe(1)
    expect((await put(b!.id, { urgency: 1 })).body.data.urgency).toBe(1)
  })

  it('keeps each agent’s leads her own: another agent sees none and reaches none', async () => {
    const lead = (await list(s.tokens.agent, '?limit=1')).items[0]!
    expect((await list(rival.token)).items).toEqual([])
    expect((await s.call('GET', `${BASE}/${lead.id}`, s.headers(rival.token))).status).toBe(404)
    const put = await s.call('PUT', `${BASE}/${lead.id}`, s.headers(rival.token), { note: 'mine now' })
    expect(put.status).toBe(404)
    expect(put.body.msg).toBe('Lead not found')
    const mine = await s.call('GET', `${BASE}/${lead.id}`, s.headers(s.tokens.agent))
    expect(mine.status).toBe(200)
    expect(mine.body.data.note).not.toBe('mine now')
  })

  it('raises a reminder as a notice once when it is due, and refuses one in the past', async () => {
    const lead = (await list(s.tokens.agent, '?status=new&limit=1')).items[0]!
    const put = (body: unknown) => s.call('PUT', `${BASE}/${lead.id}`, s.headers(s.tokens.agent), body)
    const past = await put({ remindAt: new Date(s.t.clock.now.getTime() - 60_000).toISOString() })
    expect(past.status).toBe(400)
    expect(past.body.msg).toBe('That time has passed, choose a later one')
    const at = new Date(s.t.clock.now.getTime() + 2 * 3_600_000).toISOString()
    const set = await put({ remindAt: at })
    expect(set.body.data.remindAt).toBe(at)
    expect(await s.t.app.leads.remindDue()).toBe(0)
    const before = (await leadNotices(s.tokens.agent)).filter((n) => n.kind === 'lead.reminder').length
    const start = s.t.clock.now
    s.t.clock.now = new Date(start.getTime() + 3 * 3_600_000)
    try {
      expect(await s.t.app.leads.remindDue()).toBe(1)
      expect(await s.t.app.leads.remindDue()).toBe(0)
      await s.refreshTokens()
      const reminders = (await leadNotices(s.tokens.agent)).filter((n) => n.kind === 'lead.reminder')
      expect(reminders.length).toBe(before + 1)
      expect(reminders[0]!.title).toBe(`Reminder: ${lead.client.name}`)
    } finally {
      s.t.clock.now = start
      await s.refreshTokens()
    }
  })
})

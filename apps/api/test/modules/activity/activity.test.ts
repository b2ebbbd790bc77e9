import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, passwordLogin } from '../../helpers/accounts.ts'
import { type AppsTest, createAppsTest } from '../agent-apps/agent-app-fixtures.ts'
import { newUser } from '../agents/agent-fixtures.ts'

const ADD = '/house/s/v1/addLog'
const ACT = '/house/api/activity/v1'

describe('activity: logs, the agent’s clients, alerts that say why, and the dashboard', () => {
  let a: AppsTest
  let agent: { userId: string; token: string }
  let rival: { userId: string; token: string }
  let appId: string
  let rivalAppId: string
  let client: { userId: string; token: string }
  let mlNum: string
  let address: string
  beforeAll(async () => {
    a = await createAppsTest()
    agent = await a.newBroker('activity-agent@example.com')
    appId = await a.liveAppOf(agent.token)
    await a.call('PUT', '/house/api/app/v1/mine', bearer(agent.token), {
      appName: 'Activity Homes',
      themeColor: '#123456',
      subdomain: '',
      signatureSwitch: 'false',
    })
    rival = await a.newBroker('activity-rival@example.com')
    rivalAppId = await a.liveAppOf(rival.token)
    const token = await newUser(a.t, 'activity-client@example.com')
    await a.t.app.inject({
      method: 'PUT',
      url: '/house/api/user/v1/profile',
      headers: bearer(token),
      payload: { nickname: 'Mei Lin' },
    })
    const info = await a.call('GET', '/getInfo', bearer(token))
    client = { userId: info.body.data.user.userId, token }
    await a.call('POST', `/house/api/app/v1/${appId}/join`, bearer(token), { source: 'qr' })
    const [listing] = (
      (await a.t.database.db.execute(
        sql`select ml_num, address, unit from listings where status = 'A' order by ml_num limit 1`,
      )) as unknown as { rows: { ml_num: string; address: string; unit: string | null }[] }
    ).rows
    mlNum = listing!.ml_num
    address = listing!.unit ? `${listing!.unit}-${listing!.address}` : listing!.address
  }, 240_000)
  afterAll(() => a.t.close())

  const log = (who: { userId: string; token: string }, operationContent: string, app: string | undefined = appId) =>
    a.call('POST', ADD, bearer(who.token), { operationContent, userId: who.userId, ...(app ? { appId: app } : {}) })
  const noticesOf = async (token: string) =>
    (await a.call('GET', '/house/api/notice/v1', bearer(token))).body.data.items as { title: string; body: string }[]

  it('records a usage log of the caller’s own account with code 200', async () => {
    const res = await log(client, 'open')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ code: 200, data: { id: expect.any(String) } })
  })

  it.each([
    ['en-GB', 'A log can only be written for your own account'],
    ['zh-Hans-CN', '只能为你自己的账户写入日志'],
  ])('refuses a log written for someone else (%s)', async (language, msg) => {
    const res = await a.call('POST', ADD, a.headers(client.token, language), {
      operationContent: 'open',
      userId: agent.userId,
    })
    expect([res.status, res.body.msg]).toEqual([403, msg])
  })

  it('refuses malformed logs with a 400 naming the field, in both languages', async () => {
    for (const content of ['dance', 'view', 'open:now', 'view:<script>', '']) {
      const res = await a.call('POST', ADD, a.headers(client.token, 'zh-Hans-CN'), {
        operationContent: content,
        userId: client.userId,
      })
      expect([content, res.status]).toEqual([content, 400])
      expect(JSON.stringify(res.body)).toContain('operationContent')
    }
    const unknownApp = await log(client, 'open', '0b9c1f3e-7d1a-4b8e-9a55-3f2e1d0c9b8a')
    expect([unknownApp.status, unknownApp.body.msg]).toEqual([400, 'The app id must be the id of an agent app'])
    const app = await a.call('POST', '/house/api/appLog/v1/add', bearer(client.token), { pageName: 'x', userId: 'me' })
    expect(app.status).toBe(400)
  })

  it('keeps app logs and shows a person only their own', async () => {
    const res = await a.call('POST', '/house/api/appLog/v1/add', bearer(client.token), {
      pageName: '/pages/toronto/sale/condo-detail',
      userId: client.userId,
      appId,
      brand: 'Apple',
      model: 'iPhone 15',
      operSystem: 'iOS 18',
      language: 'en-GB',
      version: '1.0.0',
      clientId: 'c1',
      clientType: 'h5',
      lat: 43.65,
      lng: -79.38,
    })
    expect([res.status, res.body.code]).toEqual([200, 200])
    const mine = await a.call('GET', '/house/api/appLog/v1/mine', bearer(client.token))
    expect(mine.body.data.items[0]).toMatchObject({
      pageName: '/pages/toronto/sale/condo-detail',
      appName: 'Activity Homes',
      model: 'iPhone 15',
    })
    const others = await a.call('GET', '/house/api/appLog/v1/mine', bearer(agent.token))
    expect(others.raw).not.toContain('iPhone 15')
  })

  it('alerts the agent once when a client views the same home a third time, saying why', async () => {
    for (let i = 0; i < 2; i++) await log(client, `view:${mlNum}`)
    expect((await noticesOf(agent.token)).some((n) => n.title === 'A client keeps looking at a home')).toBe(false)
    await log(client, `view:${mlNum}`)
    await log(client, `view:${mlNum}`)
    const alerts = (await noticesOf(agent.token)).filter((n) => n.title === 'A client keeps looking at a home')
    expect(alerts).toEqual([expect.objectContaining({ body: `Mei Lin viewed ${address} (${mlNum}) three times.` })])
    // The rival agent, whose app the client never joined, hears nothing.
    expect(await noticesOf(rival.token)).not.toContainEqual(
      expect.objectContaining({ title: 'A client keeps looking at a home' }),
    )
  })

  it('alerts on a favourite and a booking, and on a return after 14 days', async () => {
    await log(client, `favourite:${mlNum}`)
    await log(client, `book:${mlNum}`)
    a.t.clock.advance(15 * 86_400_000)
    await a.refreshTokens()
    agent.token = (await passwordLogin(a.t, 'activity-agent@example.com', 'secret-pass')).json().data.access_token
    rival.token = (await passwordLogin(a.t, 'activity-rival@example.com', 'secret-pass')).json().data.access_token
    client.token = (await passwordLogin(a.t, 'activity-client@example.com', 'secret-pass')).json().data.access_token
    await log(client, 'open')
    a.t.clock.advance(60_000)
    await log(client, 'search:2 bed condo near UofT')
    const titles = (await noticesOf(agent.token)).map((n) => n.title)
    expect(titles).toEqual(
      expect.arrayContaining(['A client saved a home', 'A client booked a showing', 'A client is back']),
    )
    const back = (await noticesOf(agent.token)).find((n) => n.title === 'A client is back')
    expect(back?.body).toBe(
      `Mei Lin came back to your app on ${a.t.clock.now.toISOString().slice(0, 10)} after two weeks or more away.`,
    )
  })

  it('lists the agent’s clients with the type filter, and none of another agent’s', async () => {
    const all = await a.call('GET', `${ACT}/clients`, bearer(agent.token))
    expect(all.body.data.items).toEqual([
      expect.objectContaining({ userId: client.userId, name: 'Mei Lin', type: 'user', source: 'qr' }),
    ])
    const visitors = await a.call('GET', `${ACT}/clients?type=visitor`, bearer(agent.token))
    expect(visitors.body.data.items).toEqual([])
    const rivals = await a.call('GET', `${ACT}/clients`, bearer(rival.token))
    expect(rivals.raw).not.toContain(client.userId)
    const bad = await a.call('GET', `${ACT}/clients?type=vip`, a.headers(agent.token, 'zh-Hans-CN'))
    expect([bad.status, bad.body.msg]).toEqual([400, '类型须为 all、user、visitor 或 agent'])
  })

  it('sorts clients by activity over WEEK, MONTH, QUARTER and YEAR', async () => {
    const week = await a.call('GET', `${ACT}/active?period=WEEK`, bearer(agent.token))
    // This week: the return and the search.
    expect(week.body.data.items).toEqual([expect.objectContaining({ userId: client.userId, actions: 2 })])
    const month = await a.call('GET', `${ACT}/active?period=MONTH`, bearer(agent.token))
    expect(month.body.data.items[0].actions).toBe(9)
    const bad = await a.call('GET', `${ACT}/active?period=DAY`, bearer(agent.token))
    expect([bad.status, bad.body.msg]).toEqual([400, 'The period must be WEEK, MONTH, QUARTER or YEAR'])
  })

  it('shows one client’s timeline and alerts to their agent only', async () => {
    const res = await a.call('GET', `${ACT}/clients/${client.userId}`, bearer(agent.token))
    expect(res.status).toBe(200)
    const d = res.body.data
    expect(d.counts).toEqual({ views: 4, favourites: 1, showings: 1, searches: 1 })
    expect(d.timeline[0]).toMatchObject({ event: 'search', subject: '2 bed condo near UofT' })
    expect(d.timeline.find((e: { event: string }) => e.event === 'view')).toMatchObject({ subject: mlNum, address })
    expect(d.alerts.map((x: { reason: string }) => x.reason).sort()).toEqual([
      'booked',
      'favourited',
      'returned',
      'viewedThrice',
    ])
    const rivalView = await a.call('GET', `${ACT}/clients/${client.userId}`, a.headers(rival.token, 'zh-Hans-CN'))
    expect([rivalView.status, rivalView.body.msg]).toEqual([404, '此人不是你应用的客户'])
    expect(rivalView.raw).not.toContain(mlNum)
    const buyer = await a.call('GET', `${ACT}/clients/${client.userId}`, bearer(a.tokens.buyer))
    expect([buyer.status, buyer.body.msg]).toEqual([403, 'Only brokers with their own app see clients'])
  })

  it('sums the dashboard over the period: clients, active, new, views, favourites, showings by state', async () => {
    const month = await a.call('GET', `${ACT}/dashboard?period=MONTH`, bearer(agent.token))
    expect(month.body.data).toMatchObject({
      period: 'MONTH',
      clients: 1,
      newClients: 1,
      activeClients: 1,
      views: 4,
      favourites: 1,
      showings: { Pending: 0, Processed: 0, Expired: 0, Cancelled: 0 },
    })
    expect(month.body.data.series).toHaveLength(30)
    expect(month.body.data.series.reduce((n: number, b: { views: number }) => n + b.views, 0)).toBe(4)
    const week = await a.call('GET', `${ACT}/dashboard?period=WEEK`, bearer(agent.token))
    expect(week.body.data).toMatchObject({ clients: 1, newClients: 0, activeClients: 1, views: 0 })
    const rivalBoard = await a.call('GET', `${ACT}/dashboard?period=YEAR`, bearer(rival.token))
    expect(rivalBoard.body.data).toMatchObject({ clients: 0, views: 0 })
  })

  it('raises no alert for a log outside the app or from someone who is not the app’s client', async () => {
    const stranger = await newUser(a.t, 'activity-stranger@example.com')
    const info = await a.call('GET', '/getInfo', bearer(stranger))
    const who = { userId: info.body.data.user.userId, token: stranger }
    await a.call('POST', `/house/api/app/v1/${rivalAppId}/join`, bearer(stranger), { source: 'link' })
    const before = (await noticesOf(agent.token)).length
    for (let i = 0; i < 3; i++) await log(who, `view:${mlNum}`)
    for (let i = 0; i < 3; i++) await log(client, `view:${mlNum}`, undefined)
    expect((await noticesOf(agent.token)).length).toBe(before)
  })
})

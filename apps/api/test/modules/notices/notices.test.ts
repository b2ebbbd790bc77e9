import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, passwordLogin, registerAccount, visitorLogin } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('notifications', () => {
  let t: TestApp
  let a: Record<string, string>
  let b: Record<string, string>
  let aId: string
  const outboxFor = async (to: string) => (await t.app.inject({ url: `/dev/outbox?to=${to}` })).json().data

  beforeAll(async () => {
    t = await createTestApp()
    aId = await registerAccount(t, { email: 'notice-a@example.ca' })
    await registerAccount(t, { email: 'notice-b@example.ca' })
    a = bearer((await passwordLogin(t, 'notice-a@example.ca', 'secret-pass')).json().data.access_token)
    b = bearer((await passwordLogin(t, 'notice-b@example.ca', 'secret-pass')).json().data.access_token)
  }, 120_000)
  afterAll(() => t.close())

  it('lists the newest first with the unread count, and marks some or all read for their owner only', async () => {
    const first = await t.app.notices.notify(aId, 'favourite.priceChanged', {
      address: '12 King St W',
      price: '$899,000',
    })
    t.clock.advance(1000)
    await t.app.notices.notify(aId, 'contract.updated', { title: 'Lease', status: 'signed' })
    const list = (await t.app.inject({ url: '/house/api/notice/v1', headers: a })).json().data
    expect(list.unread).toBe(2)
    expect(list.items.map((n: { kind: string }) => n.kind)).toEqual(['contract.updated', 'favourite.priceChanged'])
    expect(list.items[1].body).toBe('12 King St W is now $899,000.')

    const stolen = await t.app.inject({
      method: 'POST',
      url: '/house/api/notice/v1/read',
      headers: b,
      payload: { ids: [first] },
    })
    expect(stolen.json().data).toEqual({ marked: 0, unread: 0 })
    const one = await t.app.inject({
      method: 'POST',
      url: '/house/api/notice/v1/read',
      headers: a,
      payload: { ids: [first] },
    })
    expect(one.json().data).toEqual({ marked: 1, unread: 1 })
    const all = await t.app.inject({
      method: 'POST',
      url: '/house/api/notice/v1/read',
      headers: a,
      payload: { all: true },
    })
    expect(all.json().data).toEqual({ marked: 1, unread: 0 })
  })

  it('refuses a read request with neither ids nor all, naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/house/api/notice/v1/read', headers: a, payload: {} })
    expect(res.statusCode).toBe(400)
    expect(res.json().data.fields[0].field).toBe('ids')
  })

  it('e-mails notices only after consent, and records when it was given', async () => {
    await t.app.notices.notify(aId, 'showing.updated', { address: '1 Bloor St E', status: 'confirmed' })
    expect(await outboxFor('notice-a@example.ca')).toHaveLength(1) // the registration code only
    const before = (await t.app.inject({ url: '/house/api/notice/v1/consent', headers: a })).json().data
    expect(before).toEqual({ email: false, decidedAt: null, address: 'notice-a@example.ca' })

    const on = await t.app.inject({
      method: 'PUT',
      url: '/house/api/notice/v1/consent',
      headers: a,
      payload: { email: true },
    })
    expect(on.json().data).toMatchObject({ email: true, decidedAt: t.clock.now.toISOString() })
    await t.app.notices.notify(aId, 'showing.updated', { address: '1 Bloor St E', status: 'confirmed' })
    const [mail] = await outboxFor('notice-a@example.ca')
    expect(mail.subject).toBe('Your showing was updated')
    expect(mail.body).toContain('1 Bloor St E: confirmed.')

    await t.app.inject({ method: 'PUT', url: '/house/api/notice/v1/consent', headers: a, payload: { email: false } })
    await t.app.notices.notify(aId, 'showing.updated', { address: '2 Bloor St E', status: 'confirmed' })
    expect(await outboxFor('notice-a@example.ca')).toHaveLength(2)
  })

  it("names the agent's app in the e-mailed notices of a client of her app", async () => {
    const clientId = await registerAccount(t, { email: 'notice-client@example.ca' })
    const agentId = await registerAccount(t, { email: 'notice-agent@example.ca' })
    const [app] = (
      (await t.database.db.execute(sql`
        insert into agent_apps (user_id, app_name) values (${agentId}::uuid, 'Harbour Homes') returning id`)) as unknown as {
        rows: { id: string }[]
      }
    ).rows
    await t.database.db.execute(sql`
      insert into agent_app_clients (client_user_id, app_id, source, first_at)
      values (${clientId}::uuid, ${app!.id}::uuid, 'link', now())`)
    const headers = bearer((await passwordLogin(t, 'notice-client@example.ca', 'secret-pass')).json().data.access_token)
    await t.app.inject({ method: 'PUT', url: '/house/api/notice/v1/consent', headers, payload: { email: true } })
    // an app whose subscription is not running is not named
    await t.app.notices.notify(clientId, 'showing.updated', { address: '1 Bloor St E', status: 'confirmed' })
    const mailAbout = async (address: string) =>
      ((await outboxFor('notice-client@example.ca')) as { subject: string; body: string }[]).find((m) =>
        m.body.startsWith(address),
      )
    expect((await mailAbout('1 Bloor St E'))?.subject).toBe('Your showing was updated')
    await t.database.db.execute(sql`
      insert into agent_app_orders
        (app_id, user_id, plan, months, amount_cents, status, provider, paid_at, period_start, period_end)
      values (${app!.id}::uuid, ${agentId}::uuid, 'monthly', 1, 2900, 'paid', 'invoice',
        ${t.clock.now.toISOString()}::timestamptz - interval '1 day', ${t.clock.now.toISOString()}::timestamptz - interval '1 day',
        ${t.clock.now.toISOString()}::timestamptz + interval '30 days')`)
    await t.app.notices.notify(clientId, 'showing.updated', { address: '2 Bloor St E', status: 'confirmed' })
    const mail = await mailAbout('2 Bloor St E')
    expect(mail?.subject).toBe('Harbour Homes · Your showing was updated')
    expect(mail?.body).toContain('Sent by MapleNest for Harbour Homes.')
  })

  it('keeps visitors out', async () => {
    const visitor = bearer((await visitorLogin(t)).access_token)
    expect((await t.app.inject({ url: '/house/api/notice/v1', headers: visitor })).statusCode).toBe(403)
  })
})

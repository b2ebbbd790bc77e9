import { toShowingTime } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts.ts'
import { seedIfWanted } from '../../../src/seed/index.ts'
import { bearer, passwordLogin, registerAccount, visitorLogin } from '../../helpers/accounts.ts'
import { type PushEndpoint, startPushEndpoint } from '../../helpers/push-endpoint.ts'
import { TEST_ANCHOR } from '../../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('Web Push: binding a device and the notices it receives', () => {
  let t: TestApp
  let peer: PushEndpoint
  let buyer: { headers: Record<string, string>; userId: string }
  let agent: Record<string, string>
  let listing: { ml_num: string; city: 'toronto' | 'vancouver' }
  const day = (n: number) => new Date(TEST_ANCHOR.getTime() + n * 86_400_000).toISOString().slice(0, 10)

  const call = async (method: string, url: string, headers: Record<string, string>, payload?: unknown) => {
    const res = await t.app.inject({ method: method as 'POST', url, headers, ...(payload ? { payload } : {}) })
    return { status: res.statusCode, body: res.json() }
  }
  const bind = (headers: Record<string, string>, userId: string, subscription: unknown, clientId = 'phone-1') =>
    call('POST', '/app/bindingEquipment', headers, {
      token: JSON.stringify(subscription),
      userId,
      platform: 'android',
      clientId,
    })
  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows

  /** The buyer books a showing of the agent's listing; the agent confirms it. */
  async function confirmedShowing(hour: number): Promise<string> {
    const time = toShowingTime(day(3), `${hour}:00`, listing.city)
    const booked = await call('POST', '/house/api/appointment/v1', buyer.headers, {
      mlNum: listing.ml_num,
      time,
      name: 'Mei Lin',
      phone: '4165550123',
      email: 'mei@example.com',
    })
    expect(booked.status).toBe(201)
    const id = booked.body.data.id
    const confirmed = await call('POST', `/house/api/appointment/v1/${id}/confirm`, agent)
    expect(confirmed.status).toBe(200)
    return id
  }

  beforeAll(async () => {
    peer = await startPushEndpoint()
    t = await createTestApp({
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      PUSH_ENDPOINT_ORIGINS: peer.origin,
    })
    t.clock.now = TEST_ANCHOR
    await seedIfWanted(t.app, { ...t.env, SEED_DEMO: true, SEED_SIZE: 'tiny' }, { anchor: TEST_ANCHOR })
    const login = async (email: string) => (await passwordLogin(t, email, DEMO_PASSWORD)).json().data
    const b = await login('buyer@demo.maplenest.ca')
    buyer = { headers: bearer(b.access_token), userId: b.userId }
    agent = bearer((await login('agent@demo.maplenest.ca')).access_token)
    const found = await rows<{ ml_num: string; city: 'toronto' | 'vancouver' }>(sql`
      select l.ml_num, l.city from listings l
      join agent_profiles a on a.id = l.list_agent_id join users u on u.id = a.user_id
      where u.email = 'agent@demo.maplenest.ca' and l.lsc in ('new', 'pc', 'ext', 'bom') order by l.ml_num limit 1`)
    if (!found[0]) throw new Error('the demo agent has no available listing')
    listing = found[0]
  }, 240_000)
  afterAll(async () => {
    await t.close()
    await peer.close()
  })

  it('gives the VAPID public key browsers subscribe with', async () => {
    const res = await t.app.inject({ url: '/house/api/push/v1/key' })
    expect(res.json().data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
  })

  it('pushes the showing notice to the buyer’s device when the agent confirms it: signed, encrypted, in English', async () => {
    const sub = peer.subscribe()
    expect((await bind(buyer.headers, buyer.userId, sub)).status).toBe(200)
    const before = peer.received.length
    const id = await confirmedShowing(10)
    await peer.waitFor(before + 1)
    expect(peer.problems).toEqual([])
    const push = peer.received.at(-1)!
    expect(push.path).toBe(new URL(sub.endpoint).pathname)
    expect(push.claims.aud).toBe(peer.origin)
    expect(push.claims.sub).toBe('mailto:no-reply@maplenest.ca')
    expect(push.payload).toMatchObject({
      title: 'Showing confirmed',
      url: `/h5/pages/my/appt/appt-detail?id=${id}`,
    })
  })

  it('writes the push in the person’s own language', async () => {
    await t.database.db.execute(sql`update users set language = 'zh-Hans-CN' where id = ${buyer.userId}`)
    const before = peer.received.length
    await confirmedShowing(12)
    await peer.waitFor(before + 1)
    expect(peer.received.at(-1)!.payload).toMatchObject({ title: '看房已确认' })
    await t.database.db.execute(sql`update users set language = 'en-GB' where id = ${buyer.userId}`)
  })

  it('drops a subscription the push service says is gone (410)', async () => {
    const sub = peer.subscribe()
    expect((await bind(buyer.headers, buyer.userId, sub, 'phone-2')).status).toBe(200)
    peer.revoke(sub.endpoint)
    await t.app.notices.notify(buyer.userId, 'feedback.replied', { feedbackId: 'x', excerpt: 'Hello' })
    await t.app.push.settle()
    const left = await rows<{ n: number }>(
      sql`select count(*)::int as n from push_subscriptions where endpoint = ${sub.endpoint}`,
    )
    expect(left[0]!.n).toBe(0)
  })

  it('stops pushing to a device once it is unbound', async () => {
    const res = await call('POST', '/house/api/push/v1/unbind', buyer.headers, { clientId: 'phone-1' })
    expect(res.body.data).toEqual({ bound: false, clientId: 'phone-1' })
    const before = peer.received.length
    await t.app.notices.notify(buyer.userId, 'feedback.replied', { feedbackId: 'x', excerpt: 'Hello' })
    await t.app.push.settle()
    expect(peer.received.length).toBe(before)
  })

  it('forgets a device when its sign-in ends', async () => {
    const session = (await passwordLogin(t, 'buyer@demo.maplenest.ca', DEMO_PASSWORD)).json().data
    expect((await bind(bearer(session.access_token), buyer.userId, peer.subscribe(), 'shared-laptop')).status).toBe(200)
    await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { ...bearer(session.access_token), clientid: 'shared-laptop' },
    })
    const left = await rows<{ n: number }>(
      sql`select count(*)::int as n from push_subscriptions where client_id = 'shared-laptop'`,
    )
    expect(left[0]!.n).toBe(0)
  })

  it('binds only a registered person’s own device, to a known push service', async () => {
    const sub = peer.subscribe()
    const visitor = await visitorLogin(t)
    const asVisitor = await bind(bearer(visitor.access_token), visitor.userId, sub)
    expect(asVisitor).toMatchObject({
      status: 403,
      body: { msg: 'Sign in with a registered account to receive notifications' },
    })
    const other = await registerAccount(t, { email: 'push-other@example.com' })
    const forOther = await bind(buyer.headers, other, sub)
    expect(forOther).toMatchObject({ status: 403, body: { msg: 'You can only link a device to your own account' } })
    const evil = { ...sub, endpoint: 'https://169.254.169.254/latest/meta-data' }
    expect((await bind(buyer.headers, buyer.userId, evil)).status).toBe(400)
    expect(
      (await call('POST', '/app/bindingEquipment', {}, { token: '{}', userId: 'x', platform: 'web', clientId: 'c' }))
        .status,
    ).toBe(401)
  })

  it.each([
    ['en-GB', 'The token must be a push subscription (JSON)'],
    ['zh-Hans-CN', 'token 须为推送订阅（JSON）'],
  ])('refuses a token that is not a subscription, naming the field, in %s', async (language, msg) => {
    const res = await call(
      'POST',
      '/app/bindingEquipment',
      { ...buyer.headers, language },
      {
        token: 'not json',
        userId: buyer.userId,
        platform: 'web',
        clientId: 'c',
      },
    )
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(msg)
    expect(JSON.stringify(res.body)).toContain('token')
  })
})

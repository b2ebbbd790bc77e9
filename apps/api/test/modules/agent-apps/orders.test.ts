import { addMonths } from '@maplenest/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passwordLogin } from '../../helpers/accounts.ts'
import { newUser } from '../agents/agent-fixtures.ts'
import { type AppsTest, createAppsTest } from './agent-app-fixtures.ts'

const BASE = '/house/api/order/v1'
const DAY = 86_400_000

describe('agent app orders: invoice marked paid by an administrator, renewals, receipts', () => {
  let a: AppsTest
  let broker: { userId: string; token: string }
  beforeAll(async () => {
    a = await createAppsTest()
    broker = await a.newBroker('orders-broker@example.com')
  }, 240_000)
  afterAll(() => a.t.close())

  const signIn = async () =>
    (broker.token = (await passwordLogin(a.t, 'orders-broker@example.com', 'secret-pass')).json().data.access_token)

  it('lists the plans with prices in cents of CAD, to anyone', async () => {
    const res = await a.call('GET', `${BASE}/plans`)
    expect(res.body.data).toEqual([
      { id: 'monthly', months: 1, priceCents: 2900, currency: 'CAD' },
      { id: 'yearly', months: 12, priceCents: 29000, currency: 'CAD' },
    ])
  })

  it.each([
    ['en-GB', 'Only approved brokers have their own app: become a broker first'],
    ['zh-Hans-CN', '只有已通过审核的经纪才能拥有自己的应用，请先申请成为经纪'],
  ])('refuses anyone who is not a broker (%s), writing nothing', async (language, msg) => {
    const user = await newUser(a.t, `not-broker-${language}@example.com`)
    const res = await a.call('POST', BASE, a.headers(user, language), { plan: 'monthly' })
    expect([res.status, res.body.msg]).toEqual([403, msg])
    const visitor = await a.call('POST', BASE, a.headers(a.tokens.visitor, language), { plan: 'monthly' })
    expect(visitor.status).toBe(403)
    expect((await a.call('POST', BASE, {}, { plan: 'monthly' })).status).toBe(401)
  })

  it('refuses an unknown plan with a 400 naming it, in both languages', async () => {
    const en = await a.call('POST', BASE, a.headers(broker.token), { plan: 'weekly' })
    expect([en.status, en.body.msg]).toEqual([400, 'Choose a plan: monthly or yearly'])
    const zh = await a.call('POST', BASE, a.headers(broker.token, 'zh-Hans-CN'), {})
    expect(zh.status).toBe(400)
    expect(zh.body.msg).toContain('请选择套餐')
    const list = await a.call('GET', BASE, a.headers(broker.token))
    expect(list.body.data.items).toEqual([])
  })

  it('makes the app live once an administrator marks the invoice paid, and tells the broker', async () => {
    const created = await a.call('POST', BASE, a.headers(broker.token), { plan: 'monthly' })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      plan: 'monthly',
      amountCents: 2900,
      currency: 'CAD',
      status: 'pending',
      provider: 'invoice',
      checkoutUrl: null,
      paidAt: null,
    })
    expect(created.body.data.number).toMatch(/^MN-\d{8}-[0-9A-F]{6}$/)
    const before = await a.call('GET', BASE, a.headers(broker.token))
    expect(before.body.data).toMatchObject({ live: false, activeUntil: null, provider: 'invoice' })
    // The broker cannot mark their own invoice paid.
    const self = await a.call('POST', `${BASE}/${created.body.data.id}/mark-paid`, a.headers(broker.token))
    expect([self.status, self.body.msg]).toEqual([403, 'Only an administrator can do this'])
    const paid = await a.call('POST', `${BASE}/${created.body.data.id}/mark-paid`, a.headers(a.tokens.admin))
    expect(paid.status).toBe(200)
    const now = a.t.clock.now
    expect(paid.body.data).toMatchObject({
      status: 'active',
      paidAt: now.toISOString(),
      periodStart: now.toISOString(),
      periodEnd: addMonths(now, 1).toISOString(),
      renewal: false,
    })
    const after = await a.call('GET', BASE, a.headers(broker.token))
    expect(after.body.data).toMatchObject({ live: true, activeUntil: addMonths(now, 1).toISOString() })
    const notices = await a.call('GET', '/house/api/notice/v1', a.headers(broker.token))
    expect(notices.body.data.items[0]).toMatchObject({
      title: 'Subscription paid',
      body: `Order ${created.body.data.number} is paid: your app is live until ${addMonths(now, 1).toISOString().slice(0, 10)}.`,
    })
    const again = await a.call('POST', `${BASE}/${created.body.data.id}/mark-paid`, a.headers(a.tokens.admin))
    expect([again.status, again.body.msg]).toEqual([409, 'This order is no longer waiting for payment'])
  })

  it('starts a renewal paid early when the running period ends, then expires the first', async () => {
    const running = (await a.call('GET', BASE, a.headers(broker.token))).body.data
    const end = new Date(running.activeUntil)
    a.t.clock.advance(60_000)
    const renewal = await a.call('POST', BASE, a.headers(broker.token), { plan: 'yearly' })
    const paid = await a.call('POST', `${BASE}/${renewal.body.data.id}/mark-paid`, a.headers(a.tokens.admin))
    expect(paid.body.data).toMatchObject({
      status: 'paid',
      renewal: true,
      periodStart: end.toISOString(),
      periodEnd: addMonths(end, 12).toISOString(),
    })
    expect((await a.call('GET', BASE, a.headers(broker.token))).body.data.activeUntil).toBe(
      addMonths(end, 12).toISOString(),
    )
    a.t.clock.now = new Date(end.getTime() + DAY)
    await signIn()
    await a.refreshTokens()
    const later = (await a.call('GET', BASE, a.headers(broker.token))).body.data
    expect(later.live).toBe(true)
    expect(later.items.map((o: { plan: string; status: string }) => `${o.plan} ${o.status}`)).toEqual([
      'yearly active',
      'monthly expired',
    ])
  })

  it('shows an order and its receipt to its broker and administrators only', async () => {
    const [order] = (await a.call('GET', BASE, a.headers(broker.token))).body.data.items
    const other = await a.newBroker('orders-other@example.com')
    const refused = await a.call('GET', `${BASE}/${order.id}`, a.headers(other.token, 'zh-Hans-CN'))
    expect([refused.status, refused.body.msg]).toEqual([403, '该订单属于其他账户'])
    expect(refused.raw).not.toContain(order.number)
    expect((await a.call('GET', `${BASE}/${order.id}`, a.headers(a.tokens.admin))).body.data.number).toBe(order.number)
    const own = await a.call('GET', `${BASE}/${order.id}`, a.headers(broker.token))
    expect(own.body.data).toMatchObject({ number: order.number, agentEmail: 'orders-broker@example.com' })
    const unknown = await a.call('GET', `${BASE}/0b9c1f3e-7d1a-4b8e-9a55-3f2e1d0c9b8a`, a.headers(broker.token))
    expect(unknown.status).toBe(404)
  })

  it('lists pending invoices to administrators only', async () => {
    const created = await a.call('POST', BASE, a.headers(broker.token), { plan: 'monthly' })
    const admin = await a.call('GET', `${BASE}/admin?status=pending`, a.headers(a.tokens.admin))
    expect(admin.body.data.map((o: { id: string }) => o.id)).toContain(created.body.data.id)
    expect((await a.call('GET', `${BASE}/admin`, a.headers(broker.token))).status).toBe(403)
    const bad = await a.call('GET', `${BASE}/admin?status=lost`, a.headers(a.tokens.admin))
    expect(bad.status).toBe(400)
  })

  it('answers the Stripe webhook 404 while Stripe is not configured', async () => {
    const res = await a.call('POST', `${BASE}/stripe/webhook`, { 'content-type': 'application/json' }, '{}')
    expect([res.status, res.body.msg]).toEqual([404, 'Card payments are not set up on this server'])
  })
})

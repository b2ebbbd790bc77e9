import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signStripePayload } from '../../../src/modules/agent-apps/stripe.ts'
import { type AppsTest, createAppsTest } from './agent-app-fixtures.ts'

const BASE = '/house/api/order/v1'
const SECRET = 'whsec_test_local_secret'

/** A local HTTP peer standing in for Stripe's API: it records checkout requests and answers a session. */
function stripePeer() {
  const requests: { path: string; auth: string; form: URLSearchParams }[] = []
  let refuse = false
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => {
      body += c
    })
    req.on('end', () => {
      requests.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', form: new URLSearchParams(body) })
      if (refuse) {
        res.writeHead(402, { 'content-type': 'application/json' }).end('{"error":{"message":"card_declined"}}')
        return
      }
      const id = `cs_test_${requests.length}`
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}` }))
    })
  })
  return {
    requests,
    server,
    refuseNext: (v: boolean) => {
      refuse = v
    },
  }
}

describe('agent app orders paid by Stripe Checkout, confirmed by its signed webhook', () => {
  let a: AppsTest
  const peer = stripePeer()
  let broker: { userId: string; token: string }
  beforeAll(async () => {
    await new Promise<void>((resolve) => peer.server.listen(0, '127.0.0.1', resolve))
    const { port } = peer.server.address() as AddressInfo
    a = await createAppsTest({
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    })
    broker = await a.newBroker('stripe-broker@example.com')
  }, 240_000)
  afterAll(async () => {
    await a.t.close()
    await new Promise((resolve) => peer.server.close(resolve))
  })

  const event = (sessionId: string, paymentStatus = 'paid') =>
    JSON.stringify({
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus } },
    })
  const deliver = (body: string, signature: string) =>
    a.call(
      'POST',
      `${BASE}/stripe/webhook`,
      { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    )

  it('opens a Checkout Session for the order and answers its address', async () => {
    const res = await a.call('POST', BASE, a.headers(broker.token), { plan: 'yearly' })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      provider: 'stripe',
      status: 'pending',
      checkoutUrl: 'https://checkout.stripe.test/pay/cs_test_1',
    })
    const sent = peer.requests[0]!
    expect(sent.path).toBe('/v1/checkout/sessions')
    expect(sent.auth).toBe('Bearer sk_test_local')
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: 'payment',
      'metadata[orderId]': res.body.data.id,
      client_reference_id: res.body.data.id,
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][unit_amount]': '29000',
      customer_email: 'stripe-broker@example.com',
    })
  })

  it('refuses a webhook whose signature is wrong, stale or missing, changing nothing', async () => {
    const body = event('cs_test_1')
    const now = a.t.clock.now
    const wrong = await deliver(body, signStripePayload(body, 'whsec_someone_else', now))
    expect([wrong.status, wrong.body.msg]).toEqual([400, 'The payment notice’s signature does not match'])
    const stale = await deliver(body, signStripePayload(body, SECRET, new Date(now.getTime() - 10 * 60_000)))
    expect(stale.status).toBe(400)
    const tampered = await deliver(body.replace('"paid"', '"paid" '), signStripePayload(body, SECRET, now))
    expect(tampered.status).toBe(400)
    const missing = await a.call('POST', `${BASE}/stripe/webhook`, { 'content-type': 'application/json' }, body)
    expect(missing.status).toBe(400)
    const list = await a.call('GET', BASE, a.headers(broker.token))
    expect(list.body.data).toMatchObject({ live: false })
    expect(list.body.data.items[0].status).toBe('pending')
  })

  it('marks the order paid on a signed, completed and paid checkout, once however often it is delivered', async () => {
    const unpaid = event('cs_test_1', 'unpaid')
    const ignored = await deliver(unpaid, signStripePayload(unpaid, SECRET, a.t.clock.now))
    expect(ignored.body.data).toEqual({ received: true, orderId: null })
    const body = event('cs_test_1')
    const res = await deliver(body, signStripePayload(body, SECRET, a.t.clock.now))
    expect(res.status).toBe(200)
    const [order] = (await a.call('GET', BASE, a.headers(broker.token))).body.data.items
    expect(res.body.data).toEqual({ received: true, orderId: order.id })
    expect(order).toMatchObject({ status: 'active', checkoutUrl: null })
    const again = await deliver(body, signStripePayload(body, SECRET, a.t.clock.now))
    expect(again.status).toBe(200)
    const list = (await a.call('GET', BASE, a.headers(broker.token))).body.data
    expect(list.live).toBe(true)
    expect(list.items).toHaveLength(1)
  })

  it('answers 503 and keeps no order when Stripe refuses the checkout', async () => {
    peer.refuseNext(true)
    try {
      const res = await a.call('POST', BASE, a.headers(broker.token, 'zh-Hans-CN'), { plan: 'monthly' })
      expect([res.status, res.body.msg]).toEqual([503, '支付服务没有响应，请稍后再试'])
      expect((await a.call('GET', BASE, a.headers(broker.token))).body.data.items).toHaveLength(1)
    } finally {
      peer.refuseNext(false)
    }
  })
})

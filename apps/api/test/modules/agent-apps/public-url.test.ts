import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppsTest, createAppsTest } from './agent-app-fixtures.ts'

const PUBLIC_URL = 'https://maplenest.example'
/** What a caller may put in Host and X-Forwarded-Host: none of it may reach a link. */
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }

describe('absolute links start with PUBLIC_URL, whatever Host the request names', () => {
  let a: AppsTest
  let stripe: Server
  const checkouts: URLSearchParams[] = []
  let appId: string
  let agentUserId: string

  beforeAll(async () => {
    // A local stand-in for Stripe's API: it records each checkout it is asked for.
    stripe = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => {
        body += c
      })
      req.on('end', () => {
        checkouts.push(new URLSearchParams(body))
        const id = `cs_test_${checkouts.length}`
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ id, url: `https://checkout.stripe.test/${id}` }))
      })
    })
    await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve))
    a = await createAppsTest({
      PUBLIC_URL,
      PRODUCT_DOMAINS: 'maplenest.example',
      // Trusted forwarding headers must not matter either: links never come from the request.
      TRUST_PROXY: 'true',
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_local',
      STRIPE_API_URL: `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`,
    })
    const mine = await a.call('GET', '/house/api/app/v1/mine', { ...a.headers(a.tokens.agent), ...FORGED })
    appId = mine.body.data.app.appId
    agentUserId = mine.body.data.app.userId
    expect(mine.body.data.app.inviteUrl).toBe(
      `https://demo.maplenest.example/h5/?appId=${appId}&agentUserId=${agentUserId}&src=qr`,
    )
  }, 240_000)
  afterAll(async () => {
    await a?.t.close()
    await new Promise((resolve) => stripe.close(resolve))
  })

  it('writes the invite link of an agent’s QR code on the public address', async () => {
    const res = await a.call('GET', `/house/api/user/v1/subscriber/${appId}`, FORGED)
    expect(res.body.data.appInfoVo.inviteUrl).toBe(
      `https://demo.maplenest.example/h5/?appId=${appId}&agentUserId=${agentUserId}&src=qr`,
    )
  })

  it('writes the share card of an agent’s app on the public address', async () => {
    const res = await a.call('GET', `/house/api/share/v2/webApp?userId=${agentUserId}&appId=${appId}`, FORGED)
    expect(res.status).toBe(200)
    expect(res.body.data.url).toBe(
      `https://demo.maplenest.example/h5/?appId=${appId}&agentUserId=${agentUserId}&src=link`,
    )
  })

  it('sends Stripe return and cancel pages on the public address', async () => {
    const broker = await a.newBroker('public-url-broker@example.com')
    const res = await a.call(
      'POST',
      '/house/api/order/v1',
      { ...a.headers(broker.token), ...FORGED },
      { plan: 'monthly' },
    )
    expect(res.status).toBe(201)
    const sent = checkouts.at(-1)!
    const back = `${PUBLIC_URL}/h5/pages/Subscribetotwo/order?orderId=${res.body.data.id}`
    expect(sent.get('success_url')).toBe(`${back}&paid=1`)
    expect(sent.get('cancel_url')).toBe(back)
  })
})

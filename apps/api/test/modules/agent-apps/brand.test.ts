import { toShowingTime } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, passwordLogin, visitorLogin } from '../../helpers/accounts.ts'
import { type AppsTest, createAppsTest } from './agent-app-fixtures.ts'

const DEMO_HOST = 'demo.maplenest.localhost:8080'

describe('agent app brand: by sub-domain or by app id, live only while subscribed', () => {
  let a: AppsTest
  let appId: string
  let agentUserId: string
  beforeAll(async () => {
    a = await createAppsTest()
    const mine = await a.call('GET', '/house/api/app/v1/mine', a.headers(a.tokens.agent))
    appId = mine.body.data.app.appId
    agentUserId = mine.body.data.app.userId
  }, 240_000)
  afterAll(() => a.t.close())

  it('answers the app record of the demo agent’s sub-domain (spec §3 fields)', async () => {
    const res = await a.call('GET', `/house/api/pdf/test?domain=${DEMO_HOST}`)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual([
      {
        appId,
        userId: agentUserId,
        appName: 'Olivia Chen Homes',
        appIconUrl: expect.stringMatching(/^\/house\/api\/file\/v1\/agent-icon\//),
        appAdvUrl: expect.stringMatching(/^\/house\/api\/file\/v1\/agent-banner\//),
        userName: 'Olivia Chen 陈思雨',
      },
    ])
  })

  it('answers [] for the product’s own hosts and other domains', async () => {
    for (const domain of ['maplenest.localhost', 'www.maplenest.localhost', '127.0.0.1:8080', 'example.com']) {
      const res = await a.call('GET', `/house/api/pdf/test?domain=${domain}`)
      expect([domain, res.status, res.body.data]).toEqual([domain, 200, []])
    }
  })

  it.each([
    ['en-GB', 'Unauthorized subdomain'],
    ['zh-Hans-CN', '未授权的子域名'],
  ])('answers an unknown sub-domain 404 Unauthorized subdomain in %s', async (language, msg) => {
    const res = await a.call('GET', '/house/api/pdf/test?domain=nobody.maplenest.localhost', { language })
    expect(res.status).toBe(404)
    expect(res.body.msg).toBe(msg)
    expect(res.body.data).toEqual({ reason: 'Unauthorized subdomain' })
  })

  it('refuses a missing domain and a malformed app id with a 400 naming the field', async () => {
    const noDomain = await a.call('GET', '/house/api/pdf/test', { language: 'zh-Hans-CN' })
    expect(noDomain.status).toBe(400)
    expect(JSON.stringify(noDomain.body)).toContain('domain')
    const badId = await a.call('GET', '/house/api/user/v1/subscriber/not-an-id')
    expect(badId.status).toBe(400)
    expect(badId.body.msg).toContain('The app id must be a UUID')
  })

  it('answers data.appInfoVo with brand, domain, signatureSwitch, agent and invite link', async () => {
    const res = await a.call('GET', `/house/api/user/v1/subscriber/${appId}`, { host: DEMO_HOST })
    expect(res.status).toBe(200)
    const vo = res.body.data.appInfoVo
    expect(vo).toMatchObject({
      appId,
      userId: agentUserId,
      appName: 'Olivia Chen Homes',
      shortName: 'Olivia Homes',
      domain: 'demo.maplenest.localhost',
      subdomain: 'demo',
      themeColor: '#0b6e4f',
      signatureSwitch: 'true',
      live: true,
      agent: { name: 'Olivia Chen 陈思雨' },
    })
    expect(vo.inviteUrl).toBe(
      `http://demo.maplenest.localhost:8080/h5/?appId=${appId}&agentUserId=${agentUserId}&src=qr`,
    )
    const unknown = await a.call('GET', '/house/api/user/v1/subscriber/0b9c1f3e-7d1a-4b8e-9a55-3f2e1d0c9b8a')
    expect(unknown.status).toBe(404)
    expect(unknown.body.msg).toBe('Unauthorized subdomain')
  })

  it('makes the icon into every size the manifest needs, as PNG', async () => {
    const vo = (await a.call('GET', `/house/api/user/v1/subscriber/${appId}`)).body.data.appInfoVo
    const sizes: [string, number][] = [
      [vo.icons.icon192, 192],
      [vo.icons.icon512, 512],
      [vo.icons.maskable512, 512],
      [vo.icons.appleTouch180, 180],
    ]
    for (const [url, side] of sizes) {
      const res = await a.t.app.inject({ url })
      expect(res.statusCode).toBe(200)
      const meta = await sharp(res.rawPayload).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', side, side])
    }
  })

  it('serves /h5/manifest.webmanifest per app: name, short name, icons, colour, start URL with the app id', async () => {
    const expected = {
      name: 'Olivia Chen Homes',
      short_name: 'Olivia Homes',
      theme_color: '#0b6e4f',
      start_url: `/h5/?appId=${appId}&agentUserId=${agentUserId}`,
      display: 'standalone',
    }
    const byHost = await a.call('GET', '/h5/manifest.webmanifest', { host: DEMO_HOST })
    expect(byHost.type).toContain('application/manifest+json')
    const manifest = JSON.parse(byHost.raw)
    expect(manifest).toMatchObject(expected)
    expect(manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    const byLink = JSON.parse((await a.call('GET', `/h5/manifest.webmanifest?appId=${appId}`)).raw)
    expect(byLink).toMatchObject(expected)
    const product = JSON.parse((await a.call('GET', '/h5/manifest.webmanifest')).raw)
    expect(product).toMatchObject({ name: 'MapleNest', start_url: '/h5/' })
  })

  it('serves /h5/ with the app’s title, colour, touch icon and manifest, and the product domains', async () => {
    const page = (await a.call('GET', '/h5/pages/home', { host: DEMO_HOST })).raw
    expect(page).toContain('<title>Olivia Chen Homes</title>')
    expect(page).toContain('<meta name="theme-color" content="#0b6e4f" />')
    expect(page).toContain('<meta name="apple-mobile-web-app-title" content="Olivia Homes" />')
    expect(page).toContain(`<link rel="manifest" href="/h5/manifest.webmanifest?appId=${appId}">`)
    expect(page).toMatch(/<link rel="apple-touch-icon" sizes="180x180" href="\/house\/api\/file\/v1\/agent-icon\//)
    expect(page).toContain('<meta name="maplenest-product-domains" content="maplenest.localhost">')
    const byLink = (await a.call('GET', `/h5/?appId=${appId}&agentUserId=${agentUserId}`)).raw
    expect(byLink).toContain('<title>Olivia Chen Homes</title>')
    // The service worker keeps the page as index.html: it is branded the same way.
    expect((await a.call('GET', '/h5/index.html', { host: DEMO_HOST })).raw).toContain('Olivia Chen Homes')
    const unknown = (await a.call('GET', '/h5/', { host: 'nobody.maplenest.localhost' })).raw
    expect(unknown).toContain('<title>MapleNest</title>')
    expect(unknown).toContain('maplenest-product-domains')
  })

  it('records a client’s first touch with time and source, and keeps it on the next visit', async () => {
    const visitor = (await visitorLogin(a.t, 'brand-visitor')).access_token
    const url = `/house/api/app/v1/${appId}/join`
    const first = await a.call('POST', url, bearer(visitor), { source: 'subdomain' })
    expect(first.body.data).toMatchObject({ outcome: 'joined', appId, source: 'subdomain', current: null })
    expect(first.body.data.since).toBe(a.t.clock.now.toISOString())
    a.t.clock.advance(60_000)
    const again = await a.call('POST', url, bearer(visitor), { source: 'qr' })
    expect(again.body.data).toMatchObject({ outcome: 'already', source: 'subdomain', since: first.body.data.since })
    const bad = await a.call('POST', url, { ...bearer(visitor), language: 'zh-Hans-CN' }, { source: 'billboard' })
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toContain('来源须为')
  })

  it('never moves a client to another agent’s app without asking, and moves them when they say yes', async () => {
    const other = await a.newBroker('second-broker@example.com')
    const otherApp = await a.liveAppOf(other.token)
    const client = (await visitorLogin(a.t, 'brand-client')).access_token
    await a.call('POST', `/house/api/app/v1/${appId}/join`, bearer(client), { source: 'qr' })
    const asked = await a.call('POST', `/house/api/app/v1/${otherApp}/join`, bearer(client), { source: 'link' })
    expect(asked.body.data).toMatchObject({
      outcome: 'askSwitch',
      appId,
      current: { appId, appName: 'Olivia Chen Homes', agentName: 'Olivia Chen 陈思雨' },
    })
    // Still the demo agent's client.
    const still = await a.call('POST', `/house/api/app/v1/${appId}/join`, bearer(client), { source: 'qr' })
    expect(still.body.data.outcome).toBe('already')
    const moved = await a.call('POST', `/house/api/app/v1/${otherApp}/join`, bearer(client), {
      source: 'link',
      switch: true,
    })
    expect(moved.body.data).toMatchObject({ outcome: 'switched', appId: otherApp, source: 'link' })
  })

  it('seeds the demo app with a paid order and clients with activity and alerts', async () => {
    const orders = await a.call('GET', '/house/api/order/v1', bearer(a.tokens.agent))
    expect(orders.body.data).toMatchObject({ live: true })
    expect(orders.body.data.items).toEqual([expect.objectContaining({ plan: 'yearly', status: 'active' })])
    const clients = await a.call('GET', '/house/api/activity/v1/clients', bearer(a.tokens.agent))
    const names = clients.body.data.items.map((c: { name: string }) => c.name)
    expect(names).toEqual(expect.arrayContaining(['Daniel Wong', 'Mei Lin 林美', 'Arjun Patel']))
    const active = await a.call('GET', '/house/api/activity/v1/active?period=WEEK', bearer(a.tokens.agent))
    expect(active.body.data.items.map((c: { name: string; actions: number }) => `${c.name} ${c.actions}`)).toEqual([
      'Daniel Wong 5',
      'Mei Lin 林美 5',
      'Arjun Patel 2',
    ])
    const mei = clients.body.data.items.find((c: { name: string }) => c.name === 'Mei Lin 林美')
    const details = await a.call('GET', `/house/api/activity/v1/clients/${mei.userId}`, bearer(a.tokens.agent))
    expect(details.body.data.alerts.map((x: { reason: string }) => x.reason).sort()).toEqual([
      'booked',
      'favourited',
      'returned',
      'viewedThrice',
    ])
  })

  it('sends a showing booked in the app to the app’s agent, and one booked elsewhere to the listing’s side', async () => {
    const other = await a.newBroker('showings-broker@example.com')
    const otherApp = await a.liveAppOf(other.token)
    const [listing] = (
      (await a.t.database.db.execute(
        sql`select ml_num, city from listings where lsc in ('new', 'pc', 'ext', 'bom') and city = 'toronto'
            order by ml_num desc limit 1`,
      )) as unknown as { rows: { ml_num: string; city: 'toronto' }[] }
    ).rows
    const day = new Date(a.t.clock.now.getTime() + 6 * 86_400_000).toISOString().slice(0, 10)
    const book = (time: string, appId?: string) =>
      a.call('POST', '/house/api/appointment/v1', bearer(a.tokens.buyer), {
        mlNum: listing!.ml_num,
        time: toShowingTime(day, time, 'toronto'),
        name: 'Daniel Wong',
        phone: '4165550101',
        email: 'buyer@demo.maplenest.ca',
        ...(appId ? { appId } : {}),
      })
    const inApp = await book('10:00', otherApp)
    expect(inApp.status).toBe(201)
    const read = await a.call('GET', `/house/api/appointment/v1/${inApp.body.data.id}`, bearer(other.token))
    expect(read.body.data).toMatchObject({ assignedBy: 'agentApp', agent: { id: other.userId } })
    const elsewhere = await book('12:00')
    const plain = await a.call('GET', `/house/api/appointment/v1/${elsewhere.body.data.id}`, bearer(a.tokens.buyer))
    expect(plain.body.data.assignedBy).not.toBe('agentApp')
  })

  it('stops serving an app whose subscription ended', async () => {
    const broker = await a.newBroker('lapsing-broker@example.com')
    const lapsing = await a.liveAppOf(broker.token)
    await a.call('PUT', '/house/api/app/v1/mine', bearer(broker.token), {
      appName: 'Lapsing Homes',
      themeColor: '#334455',
      subdomain: 'lapsing',
      signatureSwitch: 'false',
    })
    expect((await a.call('GET', '/house/api/pdf/test?domain=lapsing.maplenest.localhost')).status).toBe(200)
    const saved = a.t.clock.now
    a.t.clock.advance(32 * 86_400_000)
    try {
      expect((await a.call('GET', '/house/api/pdf/test?domain=lapsing.maplenest.localhost')).status).toBe(404)
      expect((await a.call('GET', `/house/api/user/v1/subscriber/${lapsing}`)).status).toBe(404)
      const page = (await a.call('GET', '/h5/', { host: 'lapsing.maplenest.localhost' })).raw
      expect(page).toContain('<title>MapleNest</title>')
      // A month later the old access token has lapsed too: the broker signs in again.
      const token = (await passwordLogin(a.t, 'lapsing-broker@example.com', 'secret-pass')).json().data.access_token
      const orders = await a.call('GET', '/house/api/order/v1', bearer(token))
      expect(orders.status, orders.raw).toBe(200)
      expect(orders.body.data).toMatchObject({ live: false, activeUntil: null })
      expect(orders.body.data.items[0].status).toBe('expired')
    } finally {
      a.t.clock.now = saved
    }
  })
})

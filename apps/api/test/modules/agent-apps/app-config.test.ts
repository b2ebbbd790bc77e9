import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppsTest, createAppsTest } from './agent-app-fixtures.ts'

const MINE = '/house/api/app/v1/mine'
const config = (over: Record<string, unknown> = {}) => ({
  appName: 'Grace Liu Realty',
  shortName: 'Grace',
  themeColor: '#7A1F5C',
  subdomain: 'grace',
  signatureSwitch: 'true',
  ...over,
})

describe('agent app settings: name, colour, sub-domain, signature switch and pictures', () => {
  let a: AppsTest
  let broker: { userId: string; token: string }
  beforeAll(async () => {
    a = await createAppsTest()
    broker = await a.newBroker('config-broker@example.com')
  }, 240_000)
  afterAll(() => a.t.close())

  const upload = async (picture: string, data: Buffer, token = broker.token) => {
    const boundary = '----maplenest-picture'
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const res = await a.t.app.inject({
      method: 'POST',
      url: `${MINE}/picture/${picture}`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
    })
    return { status: res.statusCode, body: res.json() }
  }

  it('gives a broker a draft app on first visit, in the default rose, with default icons in every size, not live', async () => {
    const res = await a.call('GET', MINE, a.headers(broker.token))
    expect(res.body.data).toMatchObject({ broker: true, activeUntil: null })
    expect(res.body.data.app).toMatchObject({
      live: false,
      signatureSwitch: 'false',
      subdomain: null,
      themeColor: '#fa436a',
    })
    expect(res.body.data.app.icons.maskable512).toMatch(/^\/house\/api\/file\/v1\/agent-icon\//)
    const user = await a.call('GET', MINE, a.headers(a.tokens.buyer))
    expect(user.body.data).toEqual({ app: null, broker: false, activeUntil: null })
  })

  it('saves the settings, lower-casing the colour and the sub-domain', async () => {
    const res = await a.call('PUT', MINE, a.headers(broker.token), config({ subdomain: 'Grace' }))
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      appName: 'Grace Liu Realty',
      shortName: 'Grace',
      themeColor: '#7a1f5c',
      subdomain: 'grace',
      domain: 'grace.maplenest.localhost',
      signatureSwitch: 'true',
    })
  })

  it.each([
    ['www', 'This word is reserved: choose another sub-domain', '该词为保留词，请换一个子域名'],
    ['admin', 'This word is reserved: choose another sub-domain', '该词为保留词，请换一个子域名'],
    ['ab', 'The sub-domain must be 3 to 30 characters', '子域名须为 3 至 30 个字符'],
    ['-grace', 'Use lower-case letters, digits and single hyphens inside the sub-domain', '子域名只能使用小写字母'],
    ['gr--ace', 'Use lower-case letters, digits and single hyphens inside the sub-domain', '子域名只能使用小写字母'],
    ['grace.liu', 'Use lower-case letters, digits and single hyphens inside the sub-domain', '子域名只能使用小写字母'],
    ['demo', 'Another agent’s app has this sub-domain: choose another', '其他经纪的应用已使用该子域名'],
  ])('refuses the sub-domain %s with a 400 naming it, changing nothing', async (subdomain, en, zh) => {
    const res = await a.call('PUT', MINE, a.headers(broker.token), config({ subdomain, appName: 'Changed' }))
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe(en)
    expect(JSON.stringify(res.body.data)).toContain('subdomain')
    const inChinese = await a.call('PUT', MINE, a.headers(broker.token, 'zh-Hans-CN'), config({ subdomain }))
    expect(inChinese.body.msg).toContain(zh)
    const mine = await a.call('GET', MINE, a.headers(broker.token))
    expect(mine.body.data.app).toMatchObject({ appName: 'Grace Liu Realty', subdomain: 'grace' })
  })

  it('refuses a bad colour, name or switch with a localised 400', async () => {
    const colour = await a.call('PUT', MINE, a.headers(broker.token), config({ themeColor: 'green' }))
    expect([colour.status, colour.body.msg]).toEqual([400, 'Choose a colour as #RRGGBB'])
    const name = await a.call('PUT', MINE, a.headers(broker.token, 'zh-Hans-CN'), config({ appName: 'G' }))
    expect([name.status, name.body.msg]).toEqual([400, '应用名称须为 2 至 40 个字符'])
    const switched = await a.call('PUT', MINE, a.headers(broker.token), config({ signatureSwitch: true }))
    expect(switched.status).toBe(400)
  })

  it('refuses the settings to anyone who is not a broker', async () => {
    const res = await a.call('PUT', MINE, a.headers(a.tokens.buyer, 'zh-Hans-CN'), config({ subdomain: 'buyer' }))
    expect([res.status, res.body.msg]).toEqual([403, '只有已通过审核的经纪才能拥有自己的应用，请先申请成为经纪'])
  })

  it('makes an uploaded icon into 192, 512, maskable 512 and 180 PNGs, the maskable on the app’s colour', async () => {
    const picture = await sharp({
      create: { width: 800, height: 800, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } },
    })
      .composite([
        {
          input: Buffer.from('<svg width="800" height="800"><circle cx="400" cy="400" r="300" fill="#ffcc00"/></svg>'),
        },
      ])
      .png()
      .toBuffer()
    const res = await upload('icon', picture)
    expect(res.status).toBe(200)
    const icons = res.body.data.icons
    const read = async (url: string) => (await a.t.app.inject({ url })).rawPayload
    for (const [url, side] of [
      [icons.icon192, 192],
      [icons.icon512, 512],
      [icons.maskable512, 512],
      [icons.appleTouch180, 180],
    ] as const) {
      const meta = await sharp(await read(url)).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', side, side])
    }
    // The maskable icon's corner is the app's colour (#7a1f5c); the plain icon's corner stays transparent.
    const corner = async (url: string) =>
      (
        await sharp(await read(url))
          .ensureAlpha()
          .raw()
          .toBuffer()
      ).subarray(0, 4)
    expect([...(await corner(icons.maskable512))]).toEqual([0x7a, 0x1f, 0x5c, 255])
    expect((await corner(icons.icon512))[3]).toBe(0)
  })

  it('keeps the logo and the advertising picture, and refuses what is not a picture', async () => {
    const png = await sharp({ create: { width: 1200, height: 480, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const adv = await upload('adv', png)
    expect(adv.body.data.appAdvUrl).toMatch(/^\/house\/api\/file\/v1\/agent-banner\//)
    const logo = await upload('logo', png)
    expect(logo.body.data.appLogoUrl).toMatch(/^\/house\/api\/file\/v1\/agent-logo\//)
    const text = await upload('logo', Buffer.from('not a picture at all'))
    expect([text.status, text.body.msg]).toEqual([400, 'This file type is not supported'])
    const kind = await upload('banner', png)
    expect(kind.status).toBe(400)
  })
})

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts.ts'
import { seedIfWanted } from '../../../src/seed/index.ts'
import { bearer, passwordLogin, visitorLogin } from '../../helpers/accounts.ts'
import { TEST_ANCHOR } from '../../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

const BASE = '/house/api/banner/v1'

describe('home banners and the market figures of the home tiles', () => {
  let t: TestApp
  let admin: Record<string, string>
  let buyer: Record<string, string>
  const call = async (method: string, url: string, headers: Record<string, string> = {}, payload?: unknown) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) })
    return { status: res.statusCode, body: res.json() }
  }
  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' })
    t.clock.now = TEST_ANCHOR
    await seedIfWanted(t.app, { ...t.env, SEED_DEMO: true, SEED_SIZE: 'tiny' }, { anchor: TEST_ANCHOR })
    const login = async (email: string) =>
      bearer((await passwordLogin(t, email, DEMO_PASSWORD)).json().data.access_token)
    admin = await login('admin@demo.maplenest.ca')
    buyer = await login('buyer@demo.maplenest.ca')
  }, 240_000)
  afterAll(() => t.close())

  it('shows the live banners in the reader’s language, each leading where its kind says', async () => {
    const en = (await call('GET', BASE)).body.data as { kind: string; title: string; link: string }[]
    const byKind = Object.fromEntries(en.map((b) => [b.kind, b]))
    expect(byKind.product!.link).toMatch(/^\/pages\/toronto\/sale\/condo-detail\?mlNum=/)
    expect(byKind.category!.link).toBe('/pages/toronto/lease/lease-list?roomType=condo')
    expect(byKind.combination!.link).toBe('/pages/toronto/sale/sale-list?city=vancouver&roomType=Twnhouse')
    expect(byKind.notice!.link).toMatch(/^\/pages\/common\/textview\/index\?banner=/)
    expect(byKind.helper!.link).toMatch(/^\/pages\/common\/webview\/index\?url=https%3A%2F%2Fwww\.canada\.ca/)
    const zh = (await call('GET', BASE, { language: 'zh-Hans-CN' })).body.data as { kind: string; title: string }[]
    expect(zh.find((b) => b.kind === 'notice')!.title).toBe('留学生租房须知')
  })

  it('records the advertisement view on a tap, with the reader when signed in, and answers the link', async () => {
    const [notice] = (await call('GET', BASE)).body.data.filter((b: { kind: string }) => b.kind === 'notice')
    const tap = await call('GET', `${BASE}/${notice.id}/view`, buyer)
    expect(tap.body.data).toEqual({ id: notice.id, link: notice.link })
    const visitor = await visitorLogin(t)
    await call('GET', `${BASE}/${notice.id}/view`, bearer(visitor.access_token))
    const views = await rows<{ user_id: string | null }>(
      sql`select user_id from banner_views where banner_id = ${notice.id}`,
    )
    expect(views).toHaveLength(2)
    expect(views.filter((v) => v.user_id !== null)).toHaveLength(1)
    const text = await call('GET', `${BASE}/${notice.id}`, { language: 'zh-Hans-CN' })
    expect(text.body.data.text).toContain('2229E')
  })

  it('lets administrators write banners, checked by the generic rules, and no one else', async () => {
    const input = {
      kind: 'discount',
      titleEn: 'Closing-cost help',
      titleZh: '过户费用帮助',
      textEn: 'Ask your agent about rebates.',
      textZh: '请向经纪咨询返现。',
      tint: '#2D3A4A',
    }
    expect((await call('POST', BASE, buyer, input)).status).toBe(403)
    const badUrl = await call(
      'POST',
      BASE,
      { ...admin, language: 'zh-Hans-CN' },
      { ...input, url: 'http://example.com' },
    )
    expect(badUrl.status).toBe(400)
    expect(JSON.stringify(badUrl.body)).toContain('网址须为完整的 https:// 地址')
    const badTitle = await call('POST', BASE, admin, { ...input, titleEn: 'X' })
    expect(JSON.stringify(badTitle.body)).toContain('Titles are 2 to 40 characters')
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from banners`)
    expect(before[0]!.n).toBe(5)
    const made = await call('POST', BASE, admin, input)
    expect(made.status).toBe(201)
    const shown = (await call('GET', BASE)).body.data.find((b: { id: string }) => b.id === made.body.data.id)
    expect(shown.link).toBe(`/pages/common/textview/index?banner=${made.body.data.id}`)
    const ended = await call('PUT', `${BASE}/${made.body.data.id}`, admin, {
      ...input,
      endsAt: '2020-01-01',
      startsAt: '2019-01-01',
    })
    expect(ended.status).toBe(200)
    expect((await call('GET', `${BASE}/${made.body.data.id}`)).status).toBe(404)
    const list = await call('GET', `${BASE}/admin/list`, admin)
    expect(list.body.data.find((b: { kind: string }) => b.kind === 'notice').views).toBe(2)
    expect((await call('DELETE', `${BASE}/${made.body.data.id}`, admin)).status).toBe(200)
  })

  it('gives market figures by month, sold ones only under the VOW rule', async () => {
    const visitor = await call('GET', '/house/api/market/v1/stats?city=toronto&months=12')
    if (!visitor.body.data) throw new Error(JSON.stringify(visitor.body))
    expect(visitor.body.data.months).toHaveLength(12)
    expect(visitor.body.data.months.every((m: { sold: unknown }) => m.sold === null)).toBe(true)
    expect(visitor.body.data.vow).toEqual({ granted: false, need: 'signIn' })
    expect(visitor.body.data.months.some((m: { newListings: number }) => m.newListings > 0)).toBe(true)
    const signedIn = await call('GET', '/house/api/market/v1/stats?city=toronto&months=12', buyer)
    const sold = signedIn.body.data.months.filter((m: { sold: { count: number } }) => m.sold.count > 0)
    expect(sold.length).toBeGreaterThan(0)
    for (const m of sold) {
      expect(m.sold.medianSoldPrice).toBeGreaterThan(0)
      expect(m.sold.overAskingShare).toBeGreaterThanOrEqual(0)
      expect(m.sold.overAskingShare).toBeLessThanOrEqual(1)
    }
    // The figures are the data's: the months' sold counts add up to the sales closed in those months.
    const total = sold.reduce((n: number, m: { sold: { count: number } }) => n + m.sold.count, 0)
    const first = signedIn.body.data.months[0].month
    const [counted] = await rows<{ n: number }>(sql`select count(*)::int as n from listings
      where city = 'toronto' and sr = 'Sale' and lsc = 'sld' and close_price is not null
        and to_char(close_date at time zone 'America/Toronto', 'YYYY-MM') >= ${first}
        and close_date <= ${TEST_ANCHOR.toISOString()}`)
    expect(total).toBe(counted!.n)
    const area = signedIn.body.data.neighbourhoods[0]
    const one = await call(
      'GET',
      `/house/api/market/v1/stats?city=toronto&neighbourhood=${encodeURIComponent(area)}`,
      buyer,
    )
    expect(one.body.data.neighbourhood).toBe(area)
    expect((await call('GET', '/house/api/market/v1/stats?months=30', { language: 'zh-Hans-CN' })).body.msg).toContain(
      '月数须为 3 至 24 的整数',
    )
  })
})

import type { Notice } from '@maplenest/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, seedDemoAccounts } from '../../../src/seed/demo-accounts.ts'
import { bearer, passwordLogin, registerAccount } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'
import { at, property, type ResoServer, startResoServer } from '../../ingest/reso-server-fixtures.ts'

/** A listing saved by a person, changed by the feed: the person is told once per change, in their language. */
describe('listing changes from the feed', () => {
  let reso: ResoServer
  let t: TestApp
  let admin: Record<string, string>
  let keeper: { userId: string; headers: Record<string, string> }

  const sync = async (headers = admin) =>
    t.app.inject({ method: 'POST', url: '/house/api/admin/v1/feed/sync', headers })
  const notices = async (language = 'en-GB') => {
    const res = await t.app.inject({
      url: '/house/api/notice/v1',
      headers: { ...keeper.headers, language },
    })
    expect(res.statusCode).toBe(200)
    return res.json().data.items as Notice[]
  }
  const change = (minutes: number, over: Record<string, unknown>) => {
    reso.property.splice(0, reso.property.length, property('C9001', minutes, over))
  }

  beforeAll(async () => {
    reso = await startResoServer()
    t = await createTestApp({
      RESO_URL: reso.url,
      RESO_TOKEN: reso.token,
      RESO_FEED: 'changes',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    })
    await seedDemoAccounts(t.app)
    admin = bearer((await passwordLogin(t, 'admin@demo.maplenest.ca', DEMO_PASSWORD)).json().data.access_token)
    const email = 'keeper@example.ca'
    const userId = await registerAccount(t, { email })
    keeper = { userId, headers: bearer((await passwordLogin(t, email, 'secret-pass')).json().data.access_token) }
    change(0, {})
    expect((await sync()).json().data.lastReport.property.inserted).toBe(1)
    const saved = await t.app.inject({
      method: 'POST',
      url: `/house/api/attention/v1/addAttention/C9001/listing/${userId}`,
      headers: keeper.headers,
    })
    expect(saved.statusCode).toBe(200)
  }, 120_000)
  afterAll(async () => {
    await t?.close()
    await reso?.close()
  })

  it('refuses everyone but administrators, and says so when no feed is configured', async () => {
    expect((await sync(keeper.headers)).json()).toMatchObject({
      code: 403,
      msg: 'Only administrators can run the listing feed',
    })
    const bare = await createTestApp()
    try {
      await seedDemoAccounts(bare.app)
      const token = (await passwordLogin(bare, 'admin@demo.maplenest.ca', DEMO_PASSWORD)).json().data.access_token
      const res = await bare.app.inject({
        method: 'POST',
        url: '/house/api/admin/v1/feed/sync',
        headers: { ...bearer(token), language: 'zh-Hans-CN' },
      })
      expect(res.statusCode).toBe(409)
      expect(res.json().msg).toBe('本服务器未配置房源数据源（RESO_URL 与 RESO_TOKEN）')
    } finally {
      await bare.close()
    }
  })

  it('tells the person who saved it of a price cut once, however often the feed runs', async () => {
    expect(await notices()).toEqual([])
    change(10, { ListPrice: 679000, MlsStatus: 'Price Change' })
    expect((await sync()).json().data.lastReport.property.updated).toBe(1)
    const [cut, ...rest] = await notices()
    expect(rest).toEqual([])
    expect(cut).toMatchObject({
      kind: 'favourite.priceChanged',
      title: 'Price change on a saved home',
      body: '1205 - 88 Harbour St is now $679,000.',
      params: { mlNum: 'C9001', city: 'toronto', sr: 'Sale', roomType: 'condo' },
    })
    await sync()
    await t.app.listingChanges.publish()
    expect(await notices()).toHaveLength(1)
  })

  it('tells of a sale as a change of status, in the reader’s language', async () => {
    change(20, {
      StandardStatus: 'Closed',
      MlsStatus: 'Sold',
      ClosePrice: 671000,
      CloseDate: at(20),
      ListPrice: 679000,
    })
    t.clock.advance(60_000) // notices list newest first
    await sync()
    const [sold] = await notices('zh-Hans-CN')
    expect(sold).toMatchObject({
      kind: 'favourite.statusChanged',
      title: '收藏房源状态变动',
      body: '1205 - 88 Harbour St：已售出。',
    })
    await t.app.listingChanges.publish(['C9001'])
    expect(await notices()).toHaveLength(2)
  })

  it('tells a student at once of a new lease from the feed that fits their demand', async () => {
    const demand = await t.app.inject({
      method: 'POST',
      url: '/house/api/rental/v1/demand',
      headers: keeper.headers,
      payload: {
        name: 'Mei Lin',
        phone: '4165550188',
        email: 'keeper@example.ca',
        school: 'university-of-toronto-st-george',
        budget: 2500,
        bedrooms: '1',
        moveIn: '2027-01-01',
        moveOut: '2027-08-31',
        location: { neighbourhoods: ['Annex'], commuteMode: 'transit', commuteMinutes: 30 },
      },
    })
    expect(demand.statusCode).toBe(201)
    reso.property.splice(
      0,
      reso.property.length,
      property('C9101', 30, {
        TransactionType: 'For Lease',
        ListPrice: 2300,
        OriginalListPrice: 2300,
        BedroomsTotal: 1,
        CityRegion: 'Annex',
        StreetNumber: '300',
        StreetName: 'Bloor',
        StreetSuffix: 'St W',
        UnitNumber: '1503',
        UnparsedAddress: '300 Bloor St W 1503, Toronto, ON M5S 1W3',
      }),
    )
    expect((await sync()).json().data.lastReport.property.inserted).toBe(1)
    const matched = (await notices()).filter((n) => n.params.event === 'matched')
    expect(matched).toHaveLength(1)
    expect(matched[0]?.body).toContain('$2,300 a month')
    await t.app.listingChanges.publish()
    expect((await notices()).filter((n) => n.params.event === 'matched')).toHaveLength(1)
  })
})

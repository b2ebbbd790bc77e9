import type { BuildingDetail } from '@maplenest/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings, preconsProjects } from '../../../src/db/schema.ts'
import { bearer, passwordLogin, registerAccount, visitorLogin } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

type NewListing = typeof listings.$inferInsert

const HARBOUR_POINT = { x: -79.3776, y: 43.6413 }

/** A Toronto condo listing at 88 Harbour St with the fields a test does not care about filled in. */
function listing(fields: Partial<NewListing> & Pick<NewListing, 'mlNum' | 'inputDate'>): NewListing {
  return {
    city: 'toronto',
    sr: 'Sale',
    status: 'A',
    lsc: 'new',
    roomType: 'condo',
    propertyType: 'Condo Apt',
    address: '88 Harbour St',
    neighbourhood: 'Waterfront Communities-The Island',
    location: HARBOUR_POINT,
    price: 800_000,
    updatedAt: fields.inputDate,
    brokerage: 'Harbour Realty',
    source: 'demo',
    yearBuilt: 2018,
    registrationNumber: 'TSCC 2611',
    management: 'Del Property Management',
    ...fields,
  }
}

const at = (iso: string) => new Date(iso)

/** 88 Harbour St over three years, a neighbour at 90 Harbour St, a house, and a tower whose listing names its project. */
const ROWS: NewListing[] = [
  listing({
    mlNum: 'C7000001',
    unit: '1205',
    level: '12',
    price: 899_000,
    sqft: '700-799',
    inputDate: at('2026-11-20T15:00:00Z'),
  }),
  listing({
    mlNum: 'C7000002',
    unit: '1203',
    level: '12',
    status: 'U',
    lsc: 'sld',
    price: 729_000,
    closePrice: 749_500,
    sqft: '700-799',
    inputDate: at('2026-02-01T15:00:00Z'),
    closeDate: at('2026-03-01T15:00:00Z'),
    unavailableDate: at('2026-03-01T15:00:00Z'),
    dom: 28,
  }),
  listing({
    mlNum: 'C7000003',
    unit: '3001',
    level: '30',
    sr: 'Lease',
    price: 3_200,
    sqft: '600-699',
    inputDate: at('2026-11-01T15:00:00Z'),
  }),
  listing({
    mlNum: 'C7000004',
    unit: '305',
    level: '3',
    sr: 'Lease',
    status: 'U',
    lsc: 'lsd',
    price: 2_500,
    closePrice: 2_403,
    sqft: '500-599',
    inputDate: at('2025-05-01T15:00:00Z'),
    closeDate: at('2025-06-01T15:00:00Z'),
    unavailableDate: at('2025-06-01T15:00:00Z'),
  }),
  listing({
    mlNum: 'C7000005',
    unit: '3002',
    level: '30',
    status: 'U',
    lsc: 'sld',
    price: 1_099_000,
    closePrice: 1_149_500,
    sqft: '1100-1199',
    inputDate: at('2024-01-10T15:00:00Z'),
    closeDate: at('2024-02-01T15:00:00Z'),
    unavailableDate: at('2024-02-01T15:00:00Z'),
  }),
  // the same unit listed before, the address in capitals, taken off the market without a deal
  listing({
    mlNum: 'C7000006',
    address: '88 HARBOUR ST',
    unit: '#1205',
    level: '12',
    status: 'U',
    lsc: 'exp',
    price: 820_000,
    sqft: '700-799',
    yearBuilt: 2017,
    inputDate: at('2023-04-01T15:00:00Z'),
    unavailableDate: at('2023-07-01T15:00:00Z'),
  }),
  listing({
    mlNum: 'C7000007',
    address: '90 Harbour St',
    unit: '501',
    level: '5',
    inputDate: at('2026-10-01T15:00:00Z'),
  }),
  listing({
    mlNum: 'C7000008',
    address: '12 Elm Ave',
    unit: null,
    roomType: 'res',
    propertyType: 'Detached',
    neighbourhood: 'Annex',
    inputDate: at('2026-10-01T15:00:00Z'),
  }),
  listing({
    mlNum: 'C7000009',
    address: '1 Yonge St',
    unit: '4401',
    level: '44',
    preconsId: 'yonge-one',
    inputDate: at('2026-09-01T15:00:00Z'),
  }),
]

function project(id: string, name: string, address: string): typeof preconsProjects.$inferInsert {
  return {
    id,
    name,
    city: 'toronto',
    type: 'condo',
    status: 'soldOut',
    address,
    neighbourhood: 'Waterfront Communities-The Island',
    location: HARBOUR_POINT,
    totalUnits: 400,
    stories: 35,
    occupancyYear: 2018,
    occupancyQuarter: 2,
    ownership: 'condominium',
    deposits: [],
    minPrice: 400_000,
    maxPrice: 1_200_000,
    pricePerSqft: 900,
    assignmentAllowed: false,
    launchDate: at('2014-03-01T15:00:00Z'),
    updatedAt: at('2014-03-01T15:00:00Z'),
    source: 'demo',
  }
}

describe('building pages', () => {
  let t: TestApp
  const callers: Record<'anonymous' | 'visitor' | 'registered' | 'accepted', Record<string, string>> = {
    anonymous: {},
    visitor: {},
    registered: {},
    accepted: {},
  }

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_PER_MINUTE: '100000' })
    t.clock.now = at('2026-12-05T15:00:00Z')
    await t.database.db.insert(listings).values(ROWS)
    await t.database.db
      .insert(preconsProjects)
      .values([
        project('harbour-88', 'Harbour Plaza Residences', '88 harbour st'),
        project('yonge-one', 'One Yonge', '3 Queens Quay E'),
      ])
    callers.visitor = bearer((await visitorLogin(t)).access_token)
    await registerAccount(t, { email: 'plain@example.ca' })
    await registerAccount(t, { email: 'vow@example.ca' })
    callers.registered = bearer((await passwordLogin(t, 'plain@example.ca', 'secret-pass')).json().data.access_token)
    callers.accepted = bearer((await passwordLogin(t, 'vow@example.ca', 'secret-pass')).json().data.access_token)
    const res = await t.app.inject({ method: 'POST', url: '/house/api/vow/v1/accept', headers: callers.accepted })
    if (res.statusCode !== 200) throw new Error(`accept failed: ${res.body}`)
  })
  afterAll(() => t.close())

  const building = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/house/api/building/v1?${query}`, headers })
    return {
      status: res.statusCode,
      raw: res.body,
      body: res.json() as { code: number; msg: string; data: BuildingDetail },
    }
  }
  const HARBOUR = 'city=toronto&address=88%20Harbour%20St'

  it('gives the building’s facts, its project and what is on the market now, to anyone', async () => {
    const { status, body } = await building(HARBOUR)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      city: 'toronto',
      address: '88 Harbour St',
      neighbourhood: 'Waterfront Communities-The Island',
      yearBuilt: 2018,
      registrationNumber: 'TSCC 2611',
      management: 'Del Property Management',
      highestFloor: 30,
      // 1205 (listed twice, once as #1205), 1203, 3001, 305, 3002
      unitsSeen: 5,
      listingCount: 6,
      project: { id: 'harbour-88', name: 'Harbour Plaza Residences' },
      forSaleNow: 1,
      forLeaseNow: 1,
    })
    expect(body.data.neighbourhoodZh).toBeTruthy()
    expect(body.data.stations.length).toBeGreaterThan(0)
    expect(body.data.stations[0]).toMatchObject({ name: expect.any(String), walkMinutes: expect.any(Number) })
  })

  it('finds the building whatever the case of the address, and not its neighbour’s listings', async () => {
    const { status, body } = await building('city=toronto&address=%2088%20HARBOUR%20st%20')
    expect(status).toBe(200)
    const mlNums = body.data.floors.flatMap((f) => f.units.map((u) => u.mlNum))
    expect(mlNums.sort()).toEqual(['C7000001', 'C7000002', 'C7000003', 'C7000004', 'C7000005', 'C7000006'])
  })

  it('groups the units by floor, highest first, each floor newest first', async () => {
    const { body } = await building(HARBOUR)
    expect(body.data.floors.map((f) => f.level)).toEqual(['30', '12', '3'])
    expect(body.data.floors[1]!.units.map((u) => [u.unit, u.sr, u.lsc, u.price])).toEqual([
      ['1205', 'Sale', 'new', 899_000],
      ['1203', 'Sale', 'sld', 729_000],
      ['#1205', 'Sale', 'exp', 820_000],
    ])
    expect(body.data.floors[0]!.units.map((u) => u.unit)).toEqual(['3001', '3002'])
  })

  it('shows a visitor no sold or leased price, close date or count that would reveal one', async () => {
    for (const who of ['anonymous', 'visitor'] as const) {
      const { raw, body } = await building(HARBOUR, callers[who])
      expect(body.data.vow, who).toEqual({ granted: false, need: 'signIn' })
      for (const y of body.data.years) {
        expect(y).toMatchObject({ sold: null, leased: null, soldPerSqft: null, leasedPerSqft: null })
      }
      const units = body.data.floors.flatMap((f) => f.units)
      expect(units.every((u) => u.closePrice === null && u.closeDate === null)).toBe(true)
      expect(
        units
          .filter((u) => u.restricted)
          .map((u) => u.mlNum)
          .sort(),
      ).toEqual(['C7000002', 'C7000004', 'C7000005', 'C7000006'])
      // No close price or close date anywhere in the answer.
      for (const secret of ['749500', '2403', '1149500', '2026-03-01', '2025-06-01', '2024-02-01'])
        expect(raw, `${who} sees ${secret}`).not.toContain(secret)
    }
    const registered = await building(HARBOUR, callers.registered)
    expect(registered.body.data.vow).toEqual({ granted: false, need: 'acceptTerms' })
    expect(registered.raw).not.toContain('749500')
    expect(registered.body.data.years[0]).toMatchObject({ sold: null, soldPerSqft: null })
  })

  it('still shows everyone the listings put up for sale and for lease each year', async () => {
    const { body } = await building(HARBOUR)
    expect(body.data.years.map((y) => [y.year, y.forSale, y.forLease])).toEqual([
      [2026, 2, 1],
      [2025, 0, 1],
      [2024, 1, 0],
      [2023, 1, 0],
      [2022, 0, 0],
    ])
  })

  it('shows a viewer who accepted the VOW terms the sold and leased counts and prices per square foot by year', async () => {
    const { body } = await building(HARBOUR, callers.accepted)
    expect(body.data.vow).toEqual({ granted: true, need: null })
    const [y2026, y2025, y2024] = body.data.years
    // 749,500 over 749.5 sq ft (the middle of 700–799)
    expect(y2026).toMatchObject({ year: 2026, sold: 1, leased: 0, soldPerSqft: 1000, leasedPerSqft: null })
    // 2,403 a month over 549.5 sq ft
    expect(y2025).toMatchObject({ year: 2025, sold: 0, leased: 1, soldPerSqft: null, leasedPerSqft: 4.37 })
    // 1,149,500 over 1,149.5 sq ft
    expect(y2024).toMatchObject({ year: 2024, sold: 1, soldPerSqft: 1000 })
    const sold = body.data.floors.flatMap((f) => f.units).find((u) => u.mlNum === 'C7000002')
    expect(sold).toMatchObject({ closePrice: 749_500, closeDate: '2026-03-01T15:00:00.000Z', restricted: false })
  })

  it('names the project a listing was built in', async () => {
    const { status, body } = await building('city=toronto&address=1%20Yonge%20St')
    expect(status).toBe(200)
    expect(body.data.project).toEqual({ id: 'yonge-one', name: 'One Yonge' })
    const neighbour = await building('city=toronto&address=90%20Harbour%20St')
    expect(neighbour.body.data.project).toBeNull()
  })

  it('answers 404 in the caller’s language where no condominium apartment was listed', async () => {
    for (const query of [
      'city=toronto&address=77%20Nowhere%20Rd',
      'city=toronto&address=12%20Elm%20Ave',
      'city=vancouver&address=88%20Harbour%20St',
    ]) {
      const en = await building(query)
      expect(en.status, query).toBe(404)
      expect(en.body).toEqual({ code: 404, msg: 'No condominium building is listed at this address', data: null })
    }
    const zh = await building('city=toronto&address=77%20Nowhere%20Rd', { language: 'zh-Hans-CN' })
    expect(zh.body).toEqual({ code: 404, msg: '该地址没有公寓房源', data: null })
  })

  it('answers 400 in the caller’s language for a missing address or an unknown city', async () => {
    const missing = await building('city=toronto')
    expect(missing.status).toBe(400)
    expect(missing.body.code).toBe(400)
    const zh = await building('city=montreal&address=88%20Harbour%20St', { language: 'zh-Hans-CN' })
    expect(zh.status).toBe(400)
    expect(JSON.stringify(zh.body)).toContain('城市须为 toronto 或 vancouver')
    const blank = await building('city=toronto&address=%20%20')
    expect(JSON.stringify(blank.body)).toContain('Give the street address without the unit, e.g. 88 Harbour St')
    const long = await building(`city=toronto&address=${'9'.repeat(500)}`)
    expect(long.status).toBe(400)
  })
})

import { AGE_RANGES, AVAILABLE_LSC_CODES, calculateWindowStart, type ListingSummary } from '@maplenest/core'
import { and, eq, notInArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings } from '../../../src/db/schema.ts'
import {
  BANK_POINTS,
  HOSPITAL_POINTS,
  LIBRARY_POINTS,
  PARK_POINTS,
  RAILWAY_POINTS,
  SHOP_POINTS,
} from '../../../src/modules/listings/near-places.ts'
import { SUBWAY_POINTS, UNIVERSITY_POINTS } from '../../../src/modules/listings/near-points.ts'
import type { TestApp } from '../../helpers/test-app.ts'
import { type Callers, createListingsTestApp, HARBOUR, metresBetween, search, walk } from './listing-fixtures.ts'

describe('listing search', () => {
  let t: TestApp
  let callers: Callers
  beforeAll(async () => {
    ;({ t, callers } = await createListingsTestApp())
  })
  afterAll(() => t.close())

  const all = async (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
    (await walk(t, { limit: 50, ...query }, headers)).items

  it('walks every active sale listing once, page by page, with a steady total', async () => {
    const small = await walk(t, { limit: 7 })
    const big = await walk(t, { limit: 50 })
    const nums = small.items.map((i) => i.mlNum)
    expect(new Set(nums).size).toBe(nums.length)
    expect(nums.length).toBe(small.totals[0])
    expect(new Set(small.totals)).toEqual(new Set([nums.length]))
    expect(big.items.map((i) => i.mlNum)).toEqual(nums)
    expect(nums.length).toBeGreaterThan(20)
    for (const item of small.items) {
      expect(item.status).toBe('A')
      expect(item.sr).toBe('Sale')
    }
  })

  it.each([
    ['Sale', 'dft'],
    ['Lease', 'lc'],
  ] as const)('offers for %s only what is on the market, never a %s however it is filtered', async (sr, held) => {
    // the demo data holds conditional and failed deals, still marked available by the board
    const off = await t.database.db
      .select({ lsc: listings.lsc })
      .from(listings)
      .where(and(eq(listings.sr, sr), eq(listings.status, 'A'), notInArray(listings.lsc, [...AVAILABLE_LSC_CODES])))
    expect(off.map((r) => r.lsc)).toContain(held)
    const queries: Record<string, string>[] = [{}, { roomType: 'condo' }, { city: 'vancouver' }, { window: '1W' }]
    for (const query of queries) {
      const items = await all({ sr, ...query })
      expect(items.length).toBeGreaterThan(0)
      for (const item of items) {
        expect(item.status).toBe('A')
        expect(AVAILABLE_LSC_CODES).toContain(item.lsc)
      }
    }
  })

  it('answers the envelope with the VOW state and the data set’s newest update', async () => {
    const { status, body } = await search(t, { limit: 3 })
    expect(status).toBe(200)
    expect(body.code).toBe(200)
    expect(body.data.items).toHaveLength(3)
    expect(body.data.vow).toEqual({ granted: false, need: 'signIn' })
    expect(Date.parse(body.data.dataUpdatedAt!)).toBeGreaterThan(0)
    const newest = Math.max(...(await all({})).map((i) => Date.parse(i.updatedAt)))
    expect(Date.parse(body.data.dataUpdatedAt!)).toBeGreaterThanOrEqual(newest)
  })

  it.each([
    ['city', { city: 'vancouver' }, (i: ListingSummary) => i.city === 'vancouver'],
    ['sale or lease', { sr: 'Lease' }, (i: ListingSummary) => i.sr === 'Lease'],
    ['room type', { roomType: 'condo' }, (i: ListingSummary) => i.roomType === 'condo'],
    ['furnished', { sr: 'Lease', furnished: 'Y' }, (i: ListingSummary) => i.furnished === 'Y'],
    [
      'price range',
      { priceMin: 600_000, priceMax: 900_000 },
      (i: ListingSummary) => i.price >= 600_000 && i.price <= 900_000,
    ],
    ['bedrooms', { bedsMin: 2, bedsMax: 3 }, (i: ListingSummary) => i.beds >= 2 && i.beds <= 3],
    ['bathrooms', { bathsMin: 2 }, (i: ListingSummary) => i.baths >= 2],
  ] as const)('narrows by %s', async (_name, query, holds) => {
    const everything = await all({ sr: 'sr' in query ? query.sr : 'Sale' })
    const narrowed = await all(query)
    expect(narrowed.length).toBeGreaterThan(0)
    if (Object.keys(query).some((k) => k !== 'sr')) expect(narrowed.length).toBeLessThan(everything.length)
    expect(narrowed.every(holds)).toBe(true)
    // Nothing that qualifies is left out.
    expect(narrowed.length).toBe(everything.filter(holds).length)
  })

  it('narrows by the time window on the input date', async () => {
    const start = calculateWindowStart('1M', t.clock.now)!
    const items = await all({ window: '1M' })
    const everything = await all({})
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((i) => Date.parse(i.inputDate) >= start.getTime())).toBe(true)
    expect(items.length).toBe(everything.filter((i) => Date.parse(i.inputDate) >= start.getTime()).length)
  })

  it('narrows by the building’s age band', async () => {
    const year = t.clock.now.getUTCFullYear()
    const items = await all({ age: '16-30' })
    expect(items.length).toBeGreaterThan(0)
    for (const item of items.slice(0, 8)) {
      const detail = (await t.app.inject({ url: `/house/api/listing/v1/${item.mlNum}` })).json().data
      const age = year - detail.yearBuilt
      expect(age).toBeGreaterThanOrEqual(AGE_RANGES['16-30'].minYears)
      expect(age).toBeLessThanOrEqual(AGE_RANGES['16-30'].maxYears)
      expect(detail.age).toBe('16-30')
    }
  })

  it.each([
    ['university', UNIVERSITY_POINTS],
    ['subway', SUBWAY_POINTS],
    ['hospital', HOSPITAL_POINTS],
    ['library', LIBRARY_POINTS],
    ['shop', SHOP_POINTS],
    ['park', PARK_POINTS],
    ['railway', RAILWAY_POINTS],
    ['bank', BANK_POINTS],
  ] as const)('keeps listings within 1.5 km of a %s', async (near, points) => {
    const items = await all({ near })
    const everything = await all({})
    const isNear = (i: ListingSummary) => points.some((p) => metresBetween(p, i) <= 1500)
    expect(items.length).toBeGreaterThan(0)
    expect(items.every(isNear)).toBe(true)
    expect(items.length).toBe(everything.filter(isNear).length)
  })

  it.each([
    ['new', (a: ListingSummary, b: ListingSummary) => Date.parse(a.inputDate) >= Date.parse(b.inputDate)],
    ['priceDesc', (a: ListingSummary, b: ListingSummary) => a.price >= b.price],
    ['priceAsc', (a: ListingSummary, b: ListingSummary) => a.price <= b.price],
  ] as const)('orders by %s across pages', async (sort, inOrder) => {
    const { items, totals } = await walk(t, { sort, limit: 9 })
    expect(items.length).toBe(totals[0])
    expect(new Set(items.map((i) => i.mlNum)).size).toBe(items.length)
    for (let i = 1; i < items.length; i++) expect(inOrder(items[i - 1]!, items[i]!)).toBe(true)
  })

  it.each(['harbor st', 'Harbour St', '88 harbour', 'harbr'])('finds 88 Harbour St for %j', async (q) => {
    const everything = await all({})
    const found = await all({ q })
    expect(found.map((i) => i.mlNum)).toContain(HARBOUR.mlNum)
    expect(found.length).toBeLessThan(everything.length)
  })

  it('finds a listing by its exact MLS number first and alone', async () => {
    const [one] = await all({ city: 'toronto' })
    const found = await all({ q: one!.mlNum.toLowerCase() })
    expect(found.map((i) => i.mlNum)).toEqual([one!.mlNum])
  })

  describe('sold and unavailable listings (VOW)', () => {
    it('gives visitors sold listings without close prices, asking them to sign in', async () => {
      for (const headers of [callers.anonymous, callers.visitor]) {
        const { status, body } = await search(t, { status: 'sold', window: '12M', limit: 50 }, headers)
        expect(status).toBe(200)
        expect(body.data.vow).toEqual({ granted: false, need: 'signIn' })
        expect(body.data.items.length).toBeGreaterThan(0)
        for (const item of body.data.items) {
          expect(item).toMatchObject({ status: 'U', lsc: 'sld', closePrice: null, closeDate: null, dom: null })
          expect(item.restricted).toBe(true)
        }
      }
    })

    it('asks a registered user who has not accepted the terms to accept them', async () => {
      const { body } = await search(t, { status: 'sold', window: '12M' }, callers.registered)
      expect(body.data.vow).toEqual({ granted: false, need: 'acceptTerms' })
      expect(body.data.items.every((i) => i.restricted && i.closePrice === null)).toBe(true)
    })

    it('gives close prices and dates inside the window to a user who accepted', async () => {
      const start = calculateWindowStart('3M', t.clock.now)!
      const items = await all({ status: 'sold', window: '3M' }, callers.accepted)
      const wide = await all({ status: 'sold', window: '12M' }, callers.accepted)
      expect(items.length).toBeGreaterThan(0)
      expect(items.length).toBeLessThan(wide.length)
      for (const item of items) {
        expect(item.restricted).toBe(false)
        expect(item.closePrice).toBeGreaterThan(0)
        expect(Date.parse(item.closeDate!)).toBeGreaterThanOrEqual(start.getTime())
        expect(item.dom).not.toBeNull()
      }
      const { body } = await search(t, { status: 'sold', window: '3M' }, callers.accepted)
      expect(body.data.vow).toEqual({ granted: true, need: null })
    })

    it('finds leased listings for lease searches', async () => {
      const items = await all({ sr: 'Lease', status: 'sold', window: '12M' }, callers.accepted)
      expect(items.length).toBeGreaterThan(0)
      expect(items.every((i) => i.sr === 'Lease' && i.lsc === 'lsd' && i.closePrice !== null)).toBe(true)
    })

    it('finds delisted listings by their unavailable date, never sold or leased ones', async () => {
      const start = calculateWindowStart('6M', t.clock.now)!
      const items = await all({ status: 'delist', window: '6M' })
      expect(items.length).toBeGreaterThan(0)
      for (const item of items) {
        expect(item.status).toBe('U')
        expect(['exp', 'ter', 'sus']).toContain(item.lsc)
        expect(Date.parse(item.unavailableDate!)).toBeGreaterThanOrEqual(start.getTime())
        expect(item.dom).toBeNull()
        expect(item.restricted).toBe(true)
      }
    })
  })

  describe('bad input', () => {
    const field = (body: { data: unknown }) =>
      ((body.data as { fields?: { field: string }[] } | null)?.fields ?? []).map((f) => f.field)

    it.each([
      [{ roomType: 'castle' }, 'querystring.roomType'],
      [{ status: 'gone' }, 'querystring.status'],
      [{ colour: 'red' }, 'querystring.colour'],
      [{ priceMin: 900_000, priceMax: 500_000 }, 'querystring.priceMax'],
      [{ bedsMin: 4, bedsMax: 1 }, 'querystring.bedsMax'],
      [{ status: 'sold', window: 'all' }, 'querystring.window'],
      [{ status: 'active', window: '12M' }, 'querystring.window'],
      [{ limit: 51 }, 'querystring.limit'],
      [{ cursor: 'not-a-cursor' }, 'querystring.cursor'],
    ])('answers 400 naming the field for %j', async (query, name) => {
      const { status, body } = await search(t, query)
      expect(status).toBe(400)
      expect(body.code).toBe(400)
      expect(field(body)).toContain(name)
    })

    it('refuses a cursor from another search, in the caller’s language', async () => {
      const first = await search(t, { city: 'toronto', limit: 5 })
      const cursor = first.body.data.nextCursor!
      expect((await search(t, { city: 'toronto', limit: 10, cursor })).status).toBe(200)
      const other = await t.app.inject({
        url: `/house/api/listing/v1/search?city=vancouver&cursor=${cursor}`,
        headers: { language: 'zh-Hans-CN' },
      })
      expect(other.statusCode).toBe(400)
      expect(other.json().msg).toBe('cursor 属于另一个搜索，请从第一页重新开始')
      const sorted = await search(t, { city: 'toronto', sort: 'priceAsc', cursor })
      expect(sorted.status).toBe(400)
    })

    it('refuses a hand-made cursor whose sort value is not of its kind', async () => {
      const first = await search(t, { city: 'toronto', limit: 5 })
      const { h } = JSON.parse(Buffer.from(first.body.data.nextCursor!, 'base64url').toString())
      for (const v of ["'; drop table listings; --", 'yesterday', 12, null]) {
        const cursor = Buffer.from(JSON.stringify({ v, i: 'C1', h })).toString('base64url')
        const res = await search(t, { city: 'toronto', limit: 5, cursor })
        expect(res.status).toBe(400)
      }
      const priced = await search(t, { city: 'toronto', sort: 'priceAsc', limit: 5 })
      const hp = JSON.parse(Buffer.from(priced.body.data.nextCursor!, 'base64url').toString()).h
      for (const v of ['500000', 1.5, -1, 1e12]) {
        const cursor = Buffer.from(JSON.stringify({ v, i: 'C1', h: hp })).toString('base64url')
        expect((await search(t, { city: 'toronto', sort: 'priceAsc', limit: 5, cursor })).status).toBe(400)
      }
    })
  })
})

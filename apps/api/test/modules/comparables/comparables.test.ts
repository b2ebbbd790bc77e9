import type { Comparables } from '@maplenest/core'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings } from '../../../src/db/schema.ts'
import type { TestApp } from '../../helpers/test-app.ts'
import { type Callers, createListingsTestApp } from '../listings/listing-fixtures.ts'

const DAY = 86_400_000
// A kind of home of its own, so that only the homes below compare with it.
const KIND = 'Comparable Test Apt'
const HOME = { x: -79.39, y: 43.66 }
/** A point about `m` metres north of the home. */
const north = (m: number) => ({ x: HOME.x, y: HOME.y + m / 111_320 })

describe('comparable sales and the range they suggest', () => {
  let t: TestApp
  let callers: Callers
  const at = (daysAgo: number) => new Date(t.clock.now.getTime() - daysAgo * DAY)

  beforeAll(async () => {
    ;({ t, callers } = await createListingsTestApp())
    const db = t.database.db
    const [model] = await db
      .select()
      .from(listings)
      .where(and(eq(listings.city, 'toronto'), eq(listings.roomType, 'condo'), eq(listings.status, 'A')))
      .limit(1)
    const { id: _id, searchText: _s, ...rest } = model!
    const base = { ...rest, propertyType: KIND, sr: 'Sale' as const, beds: 2, baths: 2, sqft: '800-899' }
    const sold = (mlNum: string, o: Partial<typeof base> & { closePrice: number; daysAgo: number; m: number }) => {
      const { daysAgo, m, ...over } = o
      return {
        ...base,
        mlNum,
        address: `${m} Sample St`,
        unit: '1001',
        status: 'U' as const,
        lsc: 'sld' as const,
        price: o.closePrice,
        inputDate: at(daysAgo + 20),
        closeDate: at(daysAgo),
        unavailableDate: at(daysAgo),
        location: north(m),
        ...over,
      }
    }
    await db.insert(listings).values([
      {
        ...base,
        mlNum: 'C7100000',
        address: '1 Sample St',
        unit: '905',
        status: 'A',
        lsc: 'new',
        price: 800_000,
        location: HOME,
        inputDate: at(5),
        closePrice: null,
        closeDate: null,
      },
      // four alike within 1 km in the last six months: $850–$1,000 a sq ft on 850 sq ft
      sold('C7100001', { closePrice: 722_500, daysAgo: 30, m: 200 }),
      sold('C7100002', { closePrice: 765_000, daysAgo: 60, m: 400 }),
      sold('C7100003', { closePrice: 807_500, daysAgo: 90, m: 600, beds: 3 }),
      sold('C7100004', { closePrice: 850_000, daysAgo: 120, m: 800, sqft: '900-999' }),
      // too far, too old, too unlike: never chosen while the closer ones suffice
      sold('C7100005', { closePrice: 2_000_000, daysAgo: 20, m: 5000, neighbourhood: 'Far Away' }),
      sold('C7100006', { closePrice: 1_500_000, daysAgo: 400, m: 100 }),
      sold('C7100007', { closePrice: 1_900_000, daysAgo: 10, m: 100, beds: 4 }),
      // the same unit's own earlier sale is its history, not a comparable
      sold('C7100008', { closePrice: 640_000, daysAgo: 100, m: 0, address: '1 Sample St', unit: '905' }),
    ])
  })
  afterAll(() => t.close())

  const comparables = async (mlNum: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/house/api/listing/v1/${mlNum}/comparables`, headers })
    return { status: res.statusCode, body: res.json() as { msg: string; data: Comparables } }
  }

  it('gives the alike homes sold nearby, most alike first, with distance, date, price per sq ft and differences', async () => {
    const { status, body } = await comparables('C7100000', callers.accepted)
    expect(status).toBe(200)
    const c = body.data
    expect(c.locked).toBe(false)
    expect(c.step).toBe('close')
    expect(c.items.map((i) => i.mlNum)).toEqual(['C7100001', 'C7100002', 'C7100003', 'C7100004'])
    // 800–899 sq ft stands for 849.5
    expect(c.items[0]).toMatchObject({ closePrice: 722_500, pricePerSqft: 851 })
    expect(Math.abs(c.items[0]!.distanceM - 200)).toBeLessThanOrEqual(2)
    expect(c.items[0]!.closeDate).toBe(at(30).toISOString())
    expect(c.items[2]!.differences).toEqual({ beds: 1, baths: 0, sqftPct: 0 })
    expect(c.items[3]!.differences.sqftPct).toBe(12)
  })

  it('suggests a range from the middle half of their prices per square foot, saying how many homes it rests on', async () => {
    const { body } = await comparables('C7100000', callers.accepted)
    // $850, $900, $950 and $894.74 a sq ft; the 25th to 75th percentile times 850 sq ft
    expect(body.data.range).toMatchObject({ count: 4, method: 'perSqft' })
    expect(body.data.range!.low).toBeGreaterThanOrEqual(740_000)
    expect(body.data.range!.high).toBeLessThanOrEqual(790_000)
    expect(body.data.range!.low).toBeLessThan(body.data.range!.high)
  })

  it('shows no range on fewer than three homes', async () => {
    await t.database.db.update(listings).set({ propertyType: 'Moved away' }).where(eq(listings.mlNum, 'C7100002'))
    await t.database.db.update(listings).set({ propertyType: 'Moved away' }).where(eq(listings.mlNum, 'C7100003'))
    try {
      const { body } = await comparables('C7100000', callers.accepted)
      expect(body.data.step).toBe('widest')
      expect(body.data.items.map((i) => i.mlNum)).toEqual(['C7100001', 'C7100004'])
      expect(body.data.range).toBeNull()
    } finally {
      await t.database.db.update(listings).set({ propertyType: KIND }).where(eq(listings.mlNum, 'C7100002'))
      await t.database.db.update(listings).set({ propertyType: KIND }).where(eq(listings.mlNum, 'C7100003'))
    }
  })

  it('shows a visitor and a viewer without the VOW terms no sold price at all', async () => {
    for (const caller of [callers.anonymous, callers.visitor, callers.registered]) {
      const { status, body } = await comparables('C7100000', caller)
      expect(status).toBe(200)
      expect(body.data).toMatchObject({ items: [], range: null, step: null, locked: true })
      expect(body.data.vow.granted).toBe(false)
      expect(JSON.stringify(body)).not.toMatch(/722500|765000|807500|850000/)
    }
  })

  it('answers 404 in the caller’s language for an unknown number and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      url: '/house/api/listing/v1/C0000001/comparables',
      headers: { ...callers.accepted, language: 'zh-Hans-CN' },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().msg).toBe('未找到该房源')
    const bad = await t.app.inject({ url: '/house/api/listing/v1/C%20%3B/comparables', headers: callers.accepted })
    expect(bad.statusCode).toBe(400)
  })

  it('finds comparables for most demo condos for sale', async () => {
    const sales = await t.database.db
      .select({ mlNum: listings.mlNum })
      .from(listings)
      .where(
        and(
          eq(listings.city, 'toronto'),
          eq(listings.sr, 'Sale'),
          eq(listings.roomType, 'condo'),
          eq(listings.status, 'A'),
          eq(listings.source, 'demo'),
        ),
      )
      .limit(20)
    let found = 0
    for (const sale of sales) {
      const { body } = await comparables(sale.mlNum, callers.accepted)
      expect(body.data.items.length).toBeLessThanOrEqual(6)
      if (body.data.range) found++
    }
    expect(found).toBeGreaterThanOrEqual(10)
  })
})

import type { ListingDetail } from '@maplenest/core'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings } from '../../../src/db/schema.ts'
import type { TestApp } from '../../helpers/test-app.ts'
import { type Callers, createListingsTestApp } from './listing-fixtures.ts'

const DAY = 86_400_000
/** The calendar day an instant falls on in Toronto, "YYYY-MM-DD". */
const toronto = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'America/Toronto' })

describe('a property’s history and true days on market', () => {
  let t: TestApp
  let callers: Callers
  const at = (daysAgo: number) => new Date(t.clock.now.getTime() - daysAgo * DAY)
  /** Days to today are counted on Toronto's clock: one fewer in its evening, when the UTC date is already the next. */
  const evening = () => (toronto(t.clock.now) !== t.clock.now.toISOString().slice(0, 10) ? 1 : 0)

  beforeAll(async () => {
    ;({ t, callers } = await createListingsTestApp())
    const db = t.database.db
    const [model] = await db
      .select()
      .from(listings)
      .where(and(eq(listings.city, 'toronto'), eq(listings.roomType, 'condo'), eq(listings.status, 'A')))
      .limit(1)
    const { id: _id, searchText: _s, ...rest } = model!
    const unit = { ...rest, address: '12 Testing Lane', unit: '807', closePrice: null, closeDate: null }
    await db.insert(listings).values([
      // sold three years ago: a run of its own, ended by the sale
      {
        ...unit,
        mlNum: 'C7000001',
        sr: 'Sale',
        status: 'U',
        lsc: 'sld',
        price: 540_000,
        inputDate: at(1130),
        unavailableDate: at(1100),
        closeDate: at(1100),
        closePrice: 532_000,
      },
      // leased the year after
      {
        ...unit,
        mlNum: 'C7000002',
        sr: 'Lease',
        status: 'U',
        lsc: 'lsd',
        price: 2_500,
        inputDate: at(700),
        unavailableDate: at(690),
        closeDate: at(690),
        closePrice: 2_450,
      },
      // listed for sale, expired after 60 days, then relisted 30 days later: one run
      {
        ...unit,
        mlNum: 'C7000003',
        sr: 'Sale',
        status: 'U',
        lsc: 'exp',
        price: 619_000,
        inputDate: at(130),
        unavailableDate: at(70),
      },
      { ...unit, mlNum: 'C7000004', sr: 'Sale', status: 'A', lsc: 'new', price: 599_000, inputDate: at(40) },
      // the same address, another unit: not this property
      {
        ...unit,
        unit: '808',
        mlNum: 'C7000005',
        sr: 'Sale',
        status: 'A',
        lsc: 'new',
        price: 610_000,
        inputDate: at(10),
      },
    ])
  })
  afterAll(() => t.close())

  const detail = async (mlNum: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/house/api/listing/v1/${mlNum}`, headers })
    expect(res.statusCode).toBe(200)
    return (res.json() as { data: ListingDetail }).data
  }

  it('lists every listing of the same address and unit, newest first, with close prices under the VOW rule', async () => {
    const d = await detail('C7000004', callers.accepted)
    expect(d.propertyHistory.map((l) => l.mlNum)).toEqual(['C7000004', 'C7000003', 'C7000002', 'C7000001'])
    expect(d.propertyHistory[2]).toMatchObject({ sr: 'Lease', lsc: 'lsd', closePrice: 2_450 })
    expect(d.propertyHistory[3]).toMatchObject({ sr: 'Sale', lsc: 'sld', closePrice: 532_000, price: 540_000 })
    expect(d.propertyHistory[3]!.closeDate).toBe(at(1100).toISOString())
  })

  it('counts the true days on market from the first listing of the run: a relisting within 90 days continues it', async () => {
    const d = await detail('C7000004', callers.accepted)
    expect(d.dom).toBe(40 - evening())
    expect(d.trueDaysOnMarket).toBe(130 - evening())
  })

  it('shows a visitor the listings but no sold or leased price, and no date that reveals one', async () => {
    for (const caller of [callers.anonymous, callers.registered]) {
      const d = await detail('C7000004', caller)
      expect(d.propertyHistory).toHaveLength(4)
      for (const l of d.propertyHistory) {
        expect(l.closePrice).toBeNull()
        expect(l.closeDate).toBeNull()
      }
      expect(d.propertyHistory[1]!.endDate).toBe(at(70).toISOString())
      expect(d.propertyHistory[3]!.endDate).toBeNull()
      expect(JSON.stringify(d.propertyHistory)).not.toContain('532000')
      expect(d.trueDaysOnMarket).toBe(130 - evening())
    }
    const sold = await detail('C7000001', callers.anonymous)
    expect(sold.trueDaysOnMarket).toBeNull()
  })

  it('starts a new run after a sale or a lease: the lease’s days are its own', async () => {
    const d = await detail('C7000002', callers.accepted)
    expect(d.trueDaysOnMarket).toBe(10)
  })

  it('finds the demo data’s homes with a past: relistings, earlier sales and leases of the same unit', async () => {
    const rows = await t.database.db
      .select({ city: listings.city, address: listings.address, unit: listings.unit })
      .from(listings)
      .where(eq(listings.source, 'demo'))
    const seen = new Map<string, number>()
    for (const r of rows) {
      const key = `${r.city}|${r.address.toLowerCase()}|${(r.unit ?? '').toLowerCase()}`
      seen.set(key, (seen.get(key) ?? 0) + 1)
    }
    expect([...seen.values()].filter((n) => n > 1).length).toBeGreaterThan(20)
  })
})

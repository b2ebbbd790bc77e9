import { describe, expect, it } from 'vitest'
import { formatBedrooms, groupLayoutsByBedrooms } from './bedrooms.ts'
import { calculateDepositSchedule } from './deposits.ts'
import {
  calculatePricePerSqft,
  formatMaintenancePerSqft,
  formatOccupancy,
  formatPreconsCny,
  formatPreconsFrom,
  formatPreconsPriceRange,
  formatPricePerSqft,
} from './precons-money.ts'
import { preconsSearchQuerySchema } from './precons-search.schema.ts'
import { preconsStatusOf } from './status.ts'

describe('project status (For Sale or Sold Out)', () => {
  it('is For Sale while any layout is offered', () => {
    expect(preconsStatusOf([{ available: false }, { available: true }])).toBe('forSale')
  })
  it('is Sold Out when no layout is offered, or none is published', () => {
    expect(preconsStatusOf([{ available: false }, { available: false }])).toBe('soldOut')
    expect(preconsStatusOf([])).toBe('soldOut')
  })
})

describe('bedroom groups', () => {
  it.each([
    [0, 'Studio', '开间'],
    [1, '1 bedroom', '1卧'],
    [2, '2 bedrooms', '2卧'],
    [7, '7 bedrooms', '7卧'],
  ])('labels %i bedrooms', (beds, en, zh) => {
    expect(formatBedrooms(beds, 'en-GB')).toBe(en)
    expect(formatBedrooms(beds, 'zh-Hans-CN')).toBe(zh)
  })
  it('adds a den', () => {
    expect(formatBedrooms(1, 'en-GB', true)).toBe('1 bedroom + den')
    expect(formatBedrooms(1, 'zh-Hans-CN', true)).toBe('1卧+书房')
  })
  it('refuses counts outside 0 to 7', () => {
    expect(() => formatBedrooms(8, 'en-GB')).toThrow(RangeError)
    expect(() => formatBedrooms(-1, 'en-GB')).toThrow(RangeError)
    expect(() => groupLayoutsByBedrooms([{ beds: 1.5, price: 1, name: 'x' }])).toThrow(RangeError)
  })
  it('groups fewest bedrooms first, each group by price then name, leaving out empty groups', () => {
    const groups = groupLayoutsByBedrooms([
      { beds: 2, price: 900_000, name: 'B' },
      { beds: 0, price: 500_000, name: 'S' },
      { beds: 2, price: 800_000, name: 'C' },
      { beds: 2, price: 800_000, name: 'A' },
      { beds: 7, price: 4_000_000, name: 'P' },
    ])
    expect(groups.map((g) => g.beds)).toEqual([0, 2, 7])
    expect(groups[1]!.layouts.map((l) => l.name)).toEqual(['A', 'C', 'B'])
  })
})

describe('deposit schedule', () => {
  const signed = new Date('2026-11-22T15:00:00Z')
  it('computes the typical Ontario structure: $5,000 on signing, balance to 5% in 30 days, then 5% steps', () => {
    const { rows, total, totalPercent } = calculateDepositSchedule(
      [
        { kind: 'fixed', value: 5000, dueDays: 0 },
        { kind: 'balanceTo', value: 5, dueDays: 30 },
        { kind: 'percent', value: 5, dueDays: 90 },
        { kind: 'percent', value: 5, dueDays: 180 },
        { kind: 'percent', value: 5, dueDays: null },
      ],
      800_000,
      signed,
    )
    expect(rows.map((r) => r.amount)).toEqual([5000, 35_000, 40_000, 40_000, 40_000])
    expect(rows.map((r) => r.dueDate)).toEqual(['2026-11-22', '2026-12-22', '2027-02-20', '2027-05-21', null])
    expect(rows.map((r) => r.cumulativePercent)).toEqual([0.63, 5, 10, 15, 20])
    expect(rows[4]!.onOccupancy).toBe(true)
    expect(total).toBe(160_000)
    expect(totalPercent).toBe(20)
  })
  it('rounds percentages of an odd price to whole dollars and never asks a negative balance', () => {
    const { rows, total } = calculateDepositSchedule(
      [
        { kind: 'percent', value: 10, dueDays: 0 },
        { kind: 'balanceTo', value: 5, dueDays: 30 },
        { kind: 'percent', value: 2.5, dueDays: 60 },
      ],
      649_999,
      signed,
    )
    expect(rows.map((r) => r.amount)).toEqual([65_000, 0, 16_250])
    expect(total).toBe(81_250)
  })
  it('refuses a price that is not positive', () => {
    expect(() => calculateDepositSchedule([], 0, signed)).toThrow(RangeError)
  })
})

describe('money lines', () => {
  it('prices per square foot in whole dollars', () => {
    expect(calculatePricePerSqft(749_900, 600)).toBe(1250)
    expect(calculatePricePerSqft(749_900, 0)).toBeNull()
    expect(formatPricePerSqft(1250, 'en-GB')).toBe('$1,250/sq ft')
    expect(formatPricePerSqft(1250, 'zh-Hans-CN')).toBe('$1,250/平方英尺')
  })
  it('writes price ranges, the lowest price with its yuan, maintenance and occupancy', () => {
    expect(formatPreconsPriceRange(629_900, 1_489_900, 'en-GB')).toBe('$629,900 – $1,489,900')
    expect(formatPreconsPriceRange(629_900, 629_900, 'en-GB')).toBe('$629,900')
    expect(formatPreconsFrom(899_000, 'en-GB')).toBe('From $899,000')
    expect(formatPreconsFrom(899_000, 'zh-Hans-CN')).toBe('$899,000起')
    expect(formatPreconsCny(899_000, 5.11, 'en-GB')).toBe('≈ CN¥4.59M')
    expect(formatMaintenancePerSqft(68, 'en-GB')).toBe('$0.68/sq ft/month')
    expect(formatOccupancy(2028, 3, 'en-GB')).toBe('Q3 2028')
    expect(formatOccupancy(2028, 3, 'zh-Hans-CN')).toBe('2028年第3季度')
  })
})

describe('search query', () => {
  it('takes the filters and defaults the sort and page size', () => {
    const q = preconsSearchQuerySchema.parse({ city: 'toronto', priceMin: '500000', occupancyYear: '2028' })
    expect(q).toMatchObject({ city: 'toronto', priceMin: 500_000, occupancyYear: 2028, sort: 'recommend', limit: 20 })
  })
  it.each([
    [{ status: 'sold' }, 'status'],
    [{ type: 'castle' }, 'type'],
    [{ priceMin: '900000', priceMax: '500000' }, 'priceMax'],
    [{ occupancyYear: '1999' }, 'occupancyYear'],
    [{ colour: 'red' }, ''],
  ])('refuses %o naming the field', (input, field) => {
    const result = preconsSearchQuerySchema.safeParse(input)
    expect(result.success).toBe(false)
    if (field) expect(result.error!.issues[0]!.path).toEqual([field])
  })
})

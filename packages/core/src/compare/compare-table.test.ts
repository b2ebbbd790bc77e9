import { describe, expect, it } from 'vitest'
import { calculateMortgage, parseMortgageInput } from '../mortgage/index.ts'
import { calculatePricePerSqft } from '../precons/precons-money.ts'
import {
  COMPARE_LIMIT,
  type CompareColumn,
  calculateDefaultMonthlyPayment,
  calculateSqftMiddle,
  compareMergeBodySchema,
  compareTableQuerySchema,
  markBest,
  mergeBaskets,
} from './index.ts'

type ColumnChanges = Omit<Partial<CompareColumn>, 'listing'> & { listing?: Partial<CompareColumn['listing']> }

function column(mlNum: string, over: ColumnChanges = {}): CompareColumn {
  const { listing, ...rest } = over
  return {
    listing: {
      mlNum,
      city: 'toronto',
      sr: 'Sale',
      status: 'A',
      lsc: 'new',
      roomType: 'condo',
      address: '1 Test St',
      unit: null,
      neighbourhood: 'Annex',
      lat: 43.67,
      lng: -79.4,
      price: 800_000,
      closePrice: null,
      beds: 2,
      bedsPlus: 0,
      baths: 2,
      sqft: '700-799',
      parking: 1,
      furnished: null,
      inputDate: '2026-11-01',
      closeDate: null,
      unavailableDate: null,
      dom: 10,
      updatedAt: '2026-11-27T00:00:00Z',
      photo: null,
      photoCount: 0,
      brokerage: 'Test Realty',
      restricted: false,
      ...listing,
    },
    pricePerSqft: 1067,
    sqftMid: 750,
    maintenanceCents: 60_000,
    taxesCents: 300_000,
    taxYear: 2026,
    yearBuilt: 2015,
    age: '11-15',
    exposure: 'S',
    station: { name: 'St George', distanceM: 400 },
    school: { name: 'Jesse Ketchum', distanceM: 700, schoolNumber: '1', rating: 7.5 },
    monthlyPaymentCents: 350_000,
    ...rest,
  }
}

describe('the middle of a living-area band and the price per square foot', () => {
  it.each([
    ['700-799', 750],
    ['1,100-1,199', 1150],
    ['1200', 1200],
    ['1500+', null],
    ['<500', null],
    ['about 800', null],
    [null, null],
  ])('%s → %s', (sqft, middle) => {
    expect(calculateSqftMiddle(sqft)).toBe(middle)
  })

  it('gives the price per square foot of the middle, in whole dollars', () => {
    expect(calculatePricePerSqft(799_000, calculateSqftMiddle('700-799') ?? 0)).toBe(1065)
    expect(calculatePricePerSqft(799_000, calculateSqftMiddle('1500+') ?? 0)).toBeNull()
  })
})

describe('the monthly payment of the table', () => {
  it("is the calculator's at 20 % down, 4.5 % and 25 years", () => {
    const asOf = new Date('2026-11-28T00:00:00Z')
    const parsed = parseMortgageInput({
      price: 900_000,
      downPayment: 180_000,
      amortizationYears: 25,
      annualRatePercent: 4.5,
      location: 'toronto',
    })
    if (!parsed.success) throw new Error('the calculator refused its own defaults')
    const expected = calculateMortgage(parsed.input, { asOf }).monthlyPayment
    expect(calculateDefaultMonthlyPayment(900_000, 'toronto', asOf)).toBe(expected)
    // 720,000 borrowed at 4.5 % compounded half-yearly over 25 years: about $3,984 a month
    expect(expected).toBeGreaterThan(398_000)
    expect(expected).toBeLessThan(399_000)
  })
})

describe('the best value of each row', () => {
  it('marks the lowest price and costs, the most rooms and space, the newest building and the nearest places', () => {
    const a = column('A1', {
      listing: { price: 700_000, beds: 1, parking: 0 },
      yearBuilt: 2020,
      maintenanceCents: 70_000,
    })
    const b = column('B2', {
      listing: { price: 900_000, beds: 3, baths: 3, parking: 2 },
      sqftMid: 1150,
      pricePerSqft: 783,
      station: { name: 'Bay', distanceM: 200 },
      taxesCents: 250_000,
    })
    const c = column('C3', {
      listing: { price: 800_000 },
      school: { name: 'X', distanceM: 300, schoolNumber: '2', rating: 5 },
    })
    const best = markBest([a, b, c])
    expect(best.price).toEqual(['A1'])
    expect(best.beds).toEqual(['B2'])
    expect(best.baths).toEqual(['B2'])
    expect(best.sqft).toEqual(['B2'])
    expect(best.pricePerSqft).toEqual(['B2'])
    expect(best.parking).toEqual(['B2'])
    expect(best.maintenance).toEqual(['B2', 'C3'])
    expect(best.taxes).toEqual(['B2'])
    expect(best.age).toEqual(['A1'])
    expect(best.station).toEqual(['B2'])
    expect(best.school).toEqual(['C3'])
  })

  it('leaves unmarked a row where every home agrees, facts without merit, and a row only one home has', () => {
    const best = markBest([
      column('A1', { listing: { dom: 3 }, exposure: 'N', monthlyPaymentCents: null }),
      column('B2', { listing: { dom: 40 }, exposure: 'S' }),
    ])
    expect(best.baths).toBeUndefined()
    expect(best.dom).toBeUndefined()
    expect(best.exposure).toBeUndefined()
    expect(best.monthlyPayment).toBeUndefined()
  })

  it('does not rank a rent against a price', () => {
    const best = markBest([
      column('A1', { listing: { sr: 'Lease', price: 2_800 }, pricePerSqft: 4, monthlyPaymentCents: null }),
      column('B2', { listing: { price: 800_000 } }),
    ])
    expect(best.price).toBeUndefined()
    expect(best.pricePerSqft).toBeUndefined()
    expect(best.beds).toBeUndefined()
  })
})

describe('joining the device basket to the account', () => {
  it("keeps the account's homes first, adds the device's new ones and names what did not fit", () => {
    expect(mergeBaskets(['A', 'B'], ['B', 'C'], COMPARE_LIMIT)).toEqual({ items: ['A', 'B', 'C'], dropped: [] })
    expect(mergeBaskets(['A', 'B', 'C'], ['D', 'E', 'A'], COMPARE_LIMIT)).toEqual({
      items: ['A', 'B', 'C', 'D'],
      dropped: ['E'],
    })
    expect(mergeBaskets([], [], COMPARE_LIMIT)).toEqual({ items: [], dropped: [] })
  })
})

describe('the calls of the basket', () => {
  it('reads a table request of one to four different MLS numbers', () => {
    expect(compareTableQuerySchema.parse({ mlNums: 'c1234567, w7654321' }).mlNums).toEqual(['C1234567', 'W7654321'])
    for (const mlNums of ['', 'a,b,c,d,e', 'A1,A1', 'A1;drop']) {
      expect(compareTableQuerySchema.safeParse({ mlNums }).success, mlNums).toBe(false)
    }
  })

  it('takes a device basket of up to twenty numbers to merge', () => {
    expect(compareMergeBodySchema.parse({ mlNums: ['a1'] }).mlNums).toEqual(['A1'])
    expect(compareMergeBodySchema.safeParse({ mlNums: Array.from({ length: 21 }, (_, i) => `A${i}`) }).success).toBe(
      false,
    )
  })
})

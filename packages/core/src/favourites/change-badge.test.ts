import { describe, expect, it } from 'vitest'
import {
  addFavouriteParamsSchema,
  calculateFavouriteChange,
  favouriteShareInputSchema,
  formatFavouriteChange,
  toFavouriteStatus,
} from './index.ts'

describe('the change badge of a favourite', () => {
  it.each([
    [
      { price: 900_000, status: 'active' },
      { price: 880_000, status: 'active' },
      { kind: 'priceDown', amount: 20_000 },
    ],
    [
      { price: 2_500, status: 'active' },
      { price: 2_650, status: 'active' },
      { kind: 'priceUp', amount: 150 },
    ],
    [{ price: 900_000, status: 'active' }, { price: 900_000, status: 'active' }, null],
    [
      { price: 900_000, status: 'active' },
      { price: 870_000, status: 'sold' },
      { kind: 'status', status: 'sold' },
    ],
    [
      { price: 2_500, status: 'active' },
      { price: 2_500, status: 'leased' },
      { kind: 'status', status: 'leased' },
    ],
    [
      { price: 900_000, status: 'active' },
      { price: 900_000, status: 'offMarket' },
      { kind: 'status', status: 'offMarket' },
    ],
    [
      { price: 900_000, status: 'offMarket' },
      { price: 850_000, status: 'active' },
      { kind: 'status', status: 'active' },
    ],
    [{ price: null, status: null }, { price: 500_000, status: null }, null],
    [{ price: 500_000, status: null }, { price: null, status: null }, null],
    [
      { price: 500_000, status: null },
      { price: 480_000, status: null },
      { kind: 'priceDown', amount: 20_000 },
    ],
  ] as const)('saved %o, now %o → %o', (saved, current, expected) => {
    expect(calculateFavouriteChange(saved, current)).toEqual(expected)
  })

  it('words each change in both languages', () => {
    expect(formatFavouriteChange({ kind: 'priceDown', amount: 20_000 }, 'en-GB')).toBe('Price down $20,000')
    expect(formatFavouriteChange({ kind: 'priceUp', amount: 5_000 }, 'en-GB')).toBe('Price up $5,000')
    expect(formatFavouriteChange({ kind: 'status', status: 'sold' }, 'en-GB')).toBe('Sold')
    expect(formatFavouriteChange({ kind: 'status', status: 'leased' }, 'en-GB')).toBe('Leased')
    expect(formatFavouriteChange({ kind: 'status', status: 'offMarket' }, 'en-GB')).toBe('Off market')
    expect(formatFavouriteChange({ kind: 'priceDown', amount: 20_000 }, 'zh-Hans-CN')).toBe('降价 $20,000')
    expect(formatFavouriteChange({ kind: 'status', status: 'sold' }, 'zh-Hans-CN')).toBe('已售出')
  })
})

describe('a listing’s status for favourites', () => {
  it('reads sold and leased from the status code and any other unavailable listing as off the market', () => {
    expect(toFavouriteStatus({ status: 'A', lsc: 'new' })).toBe('active')
    expect(toFavouriteStatus({ status: 'A', lsc: 'pc' })).toBe('active')
    expect(toFavouriteStatus({ status: 'U', lsc: 'sld' })).toBe('sold')
    expect(toFavouriteStatus({ status: 'U', lsc: 'lsd' })).toBe('leased')
    expect(toFavouriteStatus({ status: 'U', lsc: 'exp' })).toBe('offMarket')
    expect(toFavouriteStatus({ status: 'U', lsc: 'ter' })).toBe('offMarket')
  })
})

describe('favourite call schemas', () => {
  const user = '6f1c2b1e-8a4b-4c1e-9a55-0e0e0e0e0e0e'
  it('accepts the five kinds and refuses any other, naming the field', () => {
    for (const type of ['listing', 'precons', 'layout', 'school', 'agent']) {
      expect(addFavouriteParamsSchema.safeParse({ id: 'C1234567', type, id2: user }).success).toBe(true)
    }
    const bad = addFavouriteParamsSchema.safeParse({ id: 'C1234567', type: 'house', id2: user })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]?.path).toEqual(['type'])
    expect(bad.error?.issues[0]?.message).toBe('favourite.api.type')
  })
  it('refuses an id with characters outside letters, digits, dash and underscore, and a user id that is not a uuid', () => {
    expect(addFavouriteParamsSchema.safeParse({ id: "x' or 1=1", type: 'listing', id2: user }).success).toBe(false)
    expect(addFavouriteParamsSchema.safeParse({ id: 'C1', type: 'listing', id2: '42' }).success).toBe(false)
  })
  it('shares one to 20 favourites', () => {
    const item = { type: 'listing', targetId: 'C1' }
    expect(favouriteShareInputSchema.safeParse({ items: [] }).success).toBe(false)
    expect(favouriteShareInputSchema.safeParse({ items: Array(20).fill(item) }).success).toBe(true)
    expect(favouriteShareInputSchema.safeParse({ items: Array(21).fill(item) }).success).toBe(false)
  })
})

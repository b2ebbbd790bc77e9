import { describe, expect, it } from 'vitest'
import { parseListingCosts } from './listing-costs.schema.ts'

describe("a listing's costs handed to the calculator", () => {
  it('reads the annual taxes and the monthly maintenance in dollars', () => {
    expect(parseListingCosts({ taxes: '4512.3', maintenance: '650.45' })).toEqual({
      taxes: 4512.3,
      maintenance: 650.45,
    })
    expect(parseListingCosts({ taxes: '$4,512.30', maintenance: 0 })).toEqual({ taxes: 4512.3, maintenance: 0 })
  })

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not a number', 'abc'],
    ['negative', '-5'],
    ['above the cap', '1000000001'],
    ['infinite', 'Infinity'],
  ])('drops a value that is %s and keeps the other', (_, bad) => {
    expect(parseListingCosts({ taxes: bad, maintenance: '650' })).toEqual({ taxes: undefined, maintenance: 650 })
    expect(parseListingCosts({ taxes: '4000', maintenance: bad })).toEqual({ taxes: 4000, maintenance: undefined })
  })
})

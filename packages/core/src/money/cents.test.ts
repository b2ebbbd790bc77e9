import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { asCents, calculateBasisPointsOf, dollarsToCents, roundCents } from './cents.ts'

describe('roundCents', () => {
  it.each([
    [0, 0],
    [0.4999, 0],
    [0.5, 1],
    [1.5, 2],
    [2.5, 3], // half up, not half to even (which would give 2)
    [290_802.49, 290_802],
    [290_802.5, 290_803],
    [-0.5, -1],
    [-2.5, -3],
    [-0.4, 0],
    [100.49999999999999, 101], // 1.005 dollars as binary floating point
  ])('rounds %d cents to %d', (value, cents) => {
    expect(roundCents(value)).toBe(cents)
  })

  it('never returns negative zero', () => {
    expect(Object.is(roundCents(-0.2), 0)).toBe(true)
  })

  it('rejects amounts that are not finite', () => {
    expect(() => roundCents(Number.NaN)).toThrow(RangeError)
    expect(() => roundCents(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })

  it('is within half a cent of its input and returns whole cents', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e11, max: 1e11, noNaN: true }), (value) => {
        const rounded = roundCents(value)
        expect(Number.isInteger(rounded)).toBe(true)
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.5 + 1e-6)
      }),
    )
  })
})

describe('cents', () => {
  it.each([
    [1.005, 101],
    [0.29, 29],
    [124_999.9, 12_499_990],
    [500_000, 50_000_000],
  ])('turns $%d into %d cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents)
  })

  it('brands only whole numbers of cents', () => {
    expect(asCents(12)).toBe(12)
    expect(() => asCents(1.5)).toThrow(RangeError)
  })

  it('takes basis points of an amount, rounded once', () => {
    expect(calculateBasisPointsOf(asCents(74_500_000), 400)).toBe(2_980_000)
    expect(calculateBasisPointsOf(asCents(3_129_000), 800)).toBe(250_320)
    expect(calculateBasisPointsOf(asCents(1), 5_000)).toBe(1)
  })
})

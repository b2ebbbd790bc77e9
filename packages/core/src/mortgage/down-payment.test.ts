import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { asCents, dollarsToCents } from '../money/cents.ts'
import {
  calculateDownPaymentCheck,
  calculateDownPaymentFromPercent,
  calculateDownPaymentPercent,
  calculateMinimumDownPayment,
  isInsurablePrice,
  isInsuranceRequired,
} from './down-payment.ts'

const $ = dollarsToCents

/** Reference §3.1 (rules since December 15, 2024). */
describe('minimum down payment', () => {
  it.each([
    [100_000, 5_000],
    [500_000, 25_000],
    [500_001, 25_000.1],
    [800_000, 55_000],
    [1_000_000, 75_000],
    [1_499_999, 124_999.9],
    [1_500_000, 300_000],
    [2_000_000, 400_000],
  ])('at a price of $%d is $%d', (price, minimum) => {
    expect(calculateMinimumDownPayment($(price))).toBe($(minimum))
  })

  it('never falls as the price rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (p, step) => {
        expect(calculateMinimumDownPayment(asCents(p + step))).toBeGreaterThanOrEqual(
          calculateMinimumDownPayment(asCents(p)),
        )
      }),
    )
  })

  it('insures only prices below $1,500,000', () => {
    expect(isInsurablePrice($(1_499_999.99))).toBe(true)
    expect(isInsurablePrice($(1_500_000))).toBe(false)
  })

  it('needs insurance below 20 % down, not at 20 %', () => {
    expect(isInsuranceRequired($(800_000), $(159_999.99))).toBe(true)
    expect(isInsuranceRequired($(800_000), $(160_000))).toBe(false)
  })

  it('tells a form what the minimum is when the entry is below it', () => {
    expect(calculateDownPaymentCheck($(800_000), $(40_000))).toEqual({
      minimum: $(55_000),
      minimumPercent: expect.closeTo(6.875, 9),
      downPaymentPercent: 5,
      meetsMinimum: false,
      shortfall: $(15_000),
      insuranceRequired: true,
      insurablePrice: true,
    })
    expect(calculateDownPaymentCheck($(1_500_000), $(300_000))).toMatchObject({
      meetsMinimum: true,
      shortfall: 0,
      insuranceRequired: false,
      insurablePrice: false,
    })
  })

  it('converts between an amount and a percentage of the price', () => {
    expect(calculateDownPaymentFromPercent($(800_000), 6.875)).toBe($(55_000))
    expect(calculateDownPaymentPercent($(800_000), $(160_000))).toBe(20)
    expect(calculateDownPaymentPercent(asCents(0), asCents(0))).toBe(0)
  })
})

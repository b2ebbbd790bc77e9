import { describe, expect, it } from 'vitest'
import { calculateEffectiveAnnualRate, calculatePeriodicRate, toCompounding } from './compounding.ts'

/** Reference: canadian-mortgage-rules §1.4, 5.00 % nominal. */
describe('compounding', () => {
  it.each([
    ['semiAnnual', 12, 0.412392],
    ['monthly', 12, 0.416667],
    ['semiAnnual', 2, 2.5],
    ['monthly', 26, 0.192092],
  ] as const)('%s compounding with %d payments a year gives %d per cent a period', (compounding, k, percent) => {
    expect(calculatePeriodicRate(5, compounding, k) * 100).toBeCloseTo(percent, 6)
  })

  it.each([
    ['semiAnnual', 5.0625],
    ['monthly', 5.1162],
  ] as const)('%s compounding gives an effective annual rate of %d per cent', (compounding, percent) => {
    expect(calculateEffectiveAnnualRate(5, compounding) * 100).toBeCloseTo(percent, 4)
  })

  it('defaults to semi-annual for fixed and monthly for variable rates, and lets either be changed', () => {
    expect(toCompounding('fixed')).toBe('semiAnnual')
    expect(toCompounding('variable')).toBe('monthly')
    expect(toCompounding('variable', 'semiAnnual')).toBe('semiAnnual')
    expect(toCompounding('fixed', 'monthly')).toBe('monthly')
  })

  it('charges nothing at a zero rate', () => {
    expect(calculatePeriodicRate(0, 'semiAnnual', 52)).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
import { dollarsToCents } from '../money/cents.ts'
import { calculateDebtService, calculateQualifyingRatePercent, calculateStressTest } from './stress-test.ts'

const $ = dollarsToCents

/** Reference §5.1: $500,000 over 25 years, semi-annual compounding, payment at the qualifying rate. */
describe('stress test', () => {
  it.each([
    [2.9, 5.25, 2_979.59],
    [3.25, 5.25, 2_979.59],
    [3.99, 5.99, 3_196.06],
    [4.5, 6.5, 3_349.12],
  ])('at a contract rate of %d per cent qualifies at %d per cent with $%d a month', (rate, qualifying, payment) => {
    const result = calculateStressTest({
      principal: $(500_000),
      annualRatePercent: rate,
      amortizationYears: 25,
      compounding: 'semiAnnual',
    })
    expect(result).toEqual({ qualifyingRatePercent: qualifying, qualifyingMonthlyPayment: $(payment) })
  })

  it('is exactly the floor or the contract rate + 2', () => {
    expect(calculateQualifyingRatePercent(3.2)).toBe(5.25)
    expect(calculateQualifyingRatePercent(3.26)).toBe(5.26)
    expect(calculateQualifyingRatePercent(0)).toBe(5.25)
    expect(calculateQualifyingRatePercent(25)).toBe(27)
  })
})

/** Reference §5.2: GDS ≤ 39 %, TDS ≤ 44 %, half the condo fees. */
describe('debt service', () => {
  it('counts the qualifying payment, property tax, heating and half the condo fees', () => {
    const result = calculateDebtService({
      qualifyingMonthlyPayment: $(3_196.06),
      grossAnnualIncome: $(150_000),
      propertyTaxAnnual: $(4_800),
      heatingMonthly: $(100),
      condoFeesMonthly: $(500),
      otherDebtPaymentsMonthly: $(600),
    })
    expect(result).toMatchObject({
      housingCostsMonthly: $(3_946.06),
      otherDebtPaymentsMonthly: $(600),
      grossMonthlyIncome: $(12_500),
      gdsPasses: true,
      tdsPasses: true,
      passes: true,
    })
    expect(result.gdsPercent).toBeCloseTo(31.5685, 4)
    expect(result.tdsPercent).toBeCloseTo(36.3685, 4)
  })

  it.each([
    [3_250, 0, true, true],
    [3_250.01, 0, false, true],
    [3_250, 416.66, true, true],
    [3_250, 416.67, true, false],
  ])(
    'on 100,000 dollars a year, a $%d payment and $%d of other debts: GDS passes %s, TDS passes %s',
    (payment, debts, gds, tds) => {
      const result = calculateDebtService({
        qualifyingMonthlyPayment: $(payment),
        grossAnnualIncome: $(100_000),
        otherDebtPaymentsMonthly: $(debts),
      })
      expect(result.gdsPasses).toBe(gds)
      expect(result.tdsPasses).toBe(tds)
      expect(result.passes).toBe(gds && tds)
    },
  )

  it('needs an income', () => {
    expect(() => calculateDebtService({ qualifyingMonthlyPayment: $(1), grossAnnualIncome: $(0) })).toThrow(RangeError)
  })
})

import { describe, expect, it } from 'vitest'
import { type Cents, dollarsToCents } from '../money/cents.ts'
import {
  calculateDefaultInsurance,
  calculateMaximumAmortizationYears,
  calculatePremiumBasisPoints,
} from './default-insurance.ts'

const $ = dollarsToCents
const price = $(1_000_000)
const loanAt = (ltvPercent: number): Cents => $((1_000_000 * ltvPercent) / 100)

/** Reference §4.1: premium by loan-to-value before the premium; +0.20 % over 25 years. */
describe('default insurance premium', () => {
  it.each([
    [50, 60, 80],
    [65, 60, 80],
    [65.01, 170, 190],
    [75, 170, 190],
    [75.01, 240, 260],
    [80, 240, 260],
    [80.01, 280, 300],
    [85, 280, 300],
    [85.01, 310, 330],
    [90, 310, 330],
    [90.01, 400, 420],
    [95, 400, 420],
  ])('at %d per cent LTV is %d bp over 25 years and %d bp over 30', (ltv, standard, extended) => {
    expect(calculatePremiumBasisPoints(loanAt(ltv), price, 25)).toBe(standard)
    expect(calculatePremiumBasisPoints(loanAt(ltv), price, 30)).toBe(extended)
  })

  it('is not available above 95 % LTV', () => {
    expect(calculatePremiumBasisPoints(loanAt(95.01), price, 25)).toBeNull()
  })

  /** Reference §4.3: $800,000 with the minimum $55,000 down. */
  it.each([
    ['ON', 25, 400, 29_800, 774_800, 2_384],
    ['ON', 30, 420, 31_290, 776_290, 2_503.2],
    ['BC', 25, 400, 29_800, 774_800, 0],
    ['BC', 30, 420, 31_290, 776_290, 0],
  ] as const)(
    '%s over %d years: rate %d bp, premium $%d, loan $%d, sales tax $%d',
    (province, years, bp, premium, loan, tax) => {
      const result = calculateDefaultInsurance({
        price: $(800_000),
        downPayment: $(55_000),
        amortizationYears: years,
        province,
      })
      expect(result).toMatchObject({
        status: 'required',
        baseLoan: $(745_000),
        loanToValuePercent: 93.125,
        premiumRatePercent: bp / 100,
        longAmortizationSurcharge: years > 25,
        premium: $(premium),
        insuredLoan: $(loan),
        salesTax: $(tax),
      })
    },
  )

  it('is not charged at 20 % down or more', () => {
    const result = calculateDefaultInsurance({
      price: $(800_000),
      downPayment: $(160_000),
      amortizationYears: 30,
      province: 'ON',
    })
    expect(result).toMatchObject({ status: 'notRequired', premium: 0, insuredLoan: $(640_000), salesTax: 0 })
  })

  it('is unavailable under 20 % down at $1,500,000 or more', () => {
    const result = calculateDefaultInsurance({
      price: $(1_500_000),
      downPayment: $(150_000),
      amortizationYears: 25,
      province: 'ON',
    })
    expect(result).toMatchObject({ status: 'unavailable', premium: 0 })
  })
})

/** Reference §3.2: 25 years insured, 30 for first-time buyers and new builds (since December 15, 2024). */
describe('maximum amortization', () => {
  it.each([
    [true, false, false, 25],
    [true, true, false, 30],
    [true, false, true, 30],
    [false, false, false, 40],
  ])('insured %s, first-time %s, new build %s: %d years', (insuranceRequired, firstTimeBuyer, newBuild, years) => {
    expect(calculateMaximumAmortizationYears({ insuranceRequired, firstTimeBuyer, newBuild })).toBe(years)
  })
})

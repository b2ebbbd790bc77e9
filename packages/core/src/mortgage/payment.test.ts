import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { asCents, dollarsToCents } from '../money/cents.ts'
import { COMPOUNDINGS } from './compounding.ts'
import { FREQUENCY_RULES, PAYMENT_FREQUENCIES, type PaymentFrequency } from './frequencies.ts'
import { calculateLevelPayment, calculateMonthlyOutlay, calculatePayment } from './payment.ts'

const golden = {
  principal: dollarsToCents(500_000),
  annualRatePercent: 5,
  amortizationYears: 25,
  compounding: 'semiAnnual',
} as const

describe('payment', () => {
  it('golden check: $500,000 at 5 % over 25 years, monthly', () => {
    expect(calculatePayment({ ...golden, frequency: 'monthly' })).toBe(290_802)
    expect(calculatePayment({ ...golden, frequency: 'monthly', compounding: 'monthly' })).toBe(292_295)
  })

  /** Reference §2, semi-annual compounding; non-accelerated frequencies by the monthly-equivalent convention. */
  it.each([
    ['monthly', 290_802],
    ['semiMonthly', 145_401],
    ['biWeekly', 134_217],
    ['acceleratedBiWeekly', 145_401],
    ['weekly', 67_108],
    ['acceleratedWeekly', 72_701],
  ] as const)('%s pays %d cents', (frequency, cents) => {
    expect(calculatePayment({ ...golden, frequency })).toBe(cents)
  })

  it('exact periodic amortization matches the reference figures the convention replaces', () => {
    const exact = (k: number) => calculateLevelPayment(50_000_000, (1 + 0.05 / 2) ** (2 / k) - 1, k * 25) / 100
    expect(exact(24)).toBeCloseTo(1_452.52, 2)
    expect(exact(26)).toBeCloseTo(1_340.68, 2)
    expect(exact(52)).toBeCloseTo(670.02, 2)
  })

  it('has a catalogue label and explanation, and a payments-a-year count, for every frequency', () => {
    for (const frequency of PAYMENT_FREQUENCIES) {
      const rule = FREQUENCY_RULES[frequency]
      expect(rule.labelKey).toBe(`ui.mortgage.frequency.${frequency}.label`)
      expect(rule.explanationKey).toBe(`ui.mortgage.frequency.${frequency}.explanation`)
      expect([12, 24, 26, 52]).toContain(rule.paymentsPerYear)
    }
  })

  /** A month's worth of payments: the monthly payment for regular frequencies, 13/12 of it when accelerated. */
  it.each([
    ['monthly', 290_802],
    ['semiMonthly', 290_802],
    ['biWeekly', 290_802],
    ['weekly', 290_802],
    ['acceleratedBiWeekly', 315_036],
    ['acceleratedWeekly', 315_036],
  ] as const)('%s payments come to %d cents a month', (frequency, cents) => {
    expect(calculateMonthlyOutlay({ ...golden, frequency })).toBe(cents)
  })

  it('a month of payments is within a cent of a year of rounded payments over 12', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const yearly = calculatePayment(t) * FREQUENCY_RULES[t.frequency].paymentsPerYear
        expect(Math.abs(calculateMonthlyOutlay(t) - yearly / 12)).toBeLessThanOrEqual(
          FREQUENCY_RULES[t.frequency].paymentsPerYear / 24 + 0.5,
        )
      }),
    )
  })

  it('repays the principal alone at a zero rate', () => {
    expect(calculatePayment({ ...golden, annualRatePercent: 0, frequency: 'monthly' })).toBe(166_667)
  })

  const terms = fc.record({
    principal: fc.integer({ min: 100_000, max: 500_000_000 }).map(asCents),
    annualRatePercent: fc.double({ min: 0.5, max: 25, noNaN: true }),
    amortizationYears: fc.integer({ min: 1, max: 39 }),
    frequency: fc.constantFrom<PaymentFrequency>(...PAYMENT_FREQUENCIES),
    compounding: fc.constantFrom(...COMPOUNDINGS),
  })

  it('rises with the rate', () => {
    fc.assert(
      fc.property(terms, fc.double({ min: 0.05, max: 5, noNaN: true }), (t, step) => {
        expect(calculatePayment({ ...t, annualRatePercent: t.annualRatePercent + step })).toBeGreaterThanOrEqual(
          calculatePayment(t),
        )
      }),
    )
  })

  it('falls as the amortization lengthens', () => {
    fc.assert(
      fc.property(terms, (t) => {
        expect(calculatePayment({ ...t, amortizationYears: t.amortizationYears + 1 })).toBeLessThanOrEqual(
          calculatePayment(t),
        )
      }),
    )
  })

  it('times the number of payments covers the principal', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const periods = FREQUENCY_RULES[t.frequency].paymentsPerYear * t.amortizationYears
        expect(calculatePayment(t) * periods).toBeGreaterThanOrEqual(t.principal)
      }),
    )
  })
})

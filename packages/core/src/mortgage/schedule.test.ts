import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { asCents, dollarsToCents } from '../money/cents.ts'
import { COMPOUNDINGS } from './compounding.ts'
import { FREQUENCY_RULES, PAYMENT_FREQUENCIES, type PaymentFrequency } from './frequencies.ts'
import { calculateSchedule, type ScheduleYear } from './schedule.ts'

const golden = {
  principal: dollarsToCents(500_000),
  annualRatePercent: 5,
  amortizationYears: 25,
  compounding: 'semiAnnual',
  frequency: 'monthly',
} as const

const dollars = (cents: number) => cents / 100

describe('schedule', () => {
  it('repays $500,000 at 5 % in 300 monthly payments, in 25 yearly rows', () => {
    const s = calculateSchedule(golden)
    expect(s.paymentPerPeriod).toBe(290_802)
    expect(s.totals.numberOfPayments).toBe(300)
    expect(s.years).toHaveLength(25)
    expect(s.years[0]!.periods).toHaveLength(12)
    expect(s.periods[0]).toMatchObject({ openingBalance: 50_000_000, interest: 206_196, principal: 84_606 })
    expect(s.periods.at(-1)!.closingBalance).toBe(0)
    expect(s.totals.finalPayment).toBe(291_102)
  })

  /**
   * Reference §1.4 totals are 300 × the unrounded payment − principal ($372,407.48 and $376,885.06). A lender
   * pays the rounded $2,908.02 and the last payment clears the few dollars left, so our totals differ by a
   * couple of dollars; the $4,477.58 difference between the compounding methods holds to the same margin.
   */
  it('totals the interest of §1.4 for both compounding methods', () => {
    const semiAnnual = dollars(calculateSchedule(golden).totals.interest)
    const monthly = dollars(calculateSchedule({ ...golden, compounding: 'monthly' }).totals.interest)
    expect(Math.abs(semiAnnual - 372_407.48)).toBeLessThan(3)
    expect(Math.abs(monthly - 376_885.06)).toBeLessThan(3)
    expect(Math.abs(monthly - semiAnnual - 4_477.58)).toBeLessThan(3)
  })

  it.each([
    ['acceleratedBiWeekly', 21.48, 311_971],
    ['acceleratedWeekly', 21.46, 311_285],
  ] as const)('%s pays off in about %d years with about $%d of interest (§2)', (frequency, years, interest) => {
    const s = calculateSchedule({ ...golden, frequency })
    expect(s.totals.payoffYears).toBeCloseTo(years, 2)
    expect(Math.abs(dollars(s.totals.interest) - interest)).toBeLessThan(5)
  })

  it.each(['semiMonthly', 'biWeekly', 'weekly'] as const)(
    '%s, at the same yearly total as monthly, ends a little before 25 years',
    (frequency) => {
      const s = calculateSchedule({ ...golden, frequency })
      expect(s.totals.payoffYears).toBeLessThan(25)
      expect(s.totals.payoffYears).toBeGreaterThan(24.5)
    },
  )

  it('has no rows for a loan of zero', () => {
    const s = calculateSchedule({ ...golden, principal: asCents(0) })
    expect(s.periods).toHaveLength(0)
    expect(s.years).toHaveLength(0)
    expect(s.totals.payment).toBe(0)
  })

  const terms = fc.record({
    principal: fc.integer({ min: 1, max: 300_000_000 }).map(asCents),
    annualRatePercent: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 25, noNaN: true })),
    amortizationYears: fc.integer({ min: 1, max: 40 }),
    frequency: fc.constantFrom<PaymentFrequency>(...PAYMENT_FREQUENCIES),
    compounding: fc.constantFrom(...COMPOUNDINGS),
  })
  const sum = (rows: readonly ScheduleYear[], key: 'payment' | 'interest' | 'principal') =>
    rows.reduce((total, row) => total + row[key], 0)

  it('ends at a balance of exactly zero, within the amortization, each row following from the last', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const s = calculateSchedule(t)
        expect(s.periods.at(-1)!.closingBalance).toBe(0)
        expect(s.periods.length).toBeLessThanOrEqual(FREQUENCY_RULES[t.frequency].paymentsPerYear * t.amortizationYears)
        // Up to 2,080 rows a case: compared plainly, and the first row that does not follow from the last is reported
        // with its case, rather than calling expect three times a row.
        let balance: number = t.principal
        const broken = s.periods.find((p) => {
          const follows =
            p.openingBalance === balance &&
            p.payment === p.interest + p.principal &&
            p.closingBalance === p.openingBalance - p.principal
          balance = p.closingBalance
          return !follows
        })
        expect(broken).toBeUndefined()
      }),
    )
  })

  it('pays at least the principal in total, and total paid = principal + interest', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const { totals } = calculateSchedule(t)
        expect(totals.payment).toBeGreaterThanOrEqual(t.principal)
        expect(totals.principal).toBe(t.principal)
        expect(totals.payment).toBe(t.principal + totals.interest)
      }),
    )
  })

  it('has yearly rows that sum their payments and add up to the totals', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const s = calculateSchedule(t)
        expect(sum(s.years, 'payment')).toBe(s.totals.payment)
        expect(sum(s.years, 'interest')).toBe(s.totals.interest)
        expect(sum(s.years, 'principal')).toBe(s.totals.principal)
        expect(s.years.flatMap((y) => y.periods)).toEqual(s.periods)
        for (const [index, year] of s.years.entries()) {
          expect(year.year).toBe(index + 1)
          expect(year.openingBalance).toBe(year.periods[0]!.openingBalance)
          expect(year.closingBalance).toBe(year.periods.at(-1)!.closingBalance)
          expect(year.openingBalance - year.principal).toBe(year.closingBalance)
        }
      }),
    )
  })
})

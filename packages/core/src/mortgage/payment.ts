import { type Cents, roundCents } from '../money/cents.ts'
import { type Compounding, calculatePeriodicRate } from './compounding.ts'
import { FREQUENCY_RULES, type PaymentFrequency } from './frequencies.ts'

export interface PaymentTerms {
  /** The amount borrowed, including any financed default-insurance premium. */
  readonly principal: Cents
  /** Nominal annual rate in percent: 5 means 5 %. */
  readonly annualRatePercent: number
  readonly amortizationYears: number
  readonly frequency: PaymentFrequency
  readonly compounding: Compounding
}

/**
 * Level blended payment PMT = P · i / (1 − (1 + i)^−n), unrounded, in cents. A zero rate gives P / n;
 * 1 − (1 + i)^−n is taken as −expm1(−n · log1p(i)) so that tiny rates do not divide by zero.
 */
export function calculateLevelPayment(principal: number, periodicRate: number, periods: number): number {
  if (periods <= 0) throw new RangeError(`not a number of payments: ${periods}`)
  if (periodicRate === 0) return principal / periods
  return (principal * periodicRate) / -Math.expm1(-periods * Math.log1p(periodicRate))
}

/** The monthly payment M before rounding, in cents: the base of every frequency. */
export function calculateExactMonthlyPayment(terms: Omit<PaymentTerms, 'frequency'>): number {
  const i = calculatePeriodicRate(terms.annualRatePercent, terms.compounding, 12)
  return calculateLevelPayment(terms.principal, i, 12 * terms.amortizationYears)
}

/**
 * The payment per period, rounded once to the cent: M × share of the frequency (see frequencies.ts),
 * where M is the exact monthly payment. $500,000 at 5 % over 25 years, fixed (semi-annual) → $2,908.02
 * monthly, $1,454.01 accelerated bi-weekly, $727.01 accelerated weekly.
 */
export function calculatePayment(terms: PaymentTerms): Cents {
  const [numerator, denominator] = FREQUENCY_RULES[terms.frequency].monthlyShare
  return roundCents((calculateExactMonthlyPayment(terms) * numerator) / denominator)
}

/**
 * What the payments of the chosen frequency come to in a month, on average: the payment × payments a year ÷ 12,
 * worked from the exact monthly payment and rounded once. A regular frequency (semi-monthly, bi-weekly, weekly)
 * gives the monthly payment itself; an accelerated one pays a thirteenth month a year, so 13/12 of it.
 * $500,000 at 5 % over 25 years → $2,908.02 monthly or bi-weekly, $3,150.36 accelerated bi-weekly.
 */
export function calculateMonthlyOutlay(terms: PaymentTerms): Cents {
  const rule = FREQUENCY_RULES[terms.frequency]
  const [numerator, denominator] = rule.monthlyShare
  return roundCents((calculateExactMonthlyPayment(terms) * numerator * rule.paymentsPerYear) / (denominator * 12))
}

/** Interest rate per payment period of the chosen frequency, as a fraction. */
export function calculatePeriodicRateFor(
  terms: Pick<PaymentTerms, 'annualRatePercent' | 'compounding' | 'frequency'>,
): number {
  return calculatePeriodicRate(
    terms.annualRatePercent,
    terms.compounding,
    FREQUENCY_RULES[terms.frequency].paymentsPerYear,
  )
}

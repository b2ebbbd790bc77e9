import { addCents, type Cents, roundCents, subtractCents, ZERO_CENTS } from '../money/cents.ts'
import { FREQUENCY_RULES } from './frequencies.ts'
import { calculatePayment, calculatePeriodicRateFor, type PaymentTerms } from './payment.ts'

/** One payment of the schedule. `year` and `periodInYear` count from 1. */
export interface SchedulePeriod {
  readonly number: number
  readonly year: number
  readonly periodInYear: number
  readonly openingBalance: Cents
  readonly payment: Cents
  readonly interest: Cents
  readonly principal: Cents
  readonly closingBalance: Cents
}

/** One year of the schedule: the sums of its payments, with the payments themselves for an expanded view. */
export interface ScheduleYear {
  readonly year: number
  readonly openingBalance: Cents
  readonly payment: Cents
  readonly interest: Cents
  readonly principal: Cents
  readonly closingBalance: Cents
  readonly periods: readonly SchedulePeriod[]
}

export interface ScheduleTotals {
  readonly numberOfPayments: number
  readonly payment: Cents
  readonly interest: Cents
  readonly principal: Cents
  /** The last payment, which clears the balance and so differs from the level payment by the rounding left over. */
  readonly finalPayment: Cents
  /** Years until the loan is repaid, counting the final payment as the fraction of a level payment it is. */
  readonly payoffYears: number
}

export interface Schedule {
  readonly paymentPerPeriod: Cents
  readonly paymentsPerYear: number
  readonly periods: readonly SchedulePeriod[]
  readonly years: readonly ScheduleYear[]
  readonly totals: ScheduleTotals
}

/**
 * Amortization schedule at the level payment of `calculatePayment`. Each period's interest is the opening
 * balance times the periodic rate, rounded to the cent; the payment repays interest first. The last payment
 * is whatever clears the balance: it is smaller when the payments run ahead of the amortization (the
 * monthly-equivalent and accelerated frequencies), or larger when the rounded level payment falls short
 * (by $3.00 for $500,000 at 5 % over 25 years). The balance always ends at exactly zero, at the latest
 * after amortization × payments-a-year payments.
 */
export function calculateSchedule(terms: PaymentTerms): Schedule {
  const paymentsPerYear = FREQUENCY_RULES[terms.frequency].paymentsPerYear
  const level = calculatePayment(terms)
  const rate = calculatePeriodicRateFor(terms)
  const lastAllowed = paymentsPerYear * terms.amortizationYears
  const periods: SchedulePeriod[] = []

  let balance = terms.principal
  for (let n = 1; n <= lastAllowed && balance > 0; n++) {
    const interest = roundCents(balance * rate)
    const due = addCents(balance, interest)
    const payment = n === lastAllowed || due <= level ? due : level
    const principal = subtractCents(payment, interest)
    const closingBalance = subtractCents(balance, principal)
    periods.push({
      number: n,
      year: Math.ceil(n / paymentsPerYear),
      periodInYear: ((n - 1) % paymentsPerYear) + 1,
      openingBalance: balance,
      payment,
      interest,
      principal,
      closingBalance,
    })
    balance = closingBalance
  }

  return {
    paymentPerPeriod: level,
    paymentsPerYear,
    periods,
    years: toYears(periods),
    totals: toTotals(periods, level, paymentsPerYear),
  }
}

function toYears(periods: readonly SchedulePeriod[]): ScheduleYear[] {
  const years: ScheduleYear[] = []
  let group: SchedulePeriod[] = []
  const close = () => {
    const first = group[0]
    const last = group[group.length - 1]
    if (!first || !last) return
    years.push({
      year: first.year,
      openingBalance: first.openingBalance,
      payment: addCents(...group.map((p) => p.payment)),
      interest: addCents(...group.map((p) => p.interest)),
      principal: addCents(...group.map((p) => p.principal)),
      closingBalance: last.closingBalance,
      periods: group,
    })
    group = []
  }
  for (const period of periods) {
    if (group.length > 0 && group[0]!.year !== period.year) close()
    group.push(period)
  }
  close()
  return years
}

function toTotals(periods: readonly SchedulePeriod[], level: Cents, paymentsPerYear: number): ScheduleTotals {
  const finalPayment = periods[periods.length - 1]?.payment ?? ZERO_CENTS
  const count = periods.length
  const payoffPayments = count === 0 || level === 0 ? count : count - 1 + Math.min(1, finalPayment / level)
  return {
    numberOfPayments: count,
    payment: addCents(...periods.map((p) => p.payment)),
    interest: addCents(...periods.map((p) => p.interest)),
    principal: addCents(...periods.map((p) => p.principal)),
    finalPayment,
    payoffYears: payoffPayments / paymentsPerYear,
  }
}

import type { MessageKey } from '../i18n/catalogue.ts'

/**
 * Payment frequencies and how each payment is derived from the monthly payment M for the same loan, rate,
 * compounding and amortization. Sources (checked mid-2026): efunda.com mortgage payment formulae
 * (accelerated = M/2 and M/4); debtpayoffapp.com (regular bi-weekly = M × 12/26); firstfoundation.ca and
 * tomparent.ca (the six frequencies).
 *
 * Lenders differ on the non-accelerated semi-monthly, bi-weekly and weekly payments: some take M × 12/k,
 * others amortize exactly at the periodic rate. We use the monthly-equivalent convention M × 12/k (the same
 * yearly total as monthly payments) and say so in each explanation. Interest always accrues at the periodic
 * rate of the actual frequency, so these loans end slightly before the chosen amortization; accelerated
 * payments (13 monthly payments a year) end years earlier.
 */
export const PAYMENT_FREQUENCIES = [
  'monthly',
  'semiMonthly',
  'biWeekly',
  'acceleratedBiWeekly',
  'weekly',
  'acceleratedWeekly',
] as const
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number]

export interface FrequencyRule {
  readonly paymentsPerYear: number
  /** The payment is M × numerator / denominator. */
  readonly monthlyShare: readonly [numerator: number, denominator: number]
  readonly accelerated: boolean
  readonly labelKey: MessageKey
  readonly explanationKey: MessageKey
  /** How often, set after a payment: "a month", "every two weeks". */
  readonly periodKey: MessageKey
}

export const FREQUENCY_RULES: Record<PaymentFrequency, FrequencyRule> = {
  monthly: {
    paymentsPerYear: 12,
    monthlyShare: [1, 1],
    accelerated: false,
    labelKey: 'ui.mortgage.frequency.monthly.label',
    explanationKey: 'ui.mortgage.frequency.monthly.explanation',
    periodKey: 'ui.mortgage.period.monthly',
  },
  semiMonthly: {
    paymentsPerYear: 24,
    monthlyShare: [12, 24],
    accelerated: false,
    labelKey: 'ui.mortgage.frequency.semiMonthly.label',
    explanationKey: 'ui.mortgage.frequency.semiMonthly.explanation',
    periodKey: 'ui.mortgage.period.semiMonthly',
  },
  biWeekly: {
    paymentsPerYear: 26,
    monthlyShare: [12, 26],
    accelerated: false,
    labelKey: 'ui.mortgage.frequency.biWeekly.label',
    explanationKey: 'ui.mortgage.frequency.biWeekly.explanation',
    periodKey: 'ui.mortgage.period.biWeekly',
  },
  acceleratedBiWeekly: {
    paymentsPerYear: 26,
    monthlyShare: [1, 2],
    accelerated: true,
    labelKey: 'ui.mortgage.frequency.acceleratedBiWeekly.label',
    explanationKey: 'ui.mortgage.frequency.acceleratedBiWeekly.explanation',
    periodKey: 'ui.mortgage.period.acceleratedBiWeekly',
  },
  weekly: {
    paymentsPerYear: 52,
    monthlyShare: [12, 52],
    accelerated: false,
    labelKey: 'ui.mortgage.frequency.weekly.label',
    explanationKey: 'ui.mortgage.frequency.weekly.explanation',
    periodKey: 'ui.mortgage.period.weekly',
  },
  acceleratedWeekly: {
    paymentsPerYear: 52,
    monthlyShare: [1, 4],
    accelerated: true,
    labelKey: 'ui.mortgage.frequency.acceleratedWeekly.label',
    explanationKey: 'ui.mortgage.frequency.acceleratedWeekly.explanation',
    periodKey: 'ui.mortgage.period.acceleratedWeekly',
  },
}

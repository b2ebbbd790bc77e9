import { type Cents, dollarsToCents, roundCents, subtractCents, ZERO_CENTS } from '../money/cents.ts'

/**
 * Minimum down payment for a home purchase, in force since December 15, 2024 (Department of Finance
 * framework, as summarised by craigbarton.ca/?p=1394, jessehazen.ca and homesteadfinancial.ca; checked mid-2026):
 *   price < $1,500,000: 5 % of the first $500,000 + 10 % of the portion above $500,000;
 *   price ≥ $1,500,000: 20 % (default insurance is not available, so the loan must be conventional).
 */
export const DOWN_PAYMENT_FIRST_TIER_LIMIT = dollarsToCents(500_000)
export const DOWN_PAYMENT_FIRST_TIER_BASIS_POINTS = 500
export const DOWN_PAYMENT_SECOND_TIER_BASIS_POINTS = 1_000
/** Insured loans need a property value below this (raised from $1,000,000 on December 15, 2024). */
export const INSURED_PRICE_CAP = dollarsToCents(1_500_000)
/** Down payment at or above this share of the price means no default insurance is required. */
export const CONVENTIONAL_DOWN_PAYMENT_BASIS_POINTS = 2_000

export function isInsurablePrice(price: Cents): boolean {
  return price < INSURED_PRICE_CAP
}

/** $800,000 → $55,000; $1,499,999 → $124,999.90; $1,500,000 → $300,000. */
export function calculateMinimumDownPayment(price: Cents): Cents {
  if (!isInsurablePrice(price)) return roundCents((price * CONVENTIONAL_DOWN_PAYMENT_BASIS_POINTS) / 10_000)
  const first = Math.min(price, DOWN_PAYMENT_FIRST_TIER_LIMIT)
  const above = Math.max(0, price - DOWN_PAYMENT_FIRST_TIER_LIMIT)
  return roundCents(
    (first * DOWN_PAYMENT_FIRST_TIER_BASIS_POINTS + above * DOWN_PAYMENT_SECOND_TIER_BASIS_POINTS) / 10_000,
  )
}

/** True when the down payment is below 20 % of the price, so the loan needs default insurance. */
export function isInsuranceRequired(price: Cents, downPayment: Cents): boolean {
  return downPayment * 10_000 < price * CONVENTIONAL_DOWN_PAYMENT_BASIS_POINTS
}

export interface DownPaymentCheck {
  readonly minimum: Cents
  /** The minimum as a percentage of the price, e.g. 6.875. */
  readonly minimumPercent: number
  readonly downPaymentPercent: number
  readonly meetsMinimum: boolean
  /** How much more is needed to reach the minimum; zero when it is met. */
  readonly shortfall: Cents
  readonly insuranceRequired: boolean
  readonly insurablePrice: boolean
}

/** Everything a form needs to say whether a down payment is enough, and if not, what the minimum is. */
export function calculateDownPaymentCheck(price: Cents, downPayment: Cents): DownPaymentCheck {
  const minimum = calculateMinimumDownPayment(price)
  const meetsMinimum = downPayment >= minimum
  return {
    minimum,
    minimumPercent: calculateDownPaymentPercent(price, minimum),
    downPaymentPercent: calculateDownPaymentPercent(price, downPayment),
    meetsMinimum,
    shortfall: meetsMinimum ? ZERO_CENTS : subtractCents(minimum, downPayment),
    insuranceRequired: isInsuranceRequired(price, downPayment),
    insurablePrice: isInsurablePrice(price),
  }
}

/** Down payment as a percentage of the price (0 for a zero price). */
export function calculateDownPaymentPercent(price: Cents, downPayment: Cents): number {
  return price === 0 ? 0 : (downPayment / price) * 100
}

/** Down payment amount for a percentage of the price, for forms that let people type "10 %". */
export function calculateDownPaymentFromPercent(price: Cents, percent: number): Cents {
  return roundCents((price * percent) / 100)
}

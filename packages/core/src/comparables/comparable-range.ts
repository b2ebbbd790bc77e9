import { RANGE_MIN_COUNT } from './comparable-steps.ts'

/**
 * How a range was found: from the comparable homes' prices per square foot times this home's living area, or,
 * when the areas are not known, from their prices.
 */
export const RANGE_METHODS = ['perSqft', 'price'] as const
export type RangeMethod = (typeof RANGE_METHODS)[number]

export interface PriceRange {
  low: number
  high: number
  /** The middle of the comparable homes (their median), as this home's price. */
  mid: number
  /** How many homes it rests on. */
  count: number
  method: RangeMethod
}

export interface RangeInput {
  /** Sold price, or rent a month, whole dollars. */
  closePrice: number
  /** Living area in square feet, or null when the board gave none. */
  sqft: number | null
}

/** The value at fraction `q` (0 to 1) of the sorted values, interpolating between neighbours. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new RangeError('no values')
  const at = (sorted.length - 1) * q
  const lo = Math.floor(at)
  const hi = Math.ceil(at)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo)
}

/** Rounds a price to what people say: rents to $25, prices to $1,000 ($5,000 from $2,000,000). */
export function roundPrice(value: number, lease: boolean): number {
  const step = lease ? 25 : value >= 2_000_000 ? 5000 : 1000
  return Math.round(value / step) * step
}

/**
 * The middle half of what comparable homes closed for, as a range for this home: the 25th to the 75th percentile of
 * their prices per square foot times this home's area when this home's and at least RANGE_MIN_COUNT of theirs are
 * known, else of their prices. Null with fewer than RANGE_MIN_COUNT homes.
 */
export function estimateRange(
  subjectSqft: number | null,
  comparables: readonly RangeInput[],
  lease: boolean,
): PriceRange | null {
  const sized = comparables.filter((c) => c.sqft !== null && c.sqft > 0)
  if (subjectSqft !== null && subjectSqft > 0 && sized.length >= RANGE_MIN_COUNT) {
    const perSqft = sized.map((c) => c.closePrice / (c.sqft as number)).sort((a, b) => a - b)
    return {
      low: roundPrice(quantile(perSqft, 0.25) * subjectSqft, lease),
      high: roundPrice(quantile(perSqft, 0.75) * subjectSqft, lease),
      mid: roundPrice(quantile(perSqft, 0.5) * subjectSqft, lease),
      count: sized.length,
      method: 'perSqft',
    }
  }
  if (comparables.length < RANGE_MIN_COUNT) return null
  const prices = comparables.map((c) => c.closePrice).sort((a, b) => a - b)
  return {
    low: roundPrice(quantile(prices, 0.25), lease),
    high: roundPrice(quantile(prices, 0.75), lease),
    mid: roundPrice(quantile(prices, 0.5), lease),
    count: comparables.length,
    method: 'price',
  }
}

import type { SaleOrLease } from '../listings/listing-codes.ts'

/** Every `step` dollars from `from` to `to`, both included. */
const every = (step: number, from: number, to: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step)

/**
 * The round prices the map's counts are kept between, per sale or lease: the prices people type as a price filter's
 * bounds ($500,000 to $900,000; $2,000 to $3,000 a month), finer where most homes are.
 */
const EDGES: Record<SaleOrLease, readonly number[]> = {
  Sale: [
    ...every(50_000, 0, 3_000_000),
    ...every(250_000, 3_250_000, 10_000_000),
    ...every(1_000_000, 11_000_000, 20_000_000),
  ],
  Lease: [...every(100, 0, 6_000), ...every(500, 6_500, 20_000)],
}

/**
 * The thresholds of the map's price bands, ascending, as PostgreSQL's `width_bucket(price, thresholds)` takes them:
 * band b (1-based) holds the prices from thresholds[b − 1] up to, not including, thresholds[b]; band 0 those below
 * the first, the last band those from the last on. Each round price has a band of its own (e, e + 1), so that a
 * filter's inclusive bounds, from $500,000 to $900,000, are whole bands at both ends.
 */
export function mapPriceBandThresholds(sr: SaleOrLease): number[] {
  return EDGES[sr].flatMap((e) => [e, e + 1])
}

/**
 * The bands a price filter takes whole, `from` to `to` (1-based, as `width_bucket` numbers them), or null when a bound
 * is not one of the round prices. A bound left out takes every band on that side, band 0 and the last included.
 */
export function mapPriceBandsOf(
  sr: SaleOrLease,
  price: { min?: number | undefined; max?: number | undefined } | undefined,
): { from: number; to: number } | null {
  const t = mapPriceBandThresholds(sr)
  // the band starting at threshold i (0-based) is band i + 1
  let from = 0
  if (price?.min !== undefined) {
    const i = t.indexOf(price.min)
    if (i < 0 || price.min !== EDGES[sr][i / 2]) return null
    from = i + 1
  }
  let to = t.length
  if (price?.max !== undefined) {
    // a round price's own band is [max, max + 1), the one starting at its threshold
    const i = t.indexOf(price.max)
    if (i < 0 || price.max !== EDGES[sr][i / 2]) return null
    to = i + 1
  }
  return from <= to ? { from, to } : null
}

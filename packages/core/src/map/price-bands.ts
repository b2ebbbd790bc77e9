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
  // round price k starts band 2k + 1 (its own, up to a dollar above it) and ends band 2k (the prices below it)
  const ownBand = (bound: number) => {
    const k = EDGES[sr].indexOf(bound)
    return k < 0 ? null : 2 * k + 1
  }
  const from = price?.min === undefined ? 0 : ownBand(price.min)
  const to = price?.max === undefined ? 2 * EDGES[sr].length : ownBand(price.max)
  return from !== null && to !== null && from <= to ? { from, to } : null
}

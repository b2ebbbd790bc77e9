import type { PreconsStatus } from './precons.schema.ts'

/** Spec §4: a project is For Sale while any of its layouts is still offered, Sold Out once none is. */
export function preconsStatusOf(layouts: readonly { available: boolean }[]): PreconsStatus {
  return layouts.some((l) => l.available) ? 'forSale' : 'soldOut'
}

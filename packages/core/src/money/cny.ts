import { type Cents, roundCents } from './cents.ts'

declare const fenBrand: unique symbol

/** A whole number of fen (1/100 yuan, CNY). Kept apart from `Cents` so the two currencies cannot be mixed. */
export type CnyFen = number & { readonly [fenBrand]: 'CnyFen' }

/**
 * Converts Canadian cents to fen at `cnyPerCad` (yuan for one Canadian dollar), rounded with `roundCents`.
 * The rate is an argument: callers pass the rate they show next to the amounts.
 */
export function convertCadToCny(amount: Cents, cnyPerCad: number): CnyFen {
  if (!Number.isFinite(cnyPerCad) || cnyPerCad <= 0) throw new RangeError(`not an exchange rate: ${cnyPerCad}`)
  return roundCents(amount * cnyPerCad) as number as CnyFen
}

/** Rates published with CNY as the base give Canadian dollars per yuan; this turns one into yuan per dollar. */
export function calculateCnyPerCad(cadPerCny: number): number {
  if (!Number.isFinite(cadPerCny) || cadPerCny <= 0) throw new RangeError(`not an exchange rate: ${cadPerCny}`)
  return 1 / cadPerCny
}

/**
 * Money as integer cents. Every amount the calculators produce is a whole number of cents, and every
 * fractional amount becomes one through `roundCents`, the only rounding function used for money.
 */
declare const centsBrand: unique symbol

/** A whole number of Canadian cents. */
export type Cents = number & { readonly [centsBrand]: 'Cents' }

/**
 * Values this close to a half cent are treated as exactly a half, so that decimal inputs such as
 * 1.005 dollars (stored as 100.49999999999999 cents in binary floating point) round as written.
 */
const HALF_CENT_TOLERANCE = 1e-7

/**
 * Rounds a fractional number of cents to a whole cent, half up (halves go away from zero), the way
 * lenders and tax authorities round a payment, a premium or a tax. Banker's rounding (half to even)
 * is not used: it only evens out bias over many sums, and no published figure we check against uses it.
 */
export function roundCents(value: number): Cents {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite amount of cents: ${value}`)
  const magnitude = Math.floor(Math.abs(value) + 0.5 + HALF_CENT_TOLERANCE)
  return (value < 0 && magnitude !== 0 ? -magnitude : magnitude) as Cents
}

/** Brands a number that must already be a whole number of cents. */
export function asCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of cents: ${value}`)
  return value as Cents
}

export function dollarsToCents(dollars: number): Cents {
  return roundCents(dollars * 100)
}

export function centsToDollars(cents: Cents): number {
  return cents / 100
}

export const ZERO_CENTS = 0 as Cents

export function addCents(...amounts: readonly Cents[]): Cents {
  let total = 0
  for (const amount of amounts) total += amount
  return total as Cents
}

export function subtractCents(a: Cents, b: Cents): Cents {
  return (a - b) as Cents
}

export function minCents(a: Cents, b: Cents): Cents {
  return (a < b ? a : b) as Cents
}

export function maxCents(a: Cents, b: Cents): Cents {
  return (a > b ? a : b) as Cents
}

/** A share of an amount given in basis points (1 bp = 0.01 %), rounded once. */
export function calculateBasisPointsOf(amount: Cents, basisPoints: number): Cents {
  return roundCents((amount * basisPoints) / 10_000)
}

import { type Cents, dollarsToCents, roundCents } from '../money/cents.ts'

/** A band of a marginal tax: `basisPoints` on the part of the value above the previous band, up to `topDollars`. */
export interface TaxBracket {
  /** Top of the band in whole dollars; null for the open top band. */
  readonly topDollars: number | null
  readonly basisPoints: number
}

/** Sum of each band's rate on the part of `value` inside it, rounded once to the cent. */
export function calculateMarginalTax(value: Cents, brackets: readonly TaxBracket[]): Cents {
  let lower = 0
  let scaled = 0
  for (const bracket of brackets) {
    if (value <= lower) break
    const upper = bracket.topDollars === null ? value : Math.min(value, dollarsToCents(bracket.topDollars))
    scaled += (upper - lower) * bracket.basisPoints
    if (bracket.topDollars === null) break
    lower = dollarsToCents(bracket.topDollars)
  }
  return roundCents(scaled / 10_000)
}

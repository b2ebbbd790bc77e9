import { type Cents, dollarsToCents, roundCents } from '../money/cents.ts'

/** A band of a marginal tax: `basisPoints` on the part of the value above the previous band, up to `upToDollars`. */
export interface TaxBracket {
  /** Upper end of the band in whole dollars; null for the open top band. */
  readonly upToDollars: number | null
  readonly basisPoints: number
}

/** Sum of each band's rate on the part of `value` inside it, rounded once to the cent. */
export function calculateMarginalTax(value: Cents, brackets: readonly TaxBracket[]): Cents {
  let lower = 0
  let scaled = 0
  for (const bracket of brackets) {
    if (value <= lower) break
    const upper = bracket.upToDollars === null ? value : Math.min(value, dollarsToCents(bracket.upToDollars))
    scaled += (upper - lower) * bracket.basisPoints
    if (bracket.upToDollars === null) break
    lower = dollarsToCents(bracket.upToDollars)
  }
  return roundCents(scaled / 10_000)
}

import { type Cents, dollarsToCents, minCents, subtractCents, ZERO_CENTS } from '../money/cents.ts'
import { calculateMarginalTax, type TaxBracket } from './marginal-tax.ts'

/**
 * Ontario Land Transfer Tax, on the value of the consideration, in force since January 1, 2017.
 * Sources (checked mid-2026): lexology.com 751f79fb-…; bklaw.ca/2017/02/09; simpluslaw.com/land-transfer-tax;
 * reoca.ca/?p=317586. Running totals: $275 at $55,000; $2,225 at $250,000; $4,475 at $400,000; $36,475 at $2M.
 * The 2.5 % band above $2,000,000 applies only where the land contains one or two single-family residences
 * (a condominium unit counts as one); other land stays at 2.0 %.
 */
export const ONTARIO_LTT_SINGLE_FAMILY_BRACKETS: readonly TaxBracket[] = [
  { topDollars: 55_000, basisPoints: 50 },
  { topDollars: 250_000, basisPoints: 100 },
  { topDollars: 400_000, basisPoints: 150 },
  { topDollars: 2_000_000, basisPoints: 200 },
  { topDollars: null, basisPoints: 250 },
]

export const ONTARIO_LTT_OTHER_BRACKETS: readonly TaxBracket[] = [
  { topDollars: 55_000, basisPoints: 50 },
  { topDollars: 250_000, basisPoints: 100 },
  { topDollars: 400_000, basisPoints: 150 },
  { topDollars: null, basisPoints: 200 },
]

/**
 * First-time purchaser refund: up to $4,000, for conveyances on or after January 1, 2017 (Ministry text
 * reproduced at aaronalbright.com/land-transfer-tax-rebates; jacquesrobert.com). Eligibility is the buyer's to
 * confirm: 18 or older, Canadian citizen or permanent resident, never owned a home anywhere, moves in within
 * 9 months. The refund is pro-rated when some co-buyers are not first-time buyers; that is not modelled.
 */
export const ONTARIO_LTT_FIRST_TIME_BUYER_REFUND_MAX = dollarsToCents(4_000)

export interface LandTransferTaxTerms {
  readonly price: Cents
  readonly firstTimeBuyer: boolean
  /** One or two single-family residences, including a condominium unit. Defaults to true. */
  readonly singleFamilyResidences?: boolean
}

export interface LandTransferTax {
  readonly tax: Cents
  /** First-time buyer refund or rebate, at most the tax. */
  readonly rebate: Cents
  readonly payable: Cents
}

/** $800,000 → $12,475; $1,000,000 → $16,475; $3,500,000 → $73,975; first-time buyers get up to $4,000 back. */
export function calculateOntarioLandTransferTax(terms: LandTransferTaxTerms): LandTransferTax {
  const brackets =
    terms.singleFamilyResidences === false ? ONTARIO_LTT_OTHER_BRACKETS : ONTARIO_LTT_SINGLE_FAMILY_BRACKETS
  const tax = calculateMarginalTax(terms.price, brackets)
  const rebate = terms.firstTimeBuyer ? minCents(tax, ONTARIO_LTT_FIRST_TIME_BUYER_REFUND_MAX) : ZERO_CENTS
  return { tax, rebate, payable: subtractCents(tax, rebate) }
}

import {
  addCents,
  type Cents,
  dollarsToCents,
  maxCents,
  minCents,
  roundCents,
  subtractCents,
  ZERO_CENTS,
} from '../money/cents.ts'
import type { LandTransferTax } from './land-transfer-tax-ontario.ts'
import { calculateMarginalTax, type TaxBracket } from './marginal-tax.ts'

/**
 * British Columbia Property Transfer Tax on fair market value: 1 % of the first $200,000, 2 % up to $2,000,000,
 * 3 % above; a further 2 % on the residential portion above $3,000,000 (since February 21, 2018).
 * Source: www2.gov.bc.ca/gov/content/taxes/property-taxes/property-transfer-tax/understand (checked mid-2026).
 * Official examples: $650,000 → $11,000; fully residential $4,500,000 → $143,000.
 * The additional 20 % tax for foreign nationals is not modelled.
 */
export const BC_PTT_BRACKETS: readonly TaxBracket[] = [
  { topDollars: 200_000, basisPoints: 100 },
  { topDollars: 2_000_000, basisPoints: 200 },
  { topDollars: null, basisPoints: 300 },
]
export const BC_PTT_FURTHER_RESIDENTIAL_BRACKETS: readonly TaxBracket[] = [
  { topDollars: 3_000_000, basisPoints: 0 },
  { topDollars: null, basisPoints: 200 },
]

/**
 * First Time Home Buyers' exemption, registrations on or after April 1, 2024 (Property Transfer Tax Act
 * s. 5(1.01), 5(1.1); www2.gov.bc.ca …/exemptions/first-time-home-buyers; ltpm.ltsa.ca): the tax on the
 * first $500,000 (at most $8,000) up to a value of $835,000, then E × (835,000 + 25,000 − FMV) / 25,000.
 */
export const BC_FIRST_TIME_BUYER_EXEMPT_VALUE = dollarsToCents(500_000)
export const BC_FIRST_TIME_BUYER_QUALIFYING_VALUE = dollarsToCents(835_000)
export const BC_FIRST_TIME_BUYER_PHASE_OUT = dollarsToCents(25_000)

/**
 * Newly Built Home exemption, registrations on or after April 1, 2024 (www2.gov.bc.ca …/newly-built-home-exemption/
 * exemption-amounts): the whole tax up to $1,100,000, reduced in proportion to nothing at $1,150,000.
 * The official page gives the thresholds but not the equation; by analogy with s. 5(1.1) we use
 * PTT × (1,150,000 − FMV) / 50,000.
 */
export const BC_NEW_BUILD_QUALIFYING_VALUE = dollarsToCents(1_100_000)
export const BC_NEW_BUILD_PHASE_OUT = dollarsToCents(50_000)

export type BcExemption = 'firstTimeBuyer' | 'newBuild'

export interface BcPropertyTransferTaxTerms {
  /** Fair market value; the purchase price in an arm's-length sale. */
  readonly price: Cents
  readonly firstTimeBuyer: boolean
  readonly newBuild: boolean
  /** The whole property is residential. Defaults to true. */
  readonly residential?: boolean
}

export interface BcPropertyTransferTax extends LandTransferTax {
  readonly firstTimeBuyerExemption: Cents
  readonly newBuildExemption: Cents
  /** The exemption applied as `rebate`: only one exemption is claimed on a transfer, so the larger one. */
  readonly exemption: BcExemption | null
}

function calculateGeneralTax(price: Cents): Cents {
  return calculateMarginalTax(price, BC_PTT_BRACKETS)
}

/** $700,000 → $12,000 − $8,000 = $4,000; $845,000 → $14,900 − $4,800 = $10,100. */
export function calculateBcFirstTimeBuyerExemption(price: Cents): Cents {
  const full = calculateGeneralTax(minCents(price, BC_FIRST_TIME_BUYER_EXEMPT_VALUE))
  if (price <= BC_FIRST_TIME_BUYER_QUALIFYING_VALUE) return full
  const remaining = BC_FIRST_TIME_BUYER_QUALIFYING_VALUE + BC_FIRST_TIME_BUYER_PHASE_OUT - price
  return remaining <= 0 ? ZERO_CENTS : roundCents((full * remaining) / BC_FIRST_TIME_BUYER_PHASE_OUT)
}

/** $1,100,000 → the whole $20,000; $1,125,000 → half of $20,500; $1,150,000 → nothing. */
export function calculateBcNewBuildExemption(price: Cents): Cents {
  const full = calculateGeneralTax(price)
  if (price <= BC_NEW_BUILD_QUALIFYING_VALUE) return full
  const remaining = BC_NEW_BUILD_QUALIFYING_VALUE + BC_NEW_BUILD_PHASE_OUT - price
  return remaining <= 0 ? ZERO_CENTS : roundCents((full * remaining) / BC_NEW_BUILD_PHASE_OUT)
}

export function calculateBcPropertyTransferTax(terms: BcPropertyTransferTaxTerms): BcPropertyTransferTax {
  const further =
    terms.residential === false ? ZERO_CENTS : calculateMarginalTax(terms.price, BC_PTT_FURTHER_RESIDENTIAL_BRACKETS)
  const tax = addCents(calculateGeneralTax(terms.price), further)
  const firstTimeBuyerExemption = terms.firstTimeBuyer ? calculateBcFirstTimeBuyerExemption(terms.price) : ZERO_CENTS
  const newBuildExemption = terms.newBuild ? calculateBcNewBuildExemption(terms.price) : ZERO_CENTS
  const rebate = minCents(tax, maxCents(firstTimeBuyerExemption, newBuildExemption))
  const exemption: BcExemption | null =
    rebate === 0 ? null : newBuildExemption >= firstTimeBuyerExemption ? 'newBuild' : 'firstTimeBuyer'
  return { tax, rebate, payable: subtractCents(tax, rebate), firstTimeBuyerExemption, newBuildExemption, exemption }
}

import { addCents, type Cents, calculateBasisPointsOf, subtractCents, ZERO_CENTS } from '../money/cents.ts'
import { isInsurablePrice, isInsuranceRequired } from './down-payment.ts'
import type { Province } from './locations.ts'

/**
 * Mortgage default insurance premiums for homeowner loans, owner-occupied 1–4 units, traditional down payment.
 * CMHC rates in force since March 17, 2017; Sagen and Canada Guaranty charge the same.
 * Source: cmhc-schl.gc.ca/en/hoficlincl/moloin/hopr/hopr_007.cfm; wilsonteam.ca/increase-cmhc-insurance-fees.
 * The rate is chosen by loan-to-value before the premium is added and applies to the whole loan.
 * The 4.50 % rate for non-traditional down payments is not modelled.
 */
export const PREMIUM_TIERS: readonly {
  readonly maxLoanToValueBasisPoints: number
  readonly premiumBasisPoints: number
}[] = [
  { maxLoanToValueBasisPoints: 6_500, premiumBasisPoints: 60 },
  { maxLoanToValueBasisPoints: 7_500, premiumBasisPoints: 170 },
  { maxLoanToValueBasisPoints: 8_000, premiumBasisPoints: 240 },
  { maxLoanToValueBasisPoints: 8_500, premiumBasisPoints: 280 },
  { maxLoanToValueBasisPoints: 9_000, premiumBasisPoints: 310 },
  { maxLoanToValueBasisPoints: 9_500, premiumBasisPoints: 400 },
]

/**
 * +0.20 % on the premium rate for insured amortizations over 25 years: announced by CMHC June 5, 2024,
 * effective August 1, 2024 (reg-track.com summary of the CMHC release; mortgagesisterswest.ca 30-year column).
 */
export const LONG_AMORTIZATION_SURCHARGE_BASIS_POINTS = 20

/**
 * Longest insured amortization: 25 years, or 30 for first-time buyers (any property) and for buyers of newly
 * built homes, since December 15, 2024 (craigbarton.ca/?p=1394; mondaq.com 1518778). Uninsured loans are
 * limited by the lender, commonly 30 years; the calculator accepts up to 40.
 */
export const STANDARD_INSURED_MAX_AMORTIZATION_YEARS = 25
export const EXTENDED_INSURED_MAX_AMORTIZATION_YEARS = 30
export const MIN_AMORTIZATION_YEARS = 1
export const MAX_AMORTIZATION_YEARS = 40

/**
 * Provincial sales tax on the premium, which cannot be added to the loan and is paid in cash at closing.
 * Ontario 8 %; British Columbia charges none (CMHC hopr_007; nesto.ca, ratehub.ca PST guides; checked mid-2026).
 */
export const PREMIUM_SALES_TAX_BASIS_POINTS: Record<Province, number> = { ON: 800, BC: 0 }

export interface AmortizationEligibility {
  readonly insuranceRequired: boolean
  readonly firstTimeBuyer: boolean
  readonly newBuild: boolean
}

export function calculateMaximumAmortizationYears(e: AmortizationEligibility): number {
  if (!e.insuranceRequired) return MAX_AMORTIZATION_YEARS
  return e.firstTimeBuyer || e.newBuild
    ? EXTENDED_INSURED_MAX_AMORTIZATION_YEARS
    : STANDARD_INSURED_MAX_AMORTIZATION_YEARS
}

/** Premium rate in basis points for a loan-to-value, or null above 95 % where no insurance is available. */
export function calculatePremiumBasisPoints(loan: Cents, price: Cents, amortizationYears: number): number | null {
  const tier = PREMIUM_TIERS.find((t) => loan * 10_000 <= price * t.maxLoanToValueBasisPoints)
  if (!tier) return null
  const surcharge =
    amortizationYears > STANDARD_INSURED_MAX_AMORTIZATION_YEARS ? LONG_AMORTIZATION_SURCHARGE_BASIS_POINTS : 0
  return tier.premiumBasisPoints + surcharge
}

export type InsuranceStatus = 'notRequired' | 'required' | 'unavailable'

export interface DefaultInsurance {
  /** `unavailable`: the down payment is under 20 % but the price is $1,500,000 or more, or the loan is over 95 % of it. */
  readonly status: InsuranceStatus
  /** The loan before the premium. */
  readonly baseLoan: Cents
  readonly loanToValuePercent: number
  readonly premiumRatePercent: number
  readonly longAmortizationSurcharge: boolean
  readonly premium: Cents
  /** The loan with the premium added. */
  readonly insuredLoan: Cents
  readonly salesTaxRatePercent: number
  /** Provincial sales tax on the premium, paid in cash at closing. */
  readonly salesTax: Cents
}

export interface DefaultInsuranceTerms {
  readonly price: Cents
  readonly downPayment: Cents
  readonly amortizationYears: number
  readonly province: Province
}

/**
 * Default insurance when the down payment is under 20 %: $800,000 with $55,000 down → loan $745,000, LTV 93.125 %,
 * premium 4.00 % = $29,800 (4.20 % = $31,290 over 30 years), financed; Ontario PST $2,384 in cash; BC none.
 */
export function calculateDefaultInsurance(terms: DefaultInsuranceTerms): DefaultInsurance {
  const baseLoan = subtractCents(terms.price, terms.downPayment)
  const loanToValuePercent = terms.price === 0 ? 0 : (baseLoan / terms.price) * 100
  const none = (status: InsuranceStatus): DefaultInsurance => ({
    status,
    baseLoan,
    loanToValuePercent,
    premiumRatePercent: 0,
    longAmortizationSurcharge: false,
    premium: ZERO_CENTS,
    insuredLoan: baseLoan,
    salesTaxRatePercent: 0,
    salesTax: ZERO_CENTS,
  })
  if (!isInsuranceRequired(terms.price, terms.downPayment)) return none('notRequired')
  const basisPoints = isInsurablePrice(terms.price)
    ? calculatePremiumBasisPoints(baseLoan, terms.price, terms.amortizationYears)
    : null
  if (basisPoints === null) return none('unavailable')
  const premium = calculateBasisPointsOf(baseLoan, basisPoints)
  const salesTaxBasisPoints = PREMIUM_SALES_TAX_BASIS_POINTS[terms.province]
  return {
    status: 'required',
    baseLoan,
    loanToValuePercent,
    premiumRatePercent: basisPoints / 100,
    longAmortizationSurcharge: terms.amortizationYears > STANDARD_INSURED_MAX_AMORTIZATION_YEARS,
    premium,
    insuredLoan: addCents(baseLoan, premium),
    salesTaxRatePercent: salesTaxBasisPoints / 100,
    salesTax: calculateBasisPointsOf(premium, salesTaxBasisPoints),
  }
}

import {
  COMPOUNDINGS,
  type Compounding,
  DEFAULT_COMPOUNDING,
  type Locale,
  MORTGAGE_DEFAULTS,
  MORTGAGE_LOCATIONS,
  type MortgageLocation,
  PAYMENT_FREQUENCIES,
  type PaymentFrequency,
  parseNumberText,
  RATE_TYPES,
  type RateType,
} from '@maplenest/core'
import type { MortgageQueryValues } from './mortgage-query.ts'

/** The form's values: numbers as the person typed them (validated on submit), choices as the schema names them. */
export interface MortgageFormState {
  price: string
  downPayment: string
  amortizationYears: string
  annualRatePercent: string
  rateType: RateType
  compounding: Compounding
  frequency: PaymentFrequency
  location: MortgageLocation
  firstTimeBuyer: boolean
  newBuild: boolean
  grossAnnualIncome: string
  propertyTaxAnnual: string
  heatingMonthly: string
  condoFeesMonthly: string
  otherDebtPaymentsMonthly: string
}

export const OPTIONAL_FIELDS = [
  'grossAnnualIncome',
  'propertyTaxAnnual',
  'heatingMonthly',
  'condoFeesMonthly',
  'otherDebtPaymentsMonthly',
] as const satisfies readonly (keyof MortgageFormState)[]

/** A starting point when no listing gave a price: 20 % down (no default insurance) over 25 years. */
const DEFAULT_PRICE_DOLLARS = 800_000
const DEFAULT_DOWN_PAYMENT_SHARE = MORTGAGE_DEFAULTS.downPaymentPercent / 100
const DEFAULT_YEARS = String(MORTGAGE_DEFAULTS.amortizationYears)
const DEFAULT_RATE_PERCENT = String(MORTGAGE_DEFAULTS.annualRatePercent)

const oneOf = <T extends string>(options: readonly T[], value: string | undefined): T | undefined =>
  options.find((option) => option === value)

/** Dollars as the form shows them: grouped, up to 2 decimals ("625,000"). */
export function formatAmountText(dollars: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(dollars)
}

/** An amount from the query, grouped when it is a number, else as it came (the form then says what is wrong). */
function amountText(text: string | undefined, locale: Locale): string | undefined {
  if (text === undefined) return undefined
  const dollars = parseNumberText(text)
  return dollars === undefined || Number.isNaN(dollars) ? text : formatAmountText(dollars, locale)
}

/**
 * The form's first values: the query's (a listing's price and city, or a whole calculation to change) over
 * defaults. Without a down payment, 20 % of the price is proposed; compounding follows the rate type.
 */
export function toMortgageFormState(query: MortgageQueryValues, locale: Locale): MortgageFormState {
  const rateType = oneOf(RATE_TYPES, query.rateType) ?? 'fixed'
  const priceDollars = parseNumberText(query.price)
  const price =
    query.price === undefined ? formatAmountText(DEFAULT_PRICE_DOLLARS, locale) : amountText(query.price, locale)
  const basePrice = query.price === undefined ? DEFAULT_PRICE_DOLLARS : priceDollars
  const proposedDown =
    basePrice !== undefined && Number.isFinite(basePrice) && basePrice > 0
      ? formatAmountText(Math.round(basePrice * DEFAULT_DOWN_PAYMENT_SHARE), locale)
      : ''
  return {
    price: price ?? '',
    downPayment: amountText(query.downPayment, locale) ?? proposedDown,
    amortizationYears: query.amortizationYears ?? DEFAULT_YEARS,
    annualRatePercent: query.annualRatePercent ?? DEFAULT_RATE_PERCENT,
    rateType,
    compounding: oneOf(COMPOUNDINGS, query.compounding) ?? DEFAULT_COMPOUNDING[rateType],
    frequency: oneOf(PAYMENT_FREQUENCIES, query.frequency) ?? 'monthly',
    location: oneOf(MORTGAGE_LOCATIONS, query.location) ?? 'toronto',
    firstTimeBuyer: query.firstTimeBuyer ?? false,
    newBuild: query.newBuild ?? false,
    grossAnnualIncome: amountText(query.grossAnnualIncome, locale) ?? '',
    propertyTaxAnnual: amountText(query.propertyTaxAnnual, locale) ?? '',
    heatingMonthly: amountText(query.heatingMonthly, locale) ?? '',
    condoFeesMonthly: amountText(query.condoFeesMonthly, locale) ?? '',
    otherDebtPaymentsMonthly: amountText(query.otherDebtPaymentsMonthly, locale) ?? '',
  }
}

/** True when any optional income or debt field has something in it. */
export function hasOptionalValues(state: Pick<MortgageFormState, (typeof OPTIONAL_FIELDS)[number]>): boolean {
  return OPTIONAL_FIELDS.some((field) => state[field].trim() !== '')
}

import { dateTimeFormat } from '../format/intl-formats.ts'
import { cityTimeZone } from '../listings/city-time-zone.ts'
import { dollarsToCents, minCents, subtractCents, ZERO_CENTS } from '../money/cents.ts'
import type { LandTransferTax, LandTransferTaxTerms } from './land-transfer-tax-ontario.ts'
import { calculateMarginalTax, type TaxBracket } from './marginal-tax.ts'

/**
 * City of Toronto Municipal Land Transfer Tax, charged on top of Ontario's for land in the City of Toronto.
 * Official rates page: toronto.ca/services-payments/property-taxes-utilities/municipal-land-transfer-tax-mltt/
 * municipal-land-transfer-tax-mltt-rates-and-fees (checked mid-2026). Luxury bands added January 1, 2024
 * (council item EX7.1, September 6, 2023); raised for registrations on or after April 1, 2026 (council item
 * 2025.EX28.1, December 17, 2025). The bands above $2,000,000 apply to land with one or two single-family
 * residences; other land pays 2.0 % on everything above $400,000.
 */
export interface MlttSchedule {
  /** First registration date (Toronto calendar date, YYYY-MM-DD) the schedule applies to. */
  readonly effectiveFrom: string
  readonly singleFamilyBrackets: readonly TaxBracket[]
}

const BASE_BANDS: readonly TaxBracket[] = [
  { topDollars: 55_000, basisPoints: 50 },
  { topDollars: 250_000, basisPoints: 100 },
  { topDollars: 400_000, basisPoints: 150 },
]

/** Newest first. */
export const TORONTO_MLTT_SCHEDULES: readonly MlttSchedule[] = [
  {
    effectiveFrom: '2026-04-01',
    singleFamilyBrackets: [
      ...BASE_BANDS,
      { topDollars: 2_000_000, basisPoints: 200 },
      { topDollars: 3_000_000, basisPoints: 250 },
      { topDollars: 4_000_000, basisPoints: 440 },
      { topDollars: 5_000_000, basisPoints: 545 },
      { topDollars: 10_000_000, basisPoints: 650 },
      { topDollars: 20_000_000, basisPoints: 755 },
      { topDollars: null, basisPoints: 860 },
    ],
  },
  {
    effectiveFrom: '2024-01-01',
    singleFamilyBrackets: [
      ...BASE_BANDS,
      { topDollars: 2_000_000, basisPoints: 200 },
      { topDollars: 3_000_000, basisPoints: 250 },
      { topDollars: 4_000_000, basisPoints: 350 },
      { topDollars: 5_000_000, basisPoints: 450 },
      { topDollars: 10_000_000, basisPoints: 550 },
      { topDollars: 20_000_000, basisPoints: 650 },
      { topDollars: null, basisPoints: 750 },
    ],
  },
]

export const TORONTO_MLTT_OTHER_BRACKETS: readonly TaxBracket[] = [
  ...BASE_BANDS,
  { topDollars: null, basisPoints: 200 },
]

/**
 * First-time purchaser rebate: up to $4,475 (the tax on the first $400,000), since March 1, 2017. Source:
 * toronto.ca …/municipal-land-transfer-tax-mltt-rebate-opportunities. Eligibility mirrors Ontario's refund.
 */
export const TORONTO_MLTT_FIRST_TIME_BUYER_REBATE_MAX = dollarsToCents(4_475)

/** The date of `instant` on a calendar in Toronto, as YYYY-MM-DD. */
export function toTorontoCalendarDate(instant: Date): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone: cityTimeZone('toronto'),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The schedule in force on a registration date; dates before January 1, 2024 are not covered. */
export function getTorontoMlttSchedule(registrationDate: Date): MlttSchedule {
  const day = toTorontoCalendarDate(registrationDate)
  const schedule = TORONTO_MLTT_SCHEDULES.find((s) => day >= s.effectiveFrom)
  if (!schedule) throw new RangeError(`no Toronto MLTT schedule before 2024-01-01 (asked for ${day})`)
  return schedule
}

/**
 * $800,000 → $12,475; $1,000,000 → $16,475; $3,500,000 → $83,475 from April 1, 2026 ($78,975 before);
 * first-time buyers get up to $4,475 back.
 */
export function calculateTorontoLandTransferTax(
  terms: LandTransferTaxTerms & { readonly registrationDate: Date },
): LandTransferTax {
  const schedule = getTorontoMlttSchedule(terms.registrationDate)
  const brackets = terms.singleFamilyResidences === false ? TORONTO_MLTT_OTHER_BRACKETS : schedule.singleFamilyBrackets
  const tax = calculateMarginalTax(terms.price, brackets)
  const rebate = terms.firstTimeBuyer ? minCents(tax, TORONTO_MLTT_FIRST_TIME_BUYER_REBATE_MAX) : ZERO_CENTS
  return { tax, rebate, payable: subtractCents(tax, rebate) }
}

import type { City } from '../listings/listing-codes.ts'
import { parseSqft } from '../listings/sqft.ts'
import { calculateMortgage } from '../mortgage/calculate-mortgage.ts'
import { MORTGAGE_DEFAULTS } from '../mortgage/mortgage-defaults.ts'
import { parseMortgageInput } from '../mortgage/parse-mortgage-input.ts'
import type { CompareColumn, CompareTable } from './compare.schema.ts'
import type { CompareRow } from './compare-limits.ts'

/**
 * The middle of the board's living-area band ("700-799" → 750, "1200" → 1200). Open bands ("1500+", "<500") have
 * no middle, and a guess would make the price per square foot look better or worse than it is: null.
 */
export function calculateSqftMiddle(sqft: string | null): number | null {
  const area = parseSqft(sqft)
  if (!area || area.min === null || area.max === null) return null
  const middle = Math.round((area.min + area.max) / 2)
  return middle > 0 ? middle : null
}

/**
 * The calculator's monthly payment for a home at its price, on the default terms (20 % down, 4.5 %, 25 years) and
 * the city's closing rules; null when the calculator refuses the figures.
 */
export function calculateDefaultMonthlyPayment(priceDollars: number, city: City, asOf: Date): number | null {
  const parsed = parseMortgageInput({
    price: priceDollars,
    downPayment: Math.round((priceDollars * MORTGAGE_DEFAULTS.downPaymentPercent) / 100),
    amortizationYears: MORTGAGE_DEFAULTS.amortizationYears,
    annualRatePercent: MORTGAGE_DEFAULTS.annualRatePercent,
    location: city,
  })
  if (!parsed.success) return null
  return calculateMortgage(parsed.input, { asOf }).monthlyPayment
}

type Better = 'lower' | 'higher'

/** Which way each row is better; rows without one (exposure, days on market) are facts, not merits. */
const BETTER: Partial<Record<CompareRow, Better>> = {
  price: 'lower',
  pricePerSqft: 'lower',
  beds: 'higher',
  baths: 'higher',
  sqft: 'higher',
  maintenance: 'lower',
  taxes: 'lower',
  age: 'higher',
  parking: 'higher',
  station: 'lower',
  school: 'lower',
  monthlyPayment: 'lower',
}

/** Rows of money that only compare between homes of one kind: a rent is not cheaper than a price. */
const SAME_KIND_ONLY: ReadonlySet<CompareRow> = new Set(['price', 'pricePerSqft', 'monthlyPayment'])

/** The number a row ranks a column by (age by year built, newer first); null where the column has none. */
export function toRankValue(row: CompareRow, c: CompareColumn): number | null {
  switch (row) {
    case 'price':
      return c.listing.price
    case 'pricePerSqft':
      return c.pricePerSqft
    case 'beds':
      return c.listing.beds
    case 'baths':
      return c.listing.baths
    case 'sqft':
      return c.sqftMid
    case 'maintenance':
      return c.maintenanceCents
    case 'taxes':
      return c.taxesCents
    case 'age':
      return c.yearBuilt
    case 'parking':
      return c.listing.parking
    case 'dom':
      return c.listing.dom
    case 'station':
      return c.station?.distanceM ?? null
    case 'school':
      return c.school?.distanceM ?? null
    case 'monthlyPayment':
      return c.monthlyPaymentCents
    case 'exposure':
      return null
  }
}

/**
 * The best value of each row that has one: marked only where at least two homes have a value and they differ
 * (a row where all agree has no winner); money rows only when every home is of one kind (all for sale or all for
 * lease). Ties share the mark.
 */
export function markBest(columns: readonly CompareColumn[]): CompareTable['best'] {
  const best: CompareTable['best'] = {}
  const oneKind = new Set(columns.map((c) => c.listing.sr)).size === 1
  for (const [row, better] of Object.entries(BETTER) as [CompareRow, Better][]) {
    if (SAME_KIND_ONLY.has(row) && !oneKind) continue
    const valued = columns.flatMap((c) => {
      const value = toRankValue(row, c)
      return value === null ? [] : [{ mlNum: c.listing.mlNum, value }]
    })
    if (valued.length < 2) continue
    const values = valued.map((v) => v.value)
    const top = better === 'lower' ? Math.min(...values) : Math.max(...values)
    if (values.every((v) => v === top)) continue
    best[row] = valued.filter((v) => v.value === top).map((v) => v.mlNum)
  }
  return best
}

/** A device basket joined to the account's: the account's first, then the device's new ones, up to the limit. */
export function mergeBaskets(
  account: readonly string[],
  device: readonly string[],
  limit: number,
): { items: string[]; dropped: string[] } {
  const items = [...new Set(account)].slice(0, limit)
  const dropped: string[] = []
  for (const mlNum of new Set(device)) {
    if (items.includes(mlNum)) continue
    if (items.length < limit) items.push(mlNum)
    else dropped.push(mlNum)
  }
  return { items, dropped }
}

import { translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import { type Cents, dollarsToCents } from '../money/cents.ts'
import { type CnyFen, convertCadToCny } from '../money/cny.ts'
import { CNY_DISPLAY } from '../money/cny-display.ts'
import {
  formatCadWhole,
  formatCny,
  formatCnyCompact,
  formatCnyTenThousands,
  formatCnyWhole,
} from '../money/format-money.ts'
import type { SaleOrLease } from './listing-codes.ts'

/** A list price (sale) or a monthly rent (lease), whole dollars: "$899,000", "$2,500/month", "$2,500/月". */
export function formatListingPrice(price: number, sr: SaleOrLease, locale: Locale): string {
  const amount = formatCadWhole(dollarsToCents(price), locale)
  return sr === 'Lease' ? translate(locale, 'listing.price.perMonth', { price: amount }) : amount
}

/**
 * A large sum of yuan as the language counts it: in ten-thousands with one decimal cut down (spec §9) in Chinese,
 * "459.3"; in compact figures in English, "CN¥4.59M".
 */
export function formatLargeCny(fen: CnyFen, locale: Locale): string {
  return CNY_DISPLAY[locale].large.style === 'tenThousands'
    ? formatCnyTenThousands(fen, locale)
    : formatCnyCompact(fen, locale)
}

/**
 * A price in yuan: $899,000 at 5.11 yuan to the dollar is "约 459.3 万元" in Chinese and "≈ CN¥4.59M" in English.
 * The rate is the caller's (shown next to the amount).
 */
export function formatPriceCny(price: number, cnyPerCad: number, locale: Locale): string {
  const fen = convertCadToCny(dollarsToCents(price), cnyPerCad)
  return translate(locale, 'listing.price.cnyLarge', { amount: formatLargeCny(fen, locale) })
}

/**
 * The yuan beside a listing's price: a sale as formatPriceCny ("约 459.3 万元", "≈ CN¥4.59M"), a rent in whole yuan a
 * month ("约 ¥16,352/月", "≈ CN¥16,352/month"), because 万 on a monthly rent reads as a sale price to a Chinese
 * reader. The yuan of a rent are cut down to the whole yuan like the money filter: a shown figure never overstates it.
 */
export function formatListingPriceCny(price: number, sr: SaleOrLease, cnyPerCad: number, locale: Locale): string {
  if (sr !== 'Lease') return formatPriceCny(price, cnyPerCad, locale)
  const amount = formatCnyWhole(convertCadToCny(dollarsToCents(price), cnyPerCad), locale)
  return translate(locale, 'listing.price.cnyPerMonth', { amount })
}

function formatCnyOf(amount: Cents, cnyPerCad: number, locale: Locale): string {
  return formatCny(convertCadToCny(amount, cnyPerCad), locale)
}

/** Dollars, with their yuan after them when a rate is given (null: the person does not show yuan). */
function withCny(cad: string, amount: Cents, cnyPerCad: number | null, locale: Locale): string {
  if (cnyPerCad === null) return cad
  return translate(locale, 'listing.money.withCny', { cad, cny: formatCnyOf(amount, cnyPerCad, locale) })
}

/**
 * Annual property taxes with their tax year when known and their yuan: "$4,512.30/year (2025) · ≈ CN¥23,057.69".
 * Both amounts go through the money filter (cut down to 2 decimals). No rate, no yuan.
 */
export function formatTaxes(taxes: Cents, taxYear: number | null, cnyPerCad: number | null, locale: Locale): string {
  const amount = formatCadWhole(taxes, locale)
  const cad =
    taxYear === null
      ? translate(locale, 'listing.taxes.perYear', { amount })
      : translate(locale, 'listing.taxes.perYearWithYear', { amount, year: taxYear })
  return withCny(cad, taxes, cnyPerCad, locale)
}

/** Monthly maintenance (condo fees) and its yuan: "$650.45/month · ≈ CN¥3,323.94". No rate, no yuan. */
export function formatMaintenance(maintenance: Cents, cnyPerCad: number | null, locale: Locale): string {
  const cad = translate(locale, 'listing.maintenance.perMonth', { amount: formatCadWhole(maintenance, locale) })
  return withCny(cad, maintenance, cnyPerCad, locale)
}

import { numberFormat } from '../format/intl-formats.ts'
import { translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import { type Cents, dollarsToCents } from '../money/cents.ts'
import { convertCadToCny } from '../money/cny.ts'
import { formatCadWhole, formatCny, formatCnyTenThousands } from '../money/format-money.ts'
import type { SaleOrLease } from './listing-codes.ts'

/** A list price (sale) or a monthly rent (lease), whole dollars: "$899,000", "$2,500/month", "$2,500/月". */
export function formatListingPrice(price: number, sr: SaleOrLease, locale: Locale): string {
  const amount = formatCadWhole(dollarsToCents(price), locale)
  return sr === 'Lease' ? translate(locale, 'listing.price.perMonth', { price: amount }) : amount
}

/**
 * A price in yuan, in ten-thousands with one decimal cut down (spec §9): $899,000 at 5.11 yuan to the dollar is
 * "≈ ¥459.3 万" / "约 459.3 万元". The rate is the caller's (shown next to the amount).
 */
export function formatPriceCny(price: number, cnyPerCad: number, locale: Locale): string {
  const fen = convertCadToCny(dollarsToCents(price), cnyPerCad)
  return translate(locale, 'listing.price.cnyTenThousands', { tenThousands: formatCnyTenThousands(fen, locale) })
}

/**
 * The yuan beside a listing's price: a sale in ten-thousands ("≈ ¥459.3 万"), a rent in whole yuan a month
 * ("≈ ¥16,352/month", "约 ¥16,352/月"), because 万 on a monthly rent reads as a sale price to a Chinese reader.
 * The yuan of a rent are cut down to the whole yuan like the money filter: a shown figure never overstates it.
 */
export function formatListingPriceCny(price: number, sr: SaleOrLease, cnyPerCad: number, locale: Locale): string {
  if (sr !== 'Lease') return formatPriceCny(price, cnyPerCad, locale)
  const yuan = Math.floor(convertCadToCny(dollarsToCents(price), cnyPerCad) / 100)
  const amount = numberFormat(locale, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(yuan)
  return translate(locale, 'listing.price.cnyPerMonth', { amount })
}

function formatCnyOf(amount: Cents, cnyPerCad: number, locale: Locale): string {
  return formatCny(convertCadToCny(amount, cnyPerCad), locale)
}

/**
 * Annual property taxes with their tax year when known and their yuan: "$4,512.30/year (2025) · ≈ ¥23,057.69".
 * Both amounts go through the money filter (cut down to 2 decimals).
 */
export function formatTaxes(taxes: Cents, taxYear: number | null, cnyPerCad: number, locale: Locale): string {
  const amount = formatCadWhole(taxes, locale)
  const cad =
    taxYear === null
      ? translate(locale, 'listing.taxes.perYear', { amount })
      : translate(locale, 'listing.taxes.perYearWithYear', { amount, year: taxYear })
  return translate(locale, 'listing.money.withCny', { cad, cny: formatCnyOf(taxes, cnyPerCad, locale) })
}

/** Monthly maintenance (condo fees) and its yuan: "$650.45/month · ≈ ¥3,323.94". */
export function formatMaintenance(maintenance: Cents, cnyPerCad: number, locale: Locale): string {
  const cad = translate(locale, 'listing.maintenance.perMonth', { amount: formatCadWhole(maintenance, locale) })
  return translate(locale, 'listing.money.withCny', { cad, cny: formatCnyOf(maintenance, cnyPerCad, locale) })
}

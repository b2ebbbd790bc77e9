import { translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import { formatLargeCny, formatPriceCny } from '../listings/listing-price.ts'
import { asCents, dollarsToCents } from '../money/cents.ts'
import { convertCadToCny } from '../money/cny.ts'
import { formatCad, formatCadWhole } from '../money/format-money.ts'

/** Price per square foot in whole dollars, or null when the area is unknown. */
export function calculatePricePerSqft(price: number, sqft: number): number | null {
  if (!Number.isFinite(sqft) || sqft <= 0) return null
  return Math.round(price / sqft)
}

const whole = (dollars: number, locale: Locale) => formatCadWhole(dollarsToCents(dollars), locale)

/** "$629,900 – $1,489,900", or one figure when both ends are the same. */
export function formatPreconsPriceRange(min: number, max: number, locale: Locale): string {
  if (min === max) return whole(min, locale)
  return translate(locale, 'precons.price.range', { min: whole(min, locale), max: whole(max, locale) })
}

/** "From $629,900" for a list card: the lowest price of a project. */
export function formatPreconsFrom(min: number, locale: Locale): string {
  return translate(locale, 'precons.price.from', { price: whole(min, locale) })
}

/** The yuan of a price as listings write it: "约 459.3 万元", "≈ CN¥4.59M". */
export function formatPreconsCny(price: number, cnyPerCad: number, locale: Locale): string {
  return formatPriceCny(price, cnyPerCad, locale)
}

/**
 * The yuan of a price range, both ends converted: "约 321.5 – 598.0 万元", "≈ CN¥3.21M – CN¥5.98M"; one figure when
 * the ends are the same.
 */
export function formatPreconsCnyRange(min: number, max: number, cnyPerCad: number, locale: Locale): string {
  if (min === max) return formatPriceCny(min, cnyPerCad, locale)
  const large = (dollars: number) => formatLargeCny(convertCadToCny(dollarsToCents(dollars), cnyPerCad), locale)
  return translate(locale, 'precons.price.cnyRange', { min: large(min), max: large(max) })
}

/** "$1,250/sq ft". */
export function formatPricePerSqft(dollars: number, locale: Locale): string {
  return translate(locale, 'precons.price.perSqft', { amount: whole(dollars, locale) })
}

/** "$0.68/sq ft/month" from cents per square foot. */
export function formatMaintenancePerSqft(cents: number, locale: Locale): string {
  return translate(locale, 'precons.price.maintenancePerSqft', { amount: formatCad(asCents(cents), locale) })
}

/** A whole-dollar amount such as a parking price or a fee: "$85,000". */
export function formatPreconsDollars(dollars: number, locale: Locale): string {
  return whole(dollars, locale)
}

/** "Q3 2028" / "2028年第3季度". */
export function formatOccupancy(year: number, quarter: number, locale: Locale): string {
  return translate(locale, 'precons.occupancy', { year, quarter })
}

import { numberFormat, type SaleOrLease } from '@maplenest/core'

/** Up to `digits` decimals, without trailing zeros: 1.20 → "1.2", 2.00 → "2". */
const trim = (value: number, digits: number) => String(Number(value.toFixed(digits)))

/**
 * A price short enough for a pin. Sale: "$1.25M", "$950K" in English, "$125万" in Chinese (ten-thousands, as
 * Chinese readers count). Lease: the whole monthly rent, "$2,950" (the catalogue adds "/mo").
 */
export function formatPinPrice(price: number, sr: SaleOrLease, locale: string): string {
  if (sr === 'Lease' || price < 1_000) return `$${numberFormat('en-CA').format(Math.round(price))}`
  if (locale.startsWith('zh')) {
    const wan = price / 10_000
    return `$${trim(wan, wan >= 100 ? 0 : 1)}万`
  }
  if (price >= 1_000_000) return `$${trim(price / 1_000_000, 2)}M`
  return `$${Math.round(price / 1_000)}K`
}

/** A cluster's price range for its label, e.g. "$650K to $1.4M". */
export function formatPriceRange(
  min: number,
  max: number,
  sr: SaleOrLease,
  locale: string,
  t: (key: 'ui.map.priceRange', values: { min: string; max: string }) => string,
): string {
  const low = formatPinPrice(min, sr, locale)
  const high = formatPinPrice(max, sr, locale)
  return low === high ? low : t('ui.map.priceRange', { min: low, max: high })
}

/** The count on a cluster circle: 999, then 1.2K (English) or 1.2万 (Chinese). */
export function formatClusterCount(count: number, locale: string): string {
  if (count < 1_000) return String(count)
  if (locale.startsWith('zh')) return count < 10_000 ? String(count) : `${trim(count / 10_000, 1)}万`
  return `${trim(count / 1_000, 1)}K`
}

import type { Locale } from '@maplenest/core'

/** The dollar sign as the locale writes Canadian dollars ("$"), for the front of an amount field. */
export function cadSymbol(locale: Locale): string {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0)
  return parts.find((part) => part.type === 'currency')?.value ?? '$'
}

/** The percent sign as the locale writes it, for the end of a rate field. */
export function percentSign(locale: Locale): string {
  const parts = new Intl.NumberFormat(locale, { style: 'percent' }).formatToParts(0)
  return parts.find((part) => part.type === 'percentSign')?.value ?? '%'
}

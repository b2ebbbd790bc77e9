import { numberFormat } from '../format/intl-formats.ts'
import type { Locale } from '../i18n/locales.ts'
import type { Cents } from './cents.ts'
import type { CnyFen } from './cny.ts'
import { CNY_DISPLAY } from './cny-display.ts'

/**
 * Display of money. The locale is always an argument (never the machine's default). Display rounding
 * follows the product rule "the money filter rounds down to 2 decimals": amounts are cut towards zero,
 * never rounded up, so a shown figure never overstates the amount. Whole cents and fen display exactly.
 */
export type Currency = 'CAD' | 'CNY'

const HUNDREDTHS_TOLERANCE = 1e-7

/** Cuts an amount towards zero to `decimals` places; float noise just under a step (0.29 × 100 = 28.999…) is ignored. */
function cutTowardsZero(amount: number, decimals: number): number {
  const scale = 10 ** decimals
  const steps = Math.floor(Math.abs(amount) * scale + HUNDREDTHS_TOLERANCE)
  return steps === 0 ? 0 : (Math.sign(amount) * steps) / scale
}

function currencyFormat(locale: Locale, currency: Currency): Intl.NumberFormat {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
}

/** The money filter of the product: any amount in units of a currency, cut down to 2 decimals. */
export function formatMoneyAmount(amount: number, currency: Currency, locale: Locale): string {
  return currencyFormat(locale, currency).format(cutTowardsZero(amount, 2))
}

/** Canadian dollars from cents, e.g. "$2,908.02". */
export function formatCad(amount: Cents, locale: Locale): string {
  return formatMoneyAmount(amount / 100, 'CAD', locale)
}

/** Canadian dollars without cents when the amount is whole, e.g. "$500,000"; for prices and taxes. */
export function formatCadWhole(amount: Cents, locale: Locale): string {
  if (amount % 100 !== 0) return formatCad(amount, locale)
  return numberFormat(locale, {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amount / 100)
}

/** Yuan in the language's currency sign, with between `min` and `max` decimals. */
function cnyFormat(locale: Locale, min: number, max: number): Intl.NumberFormat {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: CNY_DISPLAY[locale].symbol,
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  })
}

/** Yuan from fen, e.g. "¥14,889.09" ("CN¥14,889.09" in English, where ¥ could be yen). */
export function formatCny(amount: CnyFen, locale: Locale): string {
  return cnyFormat(locale, 2, 2).format(cutTowardsZero(amount / 100, 2))
}

/** Whole yuan from fen, cut down to the yuan: "¥16,352" ("CN¥16,352" in English). */
export function formatCnyWhole(amount: CnyFen, locale: Locale): string {
  return cnyFormat(locale, 0, 0).format(Math.floor(amount / 100))
}

/**
 * A large sum of yuan in compact figures, cut down like the money filter so it never overstates: 2,159,990 yuan →
 * "CN¥2.15M", 950,400 yuan → "CN¥950K" (English); for languages that count in 万 see formatCnyTenThousands.
 */
export function formatCnyCompact(amount: CnyFen, locale: Locale): string {
  const { large } = CNY_DISPLAY[locale]
  const units = large.style === 'compact' ? large : { million: 'M', thousand: 'K' }
  const yuan = amount / 100
  const [figure, unit] =
    yuan >= 1_000_000
      ? [cutTowardsZero(yuan / 1_000_000, 2), units.million]
      : yuan >= 1_000
        ? [cutTowardsZero(yuan / 1_000, 0), units.thousand]
        : [cutTowardsZero(yuan, 0), '']
  return `${cnyFormat(locale, 0, 2).format(figure)}${unit}`
}

/**
 * Yuan in ten-thousands (万) with one decimal, cut down like the money filter: 5,209,999 yuan → "520.9".
 * The unit is left to the catalogue text that shows it.
 */
export function formatCnyTenThousands(amount: CnyFen, locale: Locale): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    cutTowardsZero(amount / 1_000_000, 1),
  )
}

/** A percentage such as 6.875 %, with up to `maximumFractionDigits` decimals: "6.875%". */
export function formatPercent(percent: number, locale: Locale, maximumFractionDigits = 3): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits }).format(percent / 100)
}

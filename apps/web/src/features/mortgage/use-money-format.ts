import {
  type Cents,
  type CnyFen,
  formatCad,
  formatCadWhole,
  formatCny,
  formatCnyTenThousands,
  formatPercent,
  type Locale,
} from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../shared/i18n/i18n.ts'

export interface MoneyFormat {
  locale: Locale
  /** "$2,908.02" */
  cad: (amount: Cents) => string
  /** "$625,000", with cents only when there are some. */
  cadWhole: (amount: Cents) => string
  /** "¥14,859.58" */
  cny: (amount: CnyFen) => string
  /** "1.4" (ten-thousands of yuan, one decimal, cut down). */
  cnyTenThousands: (amount: CnyFen) => string
  /** "20%", "6.875%" */
  percent: (value: number, maximumFractionDigits?: number) => string
  /** A plain number in the locale, e.g. 25.3 years. */
  number: (value: number, maximumFractionDigits?: number) => string
}

/** The core money formatters bound to the UI language; components re-render when it changes. */
export function useMoneyFormat(): MoneyFormat {
  useTranslation()
  const locale = currentLocale()
  return {
    locale,
    cad: (amount) => formatCad(amount, locale),
    cadWhole: (amount) => formatCadWhole(amount, locale),
    cny: (amount) => formatCny(amount, locale),
    cnyTenThousands: (amount) => formatCnyTenThousands(amount, locale),
    percent: (value, digits = 3) => formatPercent(value, locale, digits),
    number: (value, digits = 1) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value),
  }
}

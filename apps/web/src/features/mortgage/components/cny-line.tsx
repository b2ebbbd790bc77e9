import { CNY_DISPLAY, type CnyFen } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { useMoneyFormat } from '../use-money-format.ts'
import styles from './mortgage-result.module.css'

export interface CnyLineProps {
  amount: CnyFen
  /**
   * 'large': prices and totals, also in ten-thousands (万) with one decimal where the language counts in 万;
   * 'payment': yuan as they are.
   */
  size: 'large' | 'payment'
}

/** The yuan equivalent under a dollar amount (spec §9: prices also in CNY in ten-thousands, one decimal). */
export function CnyLine({ amount, size }: CnyLineProps) {
  const { t } = useTranslation()
  const money = useMoneyFormat()
  const text =
    size === 'large' && CNY_DISPLAY[currentLocale()].large.style === 'tenThousands'
      ? t('ui.mortgage.cny.tenThousands', { amount: money.cny(amount), tenThousands: money.cnyTenThousands(amount) })
      : t('ui.mortgage.cny.amount', { amount: money.cny(amount) })
  return <span className={styles.cny}>{text}</span>
}

import { formatListingDate, type MortgageResult } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import type { ShownExchangeRate } from '../use-exchange-rate.ts'
import { useMoneyFormat } from '../use-money-format.ts'
import styles from './mortgage-result.module.css'

/** The small print: figures are estimates, relief has conditions, and which exchange rate the yuan use. */
export function EstimateNotes({ result, rate }: { result: MortgageResult; rate: ShownExchangeRate }) {
  const { t } = useTranslation()
  const money = useMoneyFormat()
  const date = formatListingDate(`${rate.rate.date}T00:00:00Z`, money.locale)
  const rateText = money.number(rate.cnyPerCad, 4)
  const cnyNote =
    rate.source === 'bundled'
      ? t('ui.mortgage.cny.noteBankOfCanada', { rate: rateText, date })
      : t('ui.mortgage.cny.note', { rate: rateText, date })
  return (
    <aside className={styles.notes}>
      <p className={styles.estimate}>{t('ui.mortgage.note.estimates')}</p>
      {result.input.firstTimeBuyer || result.input.newBuild ? <p>{t('ui.mortgage.note.eligibility')}</p> : null}
      <p>{cnyNote}</p>
    </aside>
  )
}

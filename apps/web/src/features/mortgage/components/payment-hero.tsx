import { FREQUENCY_RULES, type MortgageCnyAmounts, type MortgageResult } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useMoneyFormat } from '../use-money-format.ts'
import { CnyLine } from './cny-line.tsx'
import styles from './mortgage-result.module.css'

/** The payment, large, with how often it is made and when the loan is repaid. */
export function PaymentHero({ result, cny }: { result: MortgageResult; cny: MortgageCnyAmounts }) {
  const { t } = useTranslation()
  const money = useMoneyFormat()
  const frequency = result.input.frequency
  return (
    <section className={styles.hero} aria-labelledby="mortgage-payment">
      <div className={styles.heroTop}>
        <h2 id="mortgage-payment" className={styles.heroLabel}>
          {t('ui.mortgage.result.paymentPerPeriod')}
        </h2>
        <span className={styles.heroChip}>{t(FREQUENCY_RULES[frequency].labelKey)}</span>
      </div>
      <p className={styles.heroAmount}>{money.cad(result.paymentPerPeriod)}</p>
      <p className={styles.heroCny}>
        <CnyLine amount={cny.paymentPerPeriod} size="payment" />
      </p>
      <p className={styles.heroMeta}>
        {t('ui.mortgage.result.payoffYears', { years: money.number(result.schedule.totals.payoffYears) })}
      </p>
      {frequency === 'monthly' ? null : (
        <dl className={styles.heroExtra}>
          <dt>{t('ui.mortgage.result.monthlyPayment')}</dt>
          <dd>{money.cad(result.monthlyPayment)}</dd>
        </dl>
      )}
    </section>
  )
}

import { FREQUENCY_RULES, type MessageKey, type MortgageCnyAmounts, type MortgageResult } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useMoneyFormat } from '../use-money-format.ts'
import { CnyLine } from './cny-line.tsx'
import styles from './mortgage-result.module.css'

export interface InputsSummaryProps {
  result: MortgageResult
  cny: MortgageCnyAmounts
  onEdit: () => void
}

/** The figures the result was worked out from, with a way back to change them. */
export function InputsSummary({ result, cny, onEdit }: InputsSummaryProps) {
  const { t } = useTranslation()
  const money = useMoneyFormat()
  const { input, compounding, downPayment } = result
  const rateTypeKey: MessageKey = `ui.mortgage.rateType.${input.rateType}.label`
  const compoundingKey: MessageKey = `ui.mortgage.compounding.${compounding}.label`
  const locationKey: MessageKey = `ui.mortgage.location.${input.location}.label`
  const flags = [
    input.firstTimeBuyer ? t('ui.mortgage.field.firstTimeBuyer') : null,
    input.newBuild ? t('ui.mortgage.field.newBuild') : null,
  ].filter((flag): flag is string => flag !== null)

  return (
    <section className={styles.card} aria-labelledby="mortgage-inputs">
      <div className={styles.cardHead}>
        <h2 id="mortgage-inputs" className={styles.cardTitle}>
          {t('ui.mortgage.result.inputs')}
        </h2>
        <Button size="small" shape="rounded" color="primary" fill="outline" onClick={onEdit}>
          {t('ui.mortgage.edit')}
        </Button>
      </div>
      <dl className={styles.summary}>
        <div className={styles.summaryItem}>
          <dt>{t('ui.mortgage.field.price')}</dt>
          <dd>
            <span className={styles.summaryValue}>{money.cadWhole(input.price)}</span>
            <CnyLine amount={cny.price} size="large" />
          </dd>
        </div>
        <div className={styles.summaryItem}>
          <dt>{t('ui.mortgage.field.downPayment')}</dt>
          <dd>
            <span className={styles.summaryValue}>{money.cadWhole(input.downPayment)}</span>
            <span className={styles.summaryNote}>
              {t('ui.mortgage.field.downPaymentShare', { percent: money.percent(downPayment.downPaymentPercent, 2) })}
            </span>
          </dd>
        </div>
        <div className={styles.summaryItem}>
          <dt>{t('ui.mortgage.field.annualRate')}</dt>
          <dd>
            <span className={styles.summaryValue}>{money.percent(input.annualRatePercent)}</span>
            <span className={styles.summaryNote}>{`${t(rateTypeKey)} · ${t(compoundingKey)}`}</span>
          </dd>
        </div>
        <div className={styles.summaryItem}>
          <dt>{t('ui.mortgage.field.amortizationYears')}</dt>
          <dd>
            <span className={styles.summaryValue}>{money.number(input.amortizationYears, 0)}</span>
            <span className={styles.summaryNote}>{t(FREQUENCY_RULES[input.frequency].labelKey)}</span>
          </dd>
        </div>
        <div className={styles.summaryItemWide}>
          <dt>{t('ui.mortgage.result.location')}</dt>
          <dd>
            <span className={styles.summaryValue}>{t(locationKey)}</span>
            {flags.length > 0 ? <span className={styles.summaryNote}>{flags.join(' · ')}</span> : null}
          </dd>
        </div>
      </dl>
    </section>
  )
}

import { useTranslation } from 'react-i18next'
import { useMoneyFormat } from '../use-money-format.ts'
import styles from './mortgage-result.module.css'

export interface RatioRowProps {
  label: string
  percent: number
  limitPercent: number
  passes: boolean
}

/** A debt-service ratio against its limit, said in words as well as colour. */
export function RatioRow({ label, percent, limitPercent, passes }: RatioRowProps) {
  const { t } = useTranslation()
  const money = useMoneyFormat()
  return (
    <div className={styles.row}>
      <dt className={styles.rowLabel}>
        {label}
        <span className={styles.rowNote}>
          {t('ui.mortgage.result.ratioLimit', { limit: money.percent(limitPercent) })}
        </span>
      </dt>
      <dd className={styles.rowValue}>
        <span className={styles.amount}>{money.percent(percent, 2)}</span>
        <span className={passes ? styles.pass : styles.fail}>
          {passes ? t('ui.mortgage.result.ratioPasses') : t('ui.mortgage.result.ratioFails')}
        </span>
      </dd>
    </div>
  )
}

import type { MortgageCnyAmounts, MortgageResult } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useMoneyFormat } from '../use-money-format.ts'
import { CnyLine } from './cny-line.tsx'
import styles from './mortgage-result.module.css'
import { ResultRow } from './result-row.tsx'
import { ResultSection } from './result-section.tsx'

/** What is borrowed and what it costs over the whole amortization. */
export function PaymentsSection({ result, cny }: { result: MortgageResult; cny: MortgageCnyAmounts }) {
  const { t } = useTranslation()
  const money = useMoneyFormat()
  return (
    <ResultSection title={t('ui.mortgage.section.payments')}>
      <dl className={styles.rows}>
        <ResultRow
          label={t('ui.mortgage.result.totalLoan')}
          value={money.cad(result.loan)}
          cny={<CnyLine amount={cny.loan} size="large" />}
        />
        <ResultRow
          label={t('ui.mortgage.result.totalInterest')}
          value={money.cad(result.totalInterest)}
          cny={<CnyLine amount={cny.totalInterest} size="large" />}
        />
        <ResultRow label={t('ui.mortgage.result.totalPaid')} value={money.cad(result.totalPaid)} tone="total" />
        <ResultRow
          label={t('ui.mortgage.result.numberOfPayments')}
          value={money.number(result.schedule.totals.numberOfPayments, 0)}
        />
      </dl>
    </ResultSection>
  )
}

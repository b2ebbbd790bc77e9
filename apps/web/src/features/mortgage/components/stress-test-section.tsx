import type { MortgageResult } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useMoneyFormat } from '../use-money-format.ts'
import styles from './mortgage-result.module.css'
import { RatioRow } from './ratio-row.tsx'
import { ResultRow } from './result-row.tsx'
import { ResultSection } from './result-section.tsx'

/** The qualifying rate and payment lenders test against, and GDS/TDS when an income was given. */
export function StressTestSection({ result }: { result: MortgageResult }) {
  const { t } = useTranslation()
  const money = useMoneyFormat()
  const { stressTest, debtService } = result
  return (
    <ResultSection title={t('ui.mortgage.section.stressTest')}>
      <dl className={styles.rows}>
        <ResultRow
          label={t('ui.mortgage.result.qualifyingRate')}
          value={money.percent(stressTest.qualifyingRatePercent)}
          note={t('ui.mortgage.result.qualifyingRateNote')}
        />
        <ResultRow
          label={t('ui.mortgage.result.qualifyingPayment')}
          value={money.cad(stressTest.qualifyingMonthlyPayment)}
        />
        {debtService ? (
          <>
            <RatioRow
              label={t('ui.mortgage.result.gds')}
              percent={debtService.gdsPercent}
              limitPercent={debtService.gdsLimitPercent}
              passes={debtService.gdsPasses}
            />
            <RatioRow
              label={t('ui.mortgage.result.tds')}
              percent={debtService.tdsPercent}
              limitPercent={debtService.tdsLimitPercent}
              passes={debtService.tdsPasses}
            />
          </>
        ) : null}
      </dl>
      <p className={styles.sectionNote}>
        {debtService ? t('ui.mortgage.result.debtServiceNote') : t('ui.mortgage.result.debtServiceNeedsIncome')}
      </p>
    </ResultSection>
  )
}

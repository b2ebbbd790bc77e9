import { calculateMortgageCny, type MortgageResult } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useExchangeRate } from '../use-exchange-rate.ts'
import { AmortizationSchedule } from './amortization-schedule.tsx'
import { BalanceChart } from './balance-chart.tsx'
import { ClosingCostsSection } from './closing-costs-section.tsx'
import { CostOfOwningSection } from './cost-of-owning-section.tsx'
import { EstimateNotes } from './estimate-notes.tsx'
import { InputsSummary } from './inputs-summary.tsx'
import { InsuranceSection } from './insurance-section.tsx'
import styles from './mortgage-result.module.css'
import { PaymentHero } from './payment-hero.tsx'
import { PaymentsSection } from './payments-section.tsx'
import { ResultSection } from './result-section.tsx'
import { StressTestSection } from './stress-test-section.tsx'

/** A calculation from top to bottom: the payment, the cost of owning, the figures, costs, the stress test, the schedule, the notes. */
export function MortgageResultView({ result, onEdit }: { result: MortgageResult; onEdit: () => void }) {
  const { t } = useTranslation()
  const rate = useExchangeRate()
  const cny = calculateMortgageCny(result, rate.cnyPerCad)
  return (
    <div className={styles.view}>
      <PaymentHero result={result} cny={cny} />
      <CostOfOwningSection result={result} cny={cny} />
      <InputsSummary result={result} cny={cny} onEdit={onEdit} />
      <PaymentsSection result={result} cny={cny} />
      <InsuranceSection result={result} cny={cny} />
      <ClosingCostsSection result={result} cny={cny} />
      <StressTestSection result={result} />
      <ResultSection title={t('ui.mortgage.section.schedule')}>
        <BalanceChart loan={result.loan} schedule={result.schedule} />
        <AmortizationSchedule schedule={result.schedule} />
      </ResultSection>
      <EstimateNotes result={result} rate={rate} />
    </div>
  )
}

import type { MortgageCnyAmounts, MortgageResult } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useMoneyFormat } from '../use-money-format.ts'
import { CnyLine } from './cny-line.tsx'
import styles from './mortgage-result.module.css'
import { ResultRow } from './result-row.tsx'
import { ResultSection } from './result-section.tsx'

/** Mortgage default insurance: not needed at 20 % down; otherwise the premium added to the loan. */
export function InsuranceSection({ result, cny }: { result: MortgageResult; cny: MortgageCnyAmounts }) {
  const { t } = useTranslation()
  const money = useMoneyFormat()
  const { insurance } = result
  if (insurance.status !== 'required') {
    const text =
      insurance.status === 'notRequired'
        ? t('ui.mortgage.result.insuranceNotRequired')
        : t('ui.mortgage.hint.priceAboveInsuredCap')
    return (
      <ResultSection title={t('ui.mortgage.section.insurance')}>
        <p className={styles.sectionText}>{text}</p>
      </ResultSection>
    )
  }
  const rateNote = t('ui.mortgage.result.insurancePremiumRate', {
    rate: money.percent(insurance.premiumRatePercent, 2),
  })
  const note = insurance.longAmortizationSurcharge
    ? [rateNote, t('ui.mortgage.result.longAmortizationSurcharge')]
    : rateNote
  return (
    <ResultSection title={t('ui.mortgage.section.insurance')}>
      <dl className={styles.rows}>
        <ResultRow label={t('ui.mortgage.result.baseLoan')} value={money.cad(insurance.baseLoan)} />
        <ResultRow label={t('ui.mortgage.result.loanToValue')} value={money.percent(insurance.loanToValuePercent, 2)} />
        <ResultRow
          label={t('ui.mortgage.result.insurancePremium')}
          value={money.cad(insurance.premium)}
          note={note}
          cny={<CnyLine amount={cny.insurancePremium} size="payment" />}
        />
      </dl>
    </ResultSection>
  )
}

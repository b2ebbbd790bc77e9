import { COMPOUNDINGS, FREQUENCY_RULES, type MessageKey, PAYMENT_FREQUENCIES, RATE_TYPES } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { percentSign } from '../number-affixes.ts'
import type { MortgageIssues } from '../use-mortgage-form.ts'
import { ChoiceGroup } from './choice-group.tsx'
import { MortgageField } from './mortgage-field.tsx'
import { NumberInput } from './number-input.tsx'

/** Amortization, rate, rate type with its compounding, and how often payments are made. */
export function LoanFields({ issues }: { issues: MortgageIssues }) {
  const { t } = useTranslation()
  const rateTypes = RATE_TYPES.map((value) => {
    const label: MessageKey = `ui.mortgage.rateType.${value}.label`
    return { value, label: t(label) }
  })
  const compoundings = COMPOUNDINGS.map((value) => {
    const label: MessageKey = `ui.mortgage.compounding.${value}.label`
    return { value, label: t(label) }
  })
  const frequencies = PAYMENT_FREQUENCIES.map((value) => ({
    value,
    label: t(FREQUENCY_RULES[value].labelKey),
    description: t(FREQUENCY_RULES[value].explanationKey),
  }))
  return (
    <>
      <MortgageField
        name="amortizationYears"
        label={t('ui.mortgage.field.amortizationYears')}
        hint={t('ui.mortgage.hint.amortization')}
        issue={issues.amortizationYears}
      >
        <NumberInput inputMode="numeric" />
      </MortgageField>
      <MortgageField
        name="annualRatePercent"
        label={t('ui.mortgage.field.annualRate')}
        issue={issues.annualRatePercent}
      >
        <NumberInput suffix={percentSign(currentLocale())} />
      </MortgageField>
      <MortgageField name="rateType" issue={issues.rateType}>
        <ChoiceGroup legend={t('ui.mortgage.field.rateType')} options={rateTypes} />
      </MortgageField>
      <MortgageField name="compounding" hint={t('ui.mortgage.hint.compounding')} issue={issues.compounding}>
        <ChoiceGroup legend={t('ui.mortgage.field.compounding')} options={compoundings} />
      </MortgageField>
      <MortgageField name="frequency" hint={t('ui.mortgage.frequency.convention')} issue={issues.frequency}>
        <ChoiceGroup legend={t('ui.mortgage.field.frequency')} options={frequencies} columns={1} />
      </MortgageField>
    </>
  )
}

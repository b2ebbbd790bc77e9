import { Form } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { cadSymbol } from '../number-affixes.ts'
import type { MortgageIssues } from '../use-mortgage-form.ts'
import { ChevronIcon } from './chevron-icon.tsx'
import { MortgageField } from './mortgage-field.tsx'
import styles from './mortgage-form.module.css'
import { NumberInput } from './number-input.tsx'

export interface IncomeFieldsProps {
  issues: MortgageIssues
  open: boolean
  onToggle: (open: boolean) => void
}

/** The optional part, folded away until opened: income and monthly costs for the debt-service ratios. */
export function IncomeFields({ issues, open, onToggle }: IncomeFieldsProps) {
  const { t } = useTranslation()
  const dollar = cadSymbol(currentLocale())
  return (
    <>
      <Form.Item className={styles.item}>
        <button type="button" className={styles.disclosure} aria-expanded={open} onClick={() => onToggle(!open)}>
          <span className={styles.disclosureText}>
            <span className={styles.disclosureTitle}>{t('ui.mortgage.section.incomeAndDebts')}</span>
            <span className={styles.hint}>{t('ui.mortgage.hint.incomeAndDebts')}</span>
          </span>
          <ChevronIcon open={open} />
        </button>
      </Form.Item>
      <MortgageField
        name="grossAnnualIncome"
        label={t('ui.mortgage.field.grossAnnualIncome')}
        issue={issues.grossAnnualIncome}
        hidden={!open}
      >
        <NumberInput prefix={dollar} grouping />
      </MortgageField>
      <MortgageField
        name="propertyTaxAnnual"
        label={t('ui.mortgage.field.propertyTaxAnnual')}
        issue={issues.propertyTaxAnnual}
        hidden={!open}
      >
        <NumberInput prefix={dollar} grouping />
      </MortgageField>
      <MortgageField
        name="heatingMonthly"
        label={t('ui.mortgage.field.heatingMonthly')}
        issue={issues.heatingMonthly}
        hidden={!open}
      >
        <NumberInput prefix={dollar} grouping />
      </MortgageField>
      <MortgageField
        name="condoFeesMonthly"
        label={t('ui.mortgage.field.condoFeesMonthly')}
        issue={issues.condoFeesMonthly}
        hidden={!open}
      >
        <NumberInput prefix={dollar} grouping />
      </MortgageField>
      <MortgageField
        name="otherDebtPaymentsMonthly"
        label={t('ui.mortgage.field.otherDebtPaymentsMonthly')}
        hint={t('ui.mortgage.hint.otherDebtPayments')}
        issue={issues.otherDebtPaymentsMonthly}
        hidden={!open}
      >
        <NumberInput prefix={dollar} grouping />
      </MortgageField>
    </>
  )
}

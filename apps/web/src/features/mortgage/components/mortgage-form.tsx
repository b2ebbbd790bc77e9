import { formatMortgageIssue, type MortgageInput } from '@maplenest/core'
import { Button, Form } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import type { MortgageFormState } from '../mortgage-form-state.ts'
import { useLivePayment } from '../use-live-payment.ts'
import { MORTGAGE_FORM_NAME, useMortgageForm } from '../use-mortgage-form.ts'
import { IncomeFields } from './income-fields.tsx'
import { LivePaymentCard } from './live-payment.tsx'
import { LoanFields } from './loan-fields.tsx'
import styles from './mortgage-form.module.css'
import { PurchaseFields } from './purchase-fields.tsx'

export interface MortgageFormProps {
  initial: MortgageFormState
  /** Called with the validated input; nothing is calculated while a field is wrong. */
  onCalculate: (input: MortgageInput) => void
}

/**
 * The calculator's inputs in three cards (the purchase, the mortgage, and optional income and debts) under the
 * payment as the figures stand.
 */
export function MortgageForm({ initial, onCalculate }: MortgageFormProps) {
  const { t } = useTranslation()
  const { form, issues, optionalOpen, setOptionalOpen, onValuesChange, onFinish, reset } = useMortgageForm(
    initial,
    onCalculate,
  )
  const price = Form.useWatch('price', form)
  const live = useLivePayment(form, initial)
  const formIssue = issues.form ? formatMortgageIssue(issues.form, currentLocale()) : null
  const invalid = Object.keys(issues).length > 0

  return (
    <>
      <LivePaymentCard live={live} />
      <Form
        name={MORTGAGE_FORM_NAME}
        form={form}
        initialValues={initial}
        mode="card"
        layout="vertical"
        className={styles.form}
        onFinish={onFinish}
        onValuesChange={onValuesChange}
        footer={
          <div className={styles.footer}>
            {invalid ? (
              <p className={styles.alert} role="alert">
                {formIssue ?? t('mortgage.validation.formInvalid')}
              </p>
            ) : null}
            <Button type="submit" color="primary" shape="rounded" size="large" block>
              {t('ui.mortgage.calculate')}
            </Button>
            <Button type="button" fill="none" shape="rounded" block className={styles.reset} onClick={reset}>
              {t('ui.mortgage.reset')}
            </Button>
          </div>
        }
      >
        <Form.Header>{t('ui.mortgage.section.purchase')}</Form.Header>
        <PurchaseFields price={price} issues={issues} />
        <Form.Header>{t('ui.mortgage.section.loan')}</Form.Header>
        <LoanFields issues={issues} />
        <Form.Header />
        <IncomeFields issues={issues} open={optionalOpen} onToggle={setOptionalOpen} />
      </Form>
    </>
  )
}

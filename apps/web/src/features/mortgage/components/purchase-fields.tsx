import { type MessageKey, MORTGAGE_LOCATIONS } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { cadSymbol } from '../number-affixes.ts'
import type { MortgageIssues } from '../use-mortgage-form.ts'
import { ChoiceGroup } from './choice-group.tsx'
import { DownPaymentHint } from './down-payment-hint.tsx'
import { DownPaymentInput } from './down-payment-input.tsx'
import { MortgageField } from './mortgage-field.tsx'
import { NumberInput } from './number-input.tsx'
import { ToggleSwitch } from './toggle-switch.tsx'

/** Price, down payment, where the home is, and the buyer's situation. */
export function PurchaseFields({ price, issues }: { price: string | undefined; issues: MortgageIssues }) {
  const { t } = useTranslation()
  const locations = MORTGAGE_LOCATIONS.map((value) => {
    const label: MessageKey = `ui.mortgage.location.${value}.label`
    return { value, label: t(label) }
  })
  return (
    <>
      <MortgageField name="price" label={t('ui.mortgage.field.price')} issue={issues.price}>
        <NumberInput prefix={cadSymbol(currentLocale())} grouping />
      </MortgageField>
      <MortgageField
        name="downPayment"
        label={t('ui.mortgage.field.downPayment')}
        hint={<DownPaymentHint price={price} />}
        issue={issues.downPayment}
      >
        <DownPaymentInput price={price} />
      </MortgageField>
      <MortgageField name="location" issue={issues.location}>
        <ChoiceGroup legend={t('ui.mortgage.field.location')} options={locations} />
      </MortgageField>
      <MortgageField
        name="firstTimeBuyer"
        label={t('ui.mortgage.field.firstTimeBuyer')}
        hint={t('ui.mortgage.hint.firstTimeBuyer')}
        issue={issues.firstTimeBuyer}
        toggle
      >
        <ToggleSwitch />
      </MortgageField>
      <MortgageField
        name="newBuild"
        label={t('ui.mortgage.field.newBuild')}
        hint={t('ui.mortgage.hint.newBuild')}
        issue={issues.newBuild}
        toggle
      >
        <ToggleSwitch />
      </MortgageField>
    </>
  )
}

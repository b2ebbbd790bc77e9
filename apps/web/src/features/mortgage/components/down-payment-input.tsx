import { parseNumberText } from '@maplenest/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { formatAmountText } from '../mortgage-form-state.ts'
import { cadSymbol, percentSign } from '../number-affixes.ts'
import styles from './mortgage-form.module.css'
import { NumberInput } from './number-input.tsx'

export interface DownPaymentInputProps {
  id?: string
  value?: string
  onChange?: (value: string) => void
  /** The price as typed, for the percentage. */
  price: string | undefined
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

const positive = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n) && n > 0

/**
 * The down payment in dollars, with its share of the price beside it. Typing a percentage sets the amount;
 * typing an amount (or changing the price) updates the percentage.
 */
export function DownPaymentInput({ value = '', onChange, price, ...field }: DownPaymentInputProps) {
  const { t } = useTranslation()
  const locale = currentLocale()
  const [typedPercent, setTypedPercent] = useState<string | null>(null)
  const priceDollars = parseNumberText(price)
  const amount = parseNumberText(value)

  const derivedPercent =
    positive(priceDollars) && amount !== undefined && Number.isFinite(amount)
      ? new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(
          (amount / priceDollars) * 100,
        )
      : ''

  const typePercent = (text: string) => {
    setTypedPercent(text)
    const percent = parseNumberText(text)
    if (positive(priceDollars) && percent !== undefined && Number.isFinite(percent)) {
      onChange?.(formatAmountText(Math.round(priceDollars * percent) / 100, locale))
    }
  }

  return (
    <div className={styles.downPayment}>
      <div className={styles.downPaymentAmount}>
        <NumberInput {...field} value={value} onChange={onChange} prefix={cadSymbol(locale)} grouping />
      </div>
      <div className={styles.downPaymentPercent}>
        <NumberInput
          aria-label={t('ui.mortgage.field.downPaymentPercent')}
          aria-invalid={field['aria-invalid']}
          value={typedPercent ?? derivedPercent}
          onChange={typePercent}
          onBlur={() => setTypedPercent(null)}
          suffix={percentSign(locale)}
        />
      </div>
    </div>
  )
}

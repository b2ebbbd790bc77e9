import { parseNumberText } from '@maplenest/core'
import type { ChangeEvent } from 'react'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { formatAmountText } from '../mortgage-form-state.ts'
import styles from './mortgage-form.module.css'

export interface NumberInputProps {
  id?: string
  value?: string
  onChange?: (value: string) => void
  onBlur?: () => void
  /** Shown before the number, e.g. "$". */
  prefix?: string
  /** Shown after the number, e.g. "%". */
  suffix?: string
  /** Regroup thousands when the field is left ("625000" → "625,000"). */
  grouping?: boolean
  inputMode?: 'decimal' | 'numeric'
  'aria-label'?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/**
 * A number typed as text (the form validates it with the core schema on submit): a native input, so labels,
 * `aria-invalid` and `aria-describedby` reach it, with a unit before or after.
 */
export function NumberInput({ value = '', onChange, onBlur, prefix, suffix, grouping, ...native }: NumberInputProps) {
  const leave = () => {
    if (grouping) {
      const dollars = parseNumberText(value)
      if (dollars !== undefined && !Number.isNaN(dollars)) {
        const grouped = formatAmountText(dollars, currentLocale())
        if (grouped !== value) onChange?.(grouped)
      }
    }
    onBlur?.()
  }
  return (
    <div className={styles.numberInput}>
      {prefix ? (
        <span className={styles.affix} aria-hidden="true">
          {prefix}
        </span>
      ) : null}
      <input
        {...native}
        className={styles.input}
        type="text"
        inputMode={native.inputMode ?? 'decimal'}
        autoComplete="off"
        enterKeyHint="next"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value)}
        onBlur={leave}
      />
      {suffix ? (
        <span className={styles.affix} aria-hidden="true">
          {suffix}
        </span>
      ) : null}
    </div>
  )
}

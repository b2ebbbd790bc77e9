import { formatMortgageIssue, type MortgageIssue } from '@maplenest/core'
import { Form } from 'antd-mobile'
import { cloneElement, type ReactElement, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import type { MortgageFormState } from '../mortgage-form-state.ts'
import { fieldId } from '../use-mortgage-form.ts'
import { FieldNote } from './field-note.tsx'
import styles from './mortgage-form.module.css'

interface DescribedProps {
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

export interface MortgageFieldProps {
  name: keyof MortgageFormState
  /** The visible label; groups of choices carry their own legend instead. */
  label?: string
  hint?: ReactNode
  issue: MortgageIssue | undefined
  children: ReactElement<DescribedProps>
  /** A yes/no switch: label and switch on one line. */
  toggle?: boolean
  hidden?: boolean
}

/** One calculator field: the control bound to the form, its label, hint and localised problem. */
export function MortgageField({ name, label, hint, issue, children, toggle, hidden }: MortgageFieldProps) {
  useTranslation()
  const error = issue ? formatMortgageIssue(issue, currentLocale()) : null
  const noteId = `${fieldId(name)}-note`
  const described = Boolean(hint || error)
  return (
    <Form.Item
      name={name}
      label={label}
      hidden={hidden}
      valuePropName={toggle ? 'checked' : 'value'}
      layout={toggle ? 'horizontal' : 'vertical'}
      childElementPosition={toggle ? 'right' : 'normal'}
      className={[toggle ? styles.toggleItem : styles.item, error ? styles.invalid : ''].join(' ')}
      description={described ? <FieldNote id={noteId} hint={hint} error={error} /> : undefined}
    >
      {cloneElement(children, {
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described ? noteId : undefined,
      })}
    </Form.Item>
  )
}

import { DEFAULT_COMPOUNDING, type MortgageInput, type MortgageIssue, parseMortgageInput } from '@maplenest/core'
import { Form } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { hasOptionalValues, type MortgageFormState, OPTIONAL_FIELDS } from './mortgage-form-state.ts'

export const MORTGAGE_FORM_NAME = 'mortgage'

type FieldName = keyof MortgageFormState

/** The first problem of each field; `form` holds one that belongs to no field. */
export type MortgageIssues = Partial<Record<FieldName | 'form', MortgageIssue>>

/** Top to bottom, for moving to the first field that needs attention. */
const FIELD_ORDER: readonly FieldName[] = [
  'price',
  'downPayment',
  'location',
  'firstTimeBuyer',
  'newBuild',
  'amortizationYears',
  'annualRatePercent',
  'rateType',
  'compounding',
  'frequency',
  ...OPTIONAL_FIELDS,
]

/** A field's message also goes when a field it was checked against changes. */
const CHECKED_AGAINST: Partial<Record<FieldName, readonly FieldName[]>> = {
  price: ['downPayment', 'amortizationYears'],
  downPayment: ['amortizationYears'],
  firstTimeBuyer: ['amortizationYears'],
  newBuild: ['amortizationYears'],
}

const isField = (name: string): name is FieldName => (FIELD_ORDER as readonly string[]).includes(name)

export function fieldId(name: FieldName): string {
  return `${MORTGAGE_FORM_NAME}_${name}`
}

function toIssues(list: readonly MortgageIssue[]): MortgageIssues {
  const issues: MortgageIssues = {}
  for (const issue of list) {
    const key = isField(issue.field) ? issue.field : 'form'
    issues[key] ??= issue
  }
  return issues
}

/**
 * The calculator form: values in an antd-mobile form, checked with the core schema on submit. Problems are kept
 * as catalogue issues (so they follow a language change) and shown under their fields; the first one gets focus.
 */
export function useMortgageForm(initial: MortgageFormState, onValid: (input: MortgageInput) => void) {
  const [form] = Form.useForm<MortgageFormState>()
  const [issues, setIssues] = useState<MortgageIssues>({})
  const [optionalOpen, setOptionalOpen] = useState(() => hasOptionalValues(initial))
  const [focusTarget, setFocusTarget] = useState<{ field: FieldName } | null>(null)

  useEffect(() => {
    if (focusTarget) document.getElementById(fieldId(focusTarget.field))?.focus()
  }, [focusTarget])

  const onValuesChange = (changed: Partial<MortgageFormState>) => {
    if (changed.rateType) form.setFieldValue('compounding', DEFAULT_COMPOUNDING[changed.rateType])
    const names = Object.keys(changed).filter(isField)
    const cleared = new Set<FieldName | 'form'>(['form', ...names, ...names.flatMap((n) => CHECKED_AGAINST[n] ?? [])])
    setIssues((current) =>
      [...cleared].some((name) => current[name])
        ? Object.fromEntries(Object.entries(current).filter(([name]) => !cleared.has(name as FieldName)))
        : current,
    )
  }

  const onFinish = (values: MortgageFormState) => {
    const parsed = parseMortgageInput(values)
    if (parsed.success) {
      setIssues({})
      onValid(parsed.input)
      return
    }
    const next = toIssues(parsed.issues)
    setIssues(next)
    if (OPTIONAL_FIELDS.some((field) => next[field])) setOptionalOpen(true)
    const first = FIELD_ORDER.find((field) => next[field])
    if (first) setFocusTarget({ field: first })
  }

  const reset = () => {
    form.resetFields()
    setIssues({})
  }

  return { form, issues, optionalOpen, setOptionalOpen, onValuesChange, onFinish, reset }
}

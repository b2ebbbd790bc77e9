import { calculateMortgage, type MortgageResult, parseMortgageInput } from '@maplenest/core'
import { Form } from 'antd-mobile'
import { useMemo } from 'react'
import type { MortgageFormState } from './mortgage-form-state.ts'

/** What the top of the form shows while the person types: the calculation, or why there is none yet. */
export type LivePayment =
  | { readonly kind: 'payment'; readonly result: MortgageResult }
  | { readonly kind: 'needsPriceAndDown' }
  | { readonly kind: 'needsFixes' }

const EMPTY_MESSAGES = new Set(['mortgage.validation.priceEmpty', 'mortgage.validation.downPaymentEmpty'])

/**
 * The calculation of the values as they stand, with the same checks and rules as the result; without a price or a
 * down payment it asks for them, and with any other problem it asks for the figures to be checked.
 */
export function toLivePayment(values: Partial<MortgageFormState>, asOf: Date): LivePayment {
  const parsed = parseMortgageInput(values)
  if (parsed.success) return { kind: 'payment', result: calculateMortgage(parsed.input, { asOf }) }
  return parsed.issues.some((issue) => EMPTY_MESSAGES.has(issue.message))
    ? { kind: 'needsPriceAndDown' }
    : { kind: 'needsFixes' }
}

type MortgageFormInstance = ReturnType<typeof Form.useForm<MortgageFormState>>[0]

/** The form's calculation, worked out again whenever a value changes. */
export function useLivePayment(form: MortgageFormInstance, initial: MortgageFormState): LivePayment {
  const watched = Form.useWatch([], form) as Partial<MortgageFormState> | undefined
  const values = watched ?? initial
  const key = JSON.stringify(values)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values are compared by their text
  return useMemo(() => toLivePayment(values, new Date()), [key])
}

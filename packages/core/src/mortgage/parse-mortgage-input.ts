import { isMessageKey, type MessageKey, type MessageParams, translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import type { Cents } from '../money/cents.ts'
import { formatCad } from '../money/format-money.ts'
import { type MortgageInput, mortgageInputSchema } from './mortgage-input.schema.ts'

/** A validation message for one field of the calculator. `params.amountCents` travels with `{{amount}}`. */
export interface MortgageIssue {
  /** The input field, e.g. "downPayment"; empty for a problem with the whole input. */
  readonly field: string
  readonly message: MessageKey
  readonly params?: MessageParams
}

export type ParsedMortgageInput =
  | { readonly success: true; readonly input: MortgageInput }
  | { readonly success: false; readonly issues: readonly MortgageIssue[] }

/** Validates form values or a request body; on failure there is no input to calculate with, only issues. */
export function parseMortgageInput(values: unknown): ParsedMortgageInput {
  const parsed = mortgageInputSchema.safeParse(values)
  if (parsed.success) return { success: true, input: parsed.data }
  return {
    success: false,
    issues: parsed.error.issues.map((issue) => {
      const params = 'params' in issue ? (issue.params as MessageParams | undefined) : undefined
      return {
        field: issue.path.map(String).join('.'),
        message: isMessageKey(issue.message) ? issue.message : 'mortgage.validation.formInvalid',
        ...(params ? { params } : {}),
      }
    }),
  }
}

/** The issue's text in a language, with `{{amount}}` written as Canadian dollars for that locale. */
export function formatMortgageIssue(issue: MortgageIssue, locale: Locale): string {
  const params: MessageParams = { ...issue.params }
  if (typeof params.amountCents === 'number') params.amount = formatCad(params.amountCents as Cents, locale)
  return translate(locale, issue.message, params)
}

import { z } from 'zod'
import type { MessageKey } from '../i18n/catalogue.ts'
import { type Cents, dollarsToCents } from '../money/cents.ts'
import { formatCad } from '../money/format-money.ts'
import { COMPOUNDINGS, RATE_TYPES } from './compounding.ts'
import {
  calculateMaximumAmortizationYears,
  MAX_AMORTIZATION_YEARS,
  MIN_AMORTIZATION_YEARS,
} from './default-insurance.ts'
import { calculateMinimumDownPayment, isInsuranceRequired } from './down-payment.ts'
import { PAYMENT_FREQUENCIES } from './frequencies.ts'
import { MORTGAGE_LOCATIONS } from './locations.ts'

/**
 * The calculator's input, validated once for the form and for any api. Money is typed in dollars (a number
 * or text such as "1,250,000" or "$55,000.50") and comes out as cents; the rate is a percentage (5 means 5 %).
 * Every message is a catalogue key; the below-minimum message carries the minimum as `{{amount}}`.
 */
export const MAX_PRICE_DOLLARS = 1_000_000_000
export const MIN_RATE_PERCENT = 0
export const MAX_RATE_PERCENT = 25

/** Reads a typed number: undefined when empty, NaN when it is not a number. Commas, spaces, $ and % are ignored. */
export function parseNumberText(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN
  const text = value
    .replace(/[\s,_]/g, '')
    .replace(/^(?:CA\$|C\$|\$)/i, '')
    .replace(/%$/, '')
  if (text === '') return undefined
  return /^[-+]?(?:\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN
}

interface NumberRules {
  /** Message when nothing is entered; null when the field may stay empty. */
  readonly empty: MessageKey | null
  readonly invalid: MessageKey
  /** Message for a number outside the field's range, or null when it is acceptable. */
  readonly check: (n: number) => MessageKey | null
}

/** Reads and checks one typed number; on a problem it records the message and gives undefined. */
function readNumber(
  value: number | string | null | undefined,
  rules: NumberRules,
  ctx: z.core.$RefinementCtx,
): number | undefined {
  const n = parseNumberText(value)
  const message = n === undefined ? rules.empty : Number.isNaN(n) ? rules.invalid : rules.check(n)
  if (message !== null) ctx.issues.push({ code: 'custom', message, input: value })
  return message === null ? n : undefined
}

/** A number typed into a form or sent in JSON. */
const numberInput = (invalid: MessageKey) => z.union([z.number(), z.string(), z.null()], { error: invalid }).optional()

const requiredNumber = (rules: NumberRules & { readonly empty: MessageKey }) =>
  numberInput(rules.invalid).transform((value, ctx): number => readNumber(value, rules, ctx) ?? z.NEVER)

const optionalNumber = (rules: NumberRules & { readonly empty: null }) =>
  numberInput(rules.invalid).transform((value, ctx): number | undefined => readNumber(value, rules, ctx))

const amountRange =
  (negative: MessageKey, tooHigh: MessageKey) =>
  (dollars: number): MessageKey | null =>
    dollars < 0 ? negative : dollars > MAX_PRICE_DOLLARS ? tooHigh : null

const optionalMoney = () =>
  optionalNumber({
    empty: null,
    invalid: 'mortgage.validation.amountInvalid',
    check: amountRange('mortgage.validation.amountNegative', 'mortgage.validation.amountTooHigh'),
  }).transform((dollars): Cents | undefined => (dollars === undefined ? undefined : dollarsToCents(dollars)))

const choice = z.boolean({ error: 'mortgage.validation.choiceInvalid' }).default(false)

const fields = z.object(
  {
    price: requiredNumber({
      empty: 'mortgage.validation.priceEmpty',
      invalid: 'mortgage.validation.priceInvalid',
      check: (dollars) =>
        dollars <= 0
          ? 'mortgage.validation.priceNotPositive'
          : dollars > MAX_PRICE_DOLLARS
            ? 'mortgage.validation.priceTooHigh'
            : null,
    }).transform(dollarsToCents),
    downPayment: requiredNumber({
      empty: 'mortgage.validation.downPaymentEmpty',
      invalid: 'mortgage.validation.downPaymentInvalid',
      check: amountRange('mortgage.validation.downPaymentNegative', 'mortgage.validation.downPaymentAbovePrice'),
    }).transform(dollarsToCents),
    amortizationYears: requiredNumber({
      empty: 'mortgage.validation.yearsEmpty',
      invalid: 'mortgage.validation.yearsInvalid',
      check: (years) =>
        !Number.isInteger(years)
          ? 'mortgage.validation.yearsInvalid'
          : years < MIN_AMORTIZATION_YEARS || years > MAX_AMORTIZATION_YEARS
            ? 'mortgage.validation.yearsOutOfRange'
            : null,
    }),
    annualRatePercent: requiredNumber({
      empty: 'mortgage.validation.rateEmpty',
      invalid: 'mortgage.validation.rateInvalid',
      check: (rate) =>
        rate < MIN_RATE_PERCENT || rate > MAX_RATE_PERCENT ? 'mortgage.validation.rateOutOfRange' : null,
    }),
    rateType: z.enum(RATE_TYPES, { error: 'mortgage.validation.rateTypeInvalid' }).default('fixed'),
    /** Defaults to semi-annual for a fixed rate and monthly for a variable rate. */
    compounding: z.enum(COMPOUNDINGS, { error: 'mortgage.validation.compoundingInvalid' }).optional(),
    frequency: z.enum(PAYMENT_FREQUENCIES, { error: 'mortgage.validation.frequencyInvalid' }).default('monthly'),
    location: z.enum(MORTGAGE_LOCATIONS, {
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? 'mortgage.validation.locationEmpty'
          : 'mortgage.validation.locationInvalid',
    }),
    firstTimeBuyer: choice,
    newBuild: choice,
    grossAnnualIncome: optionalMoney().refine(
      (cents) => cents === undefined || cents > 0,
      'mortgage.validation.incomeNotPositive',
    ),
    propertyTaxAnnual: optionalMoney(),
    heatingMonthly: optionalMoney(),
    condoFeesMonthly: optionalMoney(),
    otherDebtPaymentsMonthly: optionalMoney(),
  },
  { error: 'mortgage.validation.formInvalid' },
)

type FieldName = keyof z.output<typeof fields>

/** Runs a cross-field rule only once the fields it reads are valid, so every field can show its own message. */
const whenValid =
  (...names: readonly FieldName[]) =>
  (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => !issue.path?.length || names.includes(issue.path[0] as FieldName))

export const mortgageInputSchema = fields
  .superRefine(
    (input, ctx) => {
      if (input.downPayment > input.price) {
        ctx.addIssue({ code: 'custom', path: ['downPayment'], message: 'mortgage.validation.downPaymentAbovePrice' })
        return
      }
      const minimum = calculateMinimumDownPayment(input.price)
      if (input.downPayment < minimum) {
        ctx.addIssue({
          code: 'custom',
          path: ['downPayment'],
          message: 'mortgage.validation.downPaymentBelowMinimum',
          params: { amount: formatCad(minimum, 'en-GB'), amountCents: minimum },
        })
      }
    },
    { when: whenValid('price', 'downPayment') },
  )
  .superRefine(
    (input, ctx) => {
      if (input.downPayment > input.price || input.downPayment < calculateMinimumDownPayment(input.price)) return
      const longest = calculateMaximumAmortizationYears({
        insuranceRequired: isInsuranceRequired(input.price, input.downPayment),
        firstTimeBuyer: input.firstTimeBuyer,
        newBuild: input.newBuild,
      })
      if (input.amortizationYears > longest) {
        ctx.addIssue({
          code: 'custom',
          path: ['amortizationYears'],
          message: 'mortgage.validation.insuredAmortizationTooLong',
          params: { years: longest },
        })
      }
    },
    { when: whenValid('price', 'downPayment', 'amortizationYears', 'firstTimeBuyer', 'newBuild') },
  )

/** What the form and the api send (dollars, text or numbers). */
export type MortgageFormValues = z.input<typeof mortgageInputSchema>
/** What the calculator takes (cents, whole years, a percentage). */
export type MortgageInput = z.output<typeof mortgageInputSchema>

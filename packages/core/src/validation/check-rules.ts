import type { MessageKey, MessageParams } from '../i18n/catalogue.ts'
import {
  isAmount,
  isChinaMobile,
  isDate,
  isDecimal,
  isDigits,
  isEmail,
  isIdCard,
  isInRange,
  isInteger,
  isIsoDateString,
  isJsonString,
  isLandline,
  isLengthInRange,
  isLetters,
  isPlate,
  isPostalCode,
  isUrl,
  isVideo,
} from './validators.ts'

/**
 * The rule types of the generic checker of spec §5. `length` is the exact-length string (a number), `lengthRange`
 * its min–max form; `between` takes any number, `betweenD` an integer and `betweenF` a decimal in the range;
 * `same`/`notsame` compare with another field of the same values (`other`) or a fixed value.
 */
export type CheckRule =
  | { type: 'length'; length: number }
  | { type: 'lengthRange'; min: number; max: number }
  | { type: 'integer' }
  | { type: 'between' | 'betweenD' | 'betweenF' | 'range'; min: number; max: number }
  | { type: 'same' | 'notsame'; other: string }
  | { type: 'same' | 'notsame'; value: string }
  | { type: 'pattern'; pattern: RegExp }
  | { type: 'in'; values: readonly string[] }
  | {
      type:
        | 'email'
        | 'mobile'
        | 'postalCode'
        | 'notEmpty'
        | 'amount'
        | 'landline'
        | 'idCard'
        | 'plate'
        | 'digits'
        | 'letters'
        | 'url'
        | 'video'
        | 'date'
        | 'isoDate'
        | 'json'
    }

export type CheckRuleType = CheckRule['type']

/** One rule on one field, with the message to show when it fails (its rule type's default when left out). */
export type FieldRule = CheckRule & {
  field: string
  message?: MessageKey
  /** Skip every rule of this field while it is empty (optional fields); by default empty fails. */
  optional?: boolean
}

export type CheckResult =
  | { ok: true }
  | { ok: false; field: string; rule: CheckRuleType; message: MessageKey; params: MessageParams }

/** The default message of each rule type, in the catalogue; `{{min}}`, `{{max}}`, `{{length}}` are filled in. */
export const RULE_MESSAGES: Record<CheckRuleType, MessageKey> = {
  length: 'validate.length',
  lengthRange: 'validate.lengthRange',
  integer: 'validate.integer',
  between: 'validate.between',
  betweenD: 'validate.betweenD',
  betweenF: 'validate.betweenF',
  range: 'validate.between',
  same: 'validate.same',
  notsame: 'validate.notsame',
  email: 'validate.email',
  mobile: 'validate.mobile',
  postalCode: 'validate.postalCode',
  pattern: 'validate.pattern',
  in: 'validate.in',
  notEmpty: 'validate.notEmpty',
  amount: 'validate.amount',
  landline: 'validate.landline',
  idCard: 'validate.idCard',
  plate: 'validate.plate',
  digits: 'validate.digits',
  letters: 'validate.letters',
  url: 'validate.url',
  video: 'validate.video',
  date: 'validate.date',
  isoDate: 'validate.isoDate',
  json: 'validate.json',
}

/** Empty: nothing, an empty or blank text, an empty list. Every rule fails on it with its own message. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : String(value))

function passes(rule: CheckRule, text: string, values: Readonly<Record<string, unknown>>): boolean {
  switch (rule.type) {
    case 'length':
      return [...text].length === rule.length
    case 'lengthRange':
      return isLengthInRange(text, rule.min, rule.max)
    case 'integer':
      return isInteger(text)
    case 'between':
    case 'range':
      return isInRange(text, rule.min, rule.max)
    case 'betweenD':
      return isInteger(text) && isInRange(text, rule.min, rule.max)
    case 'betweenF':
      return isDecimal(text) && isInRange(text, rule.min, rule.max)
    case 'same':
    case 'notsame': {
      const other = 'other' in rule ? values[rule.other] : rule.value
      const equal = other !== undefined && other !== null && asText(other) === text
      return rule.type === 'same' ? equal : !equal
    }
    case 'pattern':
      // A fresh copy, so a /g or /y pattern's lastIndex never carries over from one check to the next.
      return new RegExp(rule.pattern.source, rule.pattern.flags.replace(/[gy]/g, '')).test(text)
    case 'in':
      return rule.values.includes(text)
    case 'notEmpty':
      return true
    case 'email':
      return isEmail(text)
    case 'mobile':
      return isChinaMobile(text.replace(/[\s-]/g, ''))
    case 'postalCode':
      return isPostalCode(text)
    case 'amount':
      return isAmount(text)
    case 'landline':
      return isLandline(text)
    case 'idCard':
      return isIdCard(text)
    case 'plate':
      return isPlate(text)
    case 'digits':
      return isDigits(text)
    case 'letters':
      return isLetters(text)
    case 'url':
      return isUrl(text)
    case 'video':
      return isVideo(text)
    case 'date':
      return isDate(text)
    case 'isoDate':
      return isIsoDateString(text)
    case 'json':
      return isJsonString(text)
  }
}

function paramsOf(rule: CheckRule): MessageParams {
  if (rule.type === 'length') return { length: rule.length }
  if ('min' in rule) return { min: rule.min, max: rule.max }
  return {}
}

/** Checks one value against one rule; empty fails (with the rule's message). */
export function checkValue(rule: CheckRule, value: unknown, values: Readonly<Record<string, unknown>> = {}): boolean {
  if (isEmptyValue(value)) return false
  if (typeof value === 'object') return false
  return passes(rule, asText(value), values)
}

/**
 * The generic checker of spec §5: rules are tried in order and the first that fails is reported, with its field, its
 * message (the rule's own, or its type's default) and the parameters the message needs. An empty value fails with
 * the message of the rule it meets, unless its field is optional.
 */
export function checkRules(values: Readonly<Record<string, unknown>>, rules: readonly FieldRule[]): CheckResult {
  for (const rule of rules) {
    const value = values[rule.field]
    if (rule.optional && isEmptyValue(value)) continue
    if (!checkValue(rule, value, values)) {
      return {
        ok: false,
        field: rule.field,
        rule: rule.type,
        message: rule.message ?? RULE_MESSAGES[rule.type],
        params: paramsOf(rule),
      }
    }
  }
  return { ok: true }
}

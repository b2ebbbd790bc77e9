import type { MessageKey } from '@maplenest/core'
import { isApiError } from '../api/api-error.ts'
import { isMessageKey } from '../i18n/i18n.ts'

interface Issue {
  path: readonly PropertyKey[]
  message: string
}

/** What zod's `safeParse` returns, reduced to what the forms read. */
export type ParseResult<T = unknown> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly Issue[] } }

/** Anything with zod's `safeParse`: the core schemas, whose messages are catalogue keys. */
export interface Parser<T = unknown> {
  safeParse(value: unknown): ParseResult<T>
}

/** Field name → catalogue key of the first problem with that field. */
export type FieldErrors = Record<string, MessageKey>

/**
 * The first issue of each field of a failed parse, as a catalogue key (a message that is not a key, which a core
 * schema should never give, reads as the generic "submit failed"). `field` files every issue under one name.
 */
export function toFieldErrors(result: ParseResult, field?: string): FieldErrors {
  const errors: FieldErrors = {}
  if (result.success) return errors
  for (const issue of result.error.issues) {
    const name = field ?? String(issue.path[0] ?? 'form')
    if (name in errors) continue
    errors[name] = isMessageKey(issue.message) ? issue.message : 'error.submitFailed'
  }
  return errors
}

/** Runs one core schema per field; for forms whose request schema needs fields the form does not have. */
export function checkFields(checks: Record<string, readonly [Parser, unknown]>): FieldErrors {
  return Object.assign(
    {},
    ...Object.entries(checks).map(([name, [parser, value]]) => toFieldErrors(parser.safeParse(value), name)),
  )
}

/** What the server said about a failed submission: its messages per form field, and the rest for the form. */
export interface ServerErrors {
  fields: Record<string, string>
  form: string | null
}

/**
 * Places the server's answer: each field message (`data.fields`, already in the request's language) under the form
 * field of that name or its alias; the message goes above the submit button unless every field was placed.
 */
export function toServerErrors(
  error: unknown,
  formFields: readonly string[],
  fallback: string,
  aliases: Readonly<Record<string, string>> = {},
): ServerErrors {
  if (!isApiError(error)) return { fields: {}, form: fallback }
  const fields: Record<string, string> = {}
  const reported = readFieldIssues(error.data)
  const nameOf = (field: string) => aliases[field] ?? field
  for (const { field, message } of reported) {
    const name = nameOf(field)
    if (formFields.includes(name) && !(name in fields)) fields[name] = message
  }
  const placed = Object.keys(fields).length > 0 && reported.every((r) => formFields.includes(nameOf(r.field)))
  return { fields, form: placed ? null : error.msg || fallback }
}

function readFieldIssues(data: unknown): Array<{ field: string; message: string }> {
  if (typeof data !== 'object' || data === null || !('fields' in data) || !Array.isArray(data.fields)) return []
  return data.fields.filter(
    (f): f is { field: string; message: string } =>
      typeof f === 'object' && f !== null && typeof f.field === 'string' && typeof f.message === 'string',
  )
}

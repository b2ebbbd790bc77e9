import { z } from 'zod'

// A NUL byte, or half of a UTF-16 surrogate pair without its other half.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL control character is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const UNSAFE_TEXT_ALL = new RegExp(UNSAFE_TEXT.source, 'g')

/**
 * Whether a string is text we can store and show: no NUL (PostgreSQL refuses it in text columns) and no lone
 * surrogate (not encodable as UTF-8, so it cannot be stored or sent back intact).
 */
export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value)
}

/**
 * The path of the first string in a parsed input (query, params, JSON body) that is not safe text, or null.
 * Object keys are checked as well as values, since they reach SQL as column filters or JSON paths.
 */
export function findUnsafeText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, String(i)])
      if (found) return found
    }
    return null
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) return [...path, key.replace(UNSAFE_TEXT_ALL, '\uFFFD')]
      const found = findUnsafeText(item, [...path, key])
      if (found) return found
    }
  }
  return null
}

/** A string schema that refuses unsafe text first, with the catalogue message naming the field. */
export function text() {
  return z.string().refine(isSafeText, { message: 'error.field.text', abort: true })
}

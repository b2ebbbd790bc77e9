import { z } from 'zod'
import type { MessageKey } from '../i18n/catalogue.ts'

/** Every JSON response: `{ code, msg, data }`; the HTTP status equals `code`. */
export interface Envelope<T> {
  code: number
  msg: string
  data: T
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data })
}

/** The error catalogue of spec §8: status, the default message and what the client does. */
export const ERROR_CODES = {
  400: { key: 'error.badRequest', client: 'toast-fixed' },
  401: { key: 'error.unauthorized', client: 'refresh' },
  403: { key: 'error.forbidden', client: 'toast-fixed' },
  404: { key: 'error.notFound', client: 'toast-server' },
  405: { key: 'error.methodNotAllowed', client: 'toast-fixed' },
  429: { key: 'error.tooManyRequests', client: 'toast-fixed' },
  500: { key: 'error.server', client: 'toast-server' },
} as const satisfies Record<number, { key: MessageKey; client: 'toast-fixed' | 'toast-server' | 'refresh' }>

export type ErrorCode = keyof typeof ERROR_CODES

export function isSuccessCode(code: number): boolean {
  return code === 200 || code === 201
}

/**
 * What the client shows for a failed envelope (spec §8): a fixed localised text for 400/403/405/429,
 * the server's own message for 404 and 500 and anything else, and nothing (the refresh flow) for 401.
 */
export function clientErrorReaction(
  code: number,
): { kind: 'refresh' } | { kind: 'toast'; key: MessageKey } | { kind: 'server-message' } {
  if (code === 401) return { kind: 'refresh' }
  if (code === 400) return { kind: 'toast', key: 'error.badRequest' }
  if (code === 403 || code === 405) return { kind: 'toast', key: 'error.forbidden' }
  if (code === 429) return { kind: 'toast', key: 'error.tooManyRequests' }
  return { kind: 'server-message' }
}

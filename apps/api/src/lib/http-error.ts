import { type Locale, type MessageKey, type MessageParams, translate } from '@maplenest/core'

/**
 * A message's parameters, or how to write them in the caller's language (a date, a time), for values that read
 * differently in each locale.
 */
export type ErrorParams = MessageParams | ((locale: Locale) => MessageParams)

/** An error the client should see: an envelope code (equal to the HTTP status), a catalogue key and optional data. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 422 | 429 | 500 | 503,
    readonly key: MessageKey,
    readonly params?: ErrorParams,
    readonly data: unknown = null,
  ) {
    super(key)
    this.name = 'HttpError'
  }

  /** The message in a caller's language, its parameters written for that language. */
  messageIn(locale: Locale): string {
    return translate(locale, this.key, typeof this.params === 'function' ? this.params(locale) : this.params)
  }
}

export const badRequest = (key: MessageKey, params?: MessageParams, data: unknown = null) =>
  new HttpError(400, key, params, data)
export const unauthorized = (key: MessageKey = 'error.unauthorized') => new HttpError(401, key)
export const forbidden = (key: MessageKey = 'error.forbidden') => new HttpError(403, key)
export const notFound = (key: MessageKey = 'error.notFound') => new HttpError(404, key)
export const tooManyRequests = (key: MessageKey = 'error.tooManyRequests', params?: MessageParams) =>
  new HttpError(429, key, params)

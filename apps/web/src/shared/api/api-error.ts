/** Why a call failed: the server answered with an error envelope, or the request never got an answer. */
export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'offline'

/**
 * A failed call. For server answers `code` is the envelope's code (equal to the HTTP status) and `msg` the
 * server's localised message; for transport failures `code` is 0 and `msg` the localised network-error text.
 */
export class ApiError<D = unknown> extends Error {
  readonly code: number
  readonly msg: string
  readonly data: D
  readonly kind: ApiErrorKind

  constructor(code: number, msg: string, data: D, kind: ApiErrorKind = 'server') {
    super(msg || `request failed with code ${code}`)
    this.name = 'ApiError'
    this.code = code
    this.msg = msg
    this.data = data
    this.kind = kind
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}

/**
 * True when the call never got an answer (no network, offline, timed out): the person's connection may be at fault.
 * A server that answered with an error, or anything else that broke, is our failure and must not read as theirs.
 */
export function isConnectionProblem(error: unknown): boolean {
  return isApiError(error) && error.kind !== 'server'
}

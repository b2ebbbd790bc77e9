/** Query parameters whose values never reach the log (GET /auth/check?token=… carries an access token). */
const SECRET_QUERY = /([?&](?:token|access_token|refresh_token)=)[^&#]*/gi

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]')
}

/** Fastify's request log fields, with secrets in the query string masked. */
export function serializeRequestForLog(req: {
  method: string
  url: string
  host: string
  ip: string
  headers: Record<string, unknown>
  socket?: { remotePort?: number | undefined } | undefined
}) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: typeof req.headers['accept-version'] === 'string' ? req.headers['accept-version'] : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }
}

const REDACTED = '[redacted]'
/** Fields whose values are secrets or personal data: SQL parameters, a database's row detail, credentials. */
const SECRET_FIELD =
  /^(params|parameters|detail|body|payload|values)$|pass(word|wd)?|secret|token|authori[sz]ation|cookie|hash/i
const QUERY_FIELD = /query$/i
const MAX_DEPTH = 4
const MAX_CAUSES = 5

type LoggedError = { type: string; [field: string]: unknown }

function isBytes(value: unknown): value is ArrayBufferView | ArrayBuffer {
  return ArrayBuffer.isView(value) || value instanceof ArrayBuffer
}

/** An error's cause chain, itself first; a cycle or a long chain stops early. */
function causes(err: Error): Error[] {
  const chain: Error[] = []
  let current: unknown = err
  while (current instanceof Error && !chain.includes(current) && chain.length < MAX_CAUSES) {
    chain.push(current)
    current = current.cause
  }
  return chain
}

/**
 * The text values bound as SQL parameters anywhere in the chain (a Drizzle query error keeps them in `params`):
 * the database repeats them in its own message and detail, quoted ('invalid input syntax for type uuid: "x"') or in
 * brackets ('Key (email)=(x) already exists'), so each is masked wherever it shows between such delimiters.
 */
function parameterTexts(chain: Error[]): string[] {
  const texts = chain.flatMap((e) => {
    const params = (e as { params?: unknown }).params
    return Array.isArray(params) ? params.map((p) => (isBytes(p) || p === null ? '' : String(p))) : []
  })
  return [...new Set(texts.filter(Boolean))].sort((a, b) => b.length - a.length)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function masker(secrets: string[]): (text: string) => string {
  if (secrets.length === 0) return (text) => text
  const quoted = new RegExp(`(["'(=])(?:${secrets.map(escapeRegExp).join('|')})(?=["')])`, 'g')
  return (text) => text.replace(quoted, `$1${REDACTED}`)
}

const noMask = (text: string) => text

/** Drizzle writes the parameters into its message after the query: keep the query, drop the values. */
function ownMessage(err: Error): string {
  const params = (err as { params?: unknown }).params
  const at = err.message.indexOf('\nparams: ')
  if (!Array.isArray(params) || at < 0) return err.message
  return `${err.message.slice(0, at)}\nparams: [${params.length} ${REDACTED}]`
}

function redactValue(value: unknown, mask: (text: string) => string, depth: number): unknown {
  if (typeof value === 'string') return mask(value)
  if (value === null || typeof value !== 'object') return value
  if (isBytes(value)) return `[${value.byteLength} bytes]`
  if (depth >= MAX_DEPTH) return '[…]'
  if (value instanceof Error) return errorFields(value, mask, depth + 1)
  if (Array.isArray(value)) return value.map((v) => redactValue(v, mask, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    out[key] = SECRET_FIELD.test(key) ? REDACTED : redactValue(v, mask, depth + 1)
  }
  return out
}

/** An error's own fields (code, constraint, table, query …) with secrets masked, and its cause's beneath. */
function errorFields(err: Error, mask: (text: string) => string, depth: number): LoggedError {
  const out: LoggedError = { type: err.constructor?.name || err.name }
  for (const [key, value] of Object.entries(err)) {
    if (key === 'cause' || key === 'message' || key === 'stack') continue
    if (SECRET_FIELD.test(key)) out[key] = REDACTED
    // A query holds placeholders ($1), never values; its quoted names could look like a value
    else out[key] = redactValue(value, QUERY_FIELD.test(key) ? noMask : mask, depth)
  }
  if (err.cause !== undefined && depth < MAX_DEPTH) out.cause = redactValue(err.cause, mask, depth)
  return out
}

/**
 * The `err` serializer of every log line: like pino's (type, message and stack with their causes', own fields), but
 * SQL parameters, bytes, passwords, hashes and tokens never reach the log, wherever in the error they sit.
 */
export function serializeErrorForLog(err: unknown): LoggedError & { message: string; stack: string } {
  if (!(err instanceof Error)) {
    // Something thrown that is not an Error: its value, secrets masked, as the message
    const value = redactValue(err, noMask, 0)
    return { type: typeof err, message: typeof value === 'string' ? value : String(JSON.stringify(value)), stack: '' }
  }
  const chain = causes(err)
  const mask = masker(parameterTexts(chain))
  // Drizzle's own message is its query and the parameters it drops; the database's messages may quote values
  const safe = (e: Error) => (Array.isArray((e as { params?: unknown }).params) ? noMask : mask)
  const message = chain.map((e) => safe(e)(ownMessage(e))).join(': ')
  const stack = chain.map((e) => safe(e)((e.stack ?? '').replace(e.message, ownMessage(e)))).join('\ncaused by: ')
  return { ...errorFields(err, mask, 0), message, stack }
}

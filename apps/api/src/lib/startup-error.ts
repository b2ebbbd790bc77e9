import { resolve } from 'node:path'

/** What the server was doing when it failed: which settings the failure can be blamed on. */
export type StartupPhase = 'database' | 'app' | 'listen'

interface StartupSettings {
  HOST: string
  PORT: number
  DATA_DIR: string
  DATABASE_URL?: string | undefined
}

type SystemError = Error & { code?: unknown; syscall?: unknown; path?: unknown }

const BUILT_IN_ERRORS = new Set(['Error', 'TypeError', 'RangeError', 'SyntaxError', 'ReferenceError', 'AggregateError'])
const NOT_A_FOLDER = new Set(['ENOTDIR', 'EEXIST'])
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS'])
const NAME_LOOKUP = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME'])

/** A database address fit to print: its host, port and database, never who signs in or with what. */
export function redactDatabaseUrl(url: string): string {
  try {
    const u = new URL(url)
    const credentials = u.username || u.password ? '…@' : ''
    return `${u.protocol}//${credentials}${u.host}${u.pathname}`
  } catch {
    return 'postgres://…'
  }
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0]?.trim() ?? ''
}

function isInside(path: unknown, dir: string): boolean {
  if (typeof path !== 'string') return false
  const root = resolve(dir)
  const full = resolve(path)
  return full === root || full.startsWith(`${root}/`)
}

/**
 * The one line a failed start prints: the setting to look at and why, e.g. `PORT 8080 is already in use
 * (EADDRINUSE)`. An error of our own making (its class named …Error, its message one line) already says it; anything
 * unknown is `startup failed: <message>`.
 */
export function describeStartupError(err: unknown, phase: StartupPhase, env: StartupSettings): string {
  if (!(err instanceof Error)) return `startup failed: ${firstLine(String(err))}`
  const { code, syscall, path } = err as SystemError
  const message = firstLine(err.message)

  if (phase === 'listen') {
    if (code === 'EADDRINUSE') return `PORT ${env.PORT} is already in use (EADDRINUSE)`
    if (code === 'EACCES') return `PORT ${env.PORT} needs privileges this process lacks (EACCES)`
    if (NAME_LOOKUP.has(String(code)) || code === 'EADDRNOTAVAIL' || syscall === 'getaddrinfo') {
      return `HOST ${env.HOST} could not be bound: ${message.replace(/\s+\S+$/, '') || String(code)}`
    }
  }
  if (typeof code === 'string' && isInside(path, env.DATA_DIR)) {
    if (NOT_A_FOLDER.has(code)) return `DATA_DIR ${env.DATA_DIR} is not a folder`
    if (NOT_WRITABLE.has(code)) return `DATA_DIR ${env.DATA_DIR} is not writable (${code})`
    return `DATA_DIR ${env.DATA_DIR} could not be used: ${message}`
  }
  if (phase === 'database' && env.DATABASE_URL) {
    const url = redactDatabaseUrl(env.DATABASE_URL)
    const cause = err.cause instanceof Error ? err.cause : err
    const { code: causeCode, syscall: causeCall } = cause as SystemError
    // Several addresses refused at once come as an AggregateError with an empty message
    const why = firstLine(cause.message) || [causeCall, causeCode].filter(Boolean).join(' ') || 'no answer'
    return typeof causeCode === 'string' && /^E[A-Z]/.test(causeCode)
      ? `DATABASE_URL ${url} is unreachable: ${why}`
      : `DATABASE_URL ${url} could not be used: ${why}`
  }
  if (!BUILT_IN_ERRORS.has(err.name) && err.name.endsWith('Error') && !err.message.includes('\n')) return message
  return `startup failed: ${message}`
}

import { type FastifyBaseLogger, LogController } from 'fastify'
import { pino } from 'pino'
import pretty from 'pino-pretty'
import { serializeErrorForLog, serializeRequestForLog } from './redact.ts'

const SECRET_KEYS = ['password', 'passwordHash', 'token', 'accessToken', 'refreshToken', 'params', 'authorization']
const REDACTED_PATHS = [...SECRET_KEYS, ...SECRET_KEYS.map((k) => `*.${k}`)]

type LineStream = { write(line: string): void }

/**
 * How log lines look: `json` (one JSON object a line, what production and log collectors read) or `pretty` (a line
 * a person reads: time, level, message, then the other fields on the same line). Development writes pretty lines to
 * a terminal and to a pipe alike; production writes JSON. A stream handed in (the tests read what was logged) always
 * gets JSON.
 */
export type LogFormat = 'json' | 'pretty'

export function logFormatFor(nodeEnv: string): LogFormat {
  return nodeEnv === 'production' ? 'json' : 'pretty'
}

/**
 * Pretty lines written synchronously on stdout, on the server's own thread: in order with what else the start
 * prints there (its stage lines, the seed's progress bar). Colours only on a terminal.
 */
export function prettyStream(): LineStream {
  return pretty({
    colorize: process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
    sync: true,
    destination: 1,
  })
}

/** The server's pino options: its level, where lines go, and the serializers that keep secrets out of them. */
export function loggerOptions(opts: { level: string; stream?: LineStream | undefined; format?: LogFormat }) {
  const stream = opts.stream ?? (opts.format === 'pretty' ? prettyStream() : undefined)
  return {
    level: opts.level,
    serializers: { req: serializeRequestForLog, err: serializeErrorForLog, error: serializeErrorForLog },
    // Values logged beside an error, or on their own, under a secret's name
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  }
}

/**
 * Development's request lines: Fastify's `incoming request` and `request completed` (and `Route … not found`) at
 * debug rather than info, so a page load is not a screenful of lines at the default level; LOG_LEVEL=debug shows
 * them. A request that fails is still logged at error, and production keeps one info line per request.
 */
class RequestLinesAtDebug extends LogController {
  override incomingRequest(request: Parameters<LogController['incomingRequest']>[0]) {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request')
  }

  override requestCompleted(
    error: Parameters<LogController['requestCompleted']>[0],
    request: Parameters<LogController['requestCompleted']>[1],
    reply: Parameters<LogController['requestCompleted']>[2],
    metadata?: Parameters<LogController['requestCompleted']>[3],
  ) {
    if (error) return super.requestCompleted(error, request, reply, metadata)
    if (!this.isLogDisabled(request))
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed')
  }

  override routeNotFound(request: Parameters<LogController['routeNotFound']>[0]) {
    if (!this.isLogDisabled(request)) request.log.debug(`Route ${request.raw.method}:${request.raw.url} not found`)
  }
}

/**
 * The server's logger, made before the app so the start can log its stages (the database is migrated before the
 * app is built); the app then logs through it (`serverLogging({ instance })`).
 */
export function createServerLogger(opts: { level: string; nodeEnv: string }): FastifyBaseLogger {
  const { stream, ...options } = loggerOptions({ level: opts.level, format: logFormatFor(opts.nodeEnv) }) as ReturnType<
    typeof loggerOptions
  > & { stream?: LineStream }
  return stream ? pino(options, stream) : pino(options)
}

/**
 * Fastify's logging options for the server: `logger` (or the `loggerInstance` the start made) and, in development,
 * the request lines at debug.
 */
export function serverLogging(opts: {
  level: string
  nodeEnv: string
  stream?: LineStream | undefined
  instance?: FastifyBaseLogger | undefined
}) {
  const requestLines = opts.nodeEnv === 'production' ? {} : { logController: new RequestLinesAtDebug() }
  if (opts.instance) return { loggerInstance: opts.instance, ...requestLines }
  const format = opts.stream ? 'json' : logFormatFor(opts.nodeEnv)
  return { logger: loggerOptions({ level: opts.level, stream: opts.stream, format }), ...requestLines }
}

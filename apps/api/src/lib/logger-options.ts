import { serializeErrorForLog, serializeRequestForLog } from './redact.ts'

const SECRET_KEYS = ['password', 'passwordHash', 'token', 'accessToken', 'refreshToken', 'params', 'authorization']
const REDACTED_PATHS = [...SECRET_KEYS, ...SECRET_KEYS.map((k) => `*.${k}`)]

/** The server's pino options: its level, where lines go, and the serializers that keep secrets out of them. */
export function loggerOptions(opts: { level: string; stream?: { write(line: string): void } | undefined }) {
  return {
    level: opts.level,
    serializers: { req: serializeRequestForLog, err: serializeErrorForLog, error: serializeErrorForLog },
    // Values logged beside an error, or on their own, under a secret's name
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(opts.stream ? { stream: opts.stream } : {}),
  }
}

import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it } from 'vitest'
import { logsVerificationCodes, parseEnv } from '../../../src/config/env.ts'
import type { OutboxRepository } from '../../../src/modules/outbox/outbox-repository.ts'
import { createOutboxService } from '../../../src/modules/outbox/outbox-service.ts'

/** The outbox with no provider, a repository that only counts, and a logger that keeps its info lines. */
function outboxLoggingTo(lines: unknown[], logSecrets: boolean) {
  const repository = { insert: async () => 'id' } as unknown as OutboxRepository
  const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger
  return createOutboxService({ repository, now: () => new Date(), log, logSecrets })
}

const CODE_MESSAGE = {
  channel: 'email' as const,
  to: 'mia@example.ca',
  subject: 'Your MapleNest verification code',
  body: 'Your MapleNest verification code is 4821. It expires in 10 minutes.',
  secret: true,
}

describe('logging verification codes', () => {
  it('is on in development and test, off in production, and LOG_VERIFICATION_CODES decides when set', () => {
    expect(logsVerificationCodes(parseEnv({ NODE_ENV: 'development' }))).toBe(true)
    expect(logsVerificationCodes(parseEnv({ NODE_ENV: 'test' }))).toBe(true)
    expect(logsVerificationCodes(parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://maplenest.example' }))).toBe(
      false,
    )
    expect(
      logsVerificationCodes(
        parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://maplenest.example', LOG_VERIFICATION_CODES: 'true' }),
      ),
    ).toBe(true)
    expect(logsVerificationCodes(parseEnv({ NODE_ENV: 'development', LOG_VERIFICATION_CODES: 'false' }))).toBe(false)
    expect(() => parseEnv({ LOG_VERIFICATION_CODES: 'maybe' })).toThrow(/LOG_VERIFICATION_CODES/)
  })

  it('leaves the code out of the log line when off, and still keeps the message', async () => {
    const lines: unknown[] = []
    expect(await outboxLoggingTo(lines, false).send(CODE_MESSAGE)).toBe('kept')
    expect(lines).toHaveLength(1)
    expect(JSON.stringify(lines)).not.toContain('4821')
    expect(JSON.stringify(lines)).toContain('mia@example.ca')
  })

  it('logs the code when on, so a developer can read it', async () => {
    const lines: unknown[] = []
    await outboxLoggingTo(lines, true).send(CODE_MESSAGE)
    expect(JSON.stringify(lines)).toContain('4821')
  })

  it('logs messages without a secret in full either way', async () => {
    const lines: unknown[] = []
    await outboxLoggingTo(lines, false).send({
      ...CODE_MESSAGE,
      body: 'Codes are paused until 2026-11-25',
      secret: false,
    })
    expect(JSON.stringify(lines)).toContain('paused until')
  })
})

import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { OutboxRepository } from '../../../src/modules/outbox/outbox-repository.ts'
import type { MailSender } from '../../../src/modules/outbox/outbox-senders.ts'
import { createOutboxService, type OutgoingMessage } from '../../../src/modules/outbox/outbox-service.ts'

/** The outbox over a repository that keeps the rows it is given, with a mail sender that records what it sends. */
function outboxKeeping(opts: { keepSecrets?: boolean; mail?: boolean }) {
  const rows: { body: string; status: string }[] = []
  const mailed: string[] = []
  const repository = {
    insert: async (row: { body: string; status: string }) => String(rows.push(row)),
    markSent: async () => {},
    markFailed: async () => {},
  } as unknown as OutboxRepository
  const log = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger
  const mail: MailSender = { name: 'test', send: async (m) => void mailed.push(m.text) }
  const service = createOutboxService({
    repository,
    now: () => new Date(),
    log,
    logSecrets: true,
    keepSecrets: opts.keepSecrets,
    mail: opts.mail ? mail : undefined,
  })
  return { service, rows, mailed }
}

const CODE: OutgoingMessage = {
  channel: 'email',
  to: 'mia@example.ca',
  subject: 'Your MapleNest verification code',
  body: 'Your MapleNest verification code is 4821. It expires in 10 minutes.',
  maskedBody: 'Your MapleNest verification code is ••••. It expires in 10 minutes.',
  secret: true,
}

describe('messages carrying a verification code', () => {
  it('are stored masked once delivered, and the person gets the code', async () => {
    const { service, rows, mailed } = outboxKeeping({ mail: true, keepSecrets: true })
    expect(await service.send(CODE)).toBe('sent')
    expect(mailed).toEqual([CODE.body])
    expect(rows.map((r) => r.body)).toEqual([CODE.maskedBody])
  })

  it('are stored masked when kept and logged, the log line being where the code goes', async () => {
    const { service, rows } = outboxKeeping({})
    expect(await service.send(CODE)).toBe('kept')
    expect(rows.map((r) => r.body)).toEqual([CODE.maskedBody])
  })

  it('are stored in clear when kept with DEV_OUTBOX on, where the page is the delivery channel', async () => {
    const { service, rows } = outboxKeeping({ keepSecrets: true })
    await service.send(CODE)
    expect(rows.map((r) => r.body)).toEqual([CODE.body])
  })

  it('lose every digit when they bring no masked form, and others are stored as they are', async () => {
    const { service, rows } = outboxKeeping({})
    await service.send({ ...CODE, maskedBody: undefined, body: 'Code 4821, or ٤٨٢١' })
    await service.send({ ...CODE, secret: false, body: 'Codes are paused until 2026-11-25' })
    expect(rows.map((r) => r.body)).toEqual(['Code ••••, or ••••', 'Codes are paused until 2026-11-25'])
  })
})

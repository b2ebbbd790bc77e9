import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '../../../src/db/schema.ts'
import { requestCode } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

interface Received {
  from: string
  to: string[]
  raw: string
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read a plain-text body. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

describe('e-mail delivery over SMTP', () => {
  let t: TestApp
  let server: SMTPServer
  const received: Received[] = []

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('bounce')) {
          const err = Object.assign(new Error('mailbox unavailable'), { responseCode: 550 })
          return callback(err)
        }
        callback()
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.server.address() as AddressInfo
    t = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'MapleNest <no-reply@maplenest.test>',
    })
  })
  afterAll(async () => {
    await t.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('delivers the code e-mail to a real SMTP server and marks it sent', async () => {
    const res = await requestCode(t, 'email', 'Reader@Example.ca', 'register')
    expect(res.statusCode).toBe(200)
    expect(received).toHaveLength(1)
    const mail = received[0]!
    expect(mail.to).toEqual(['reader@example.ca'])
    expect(mail.from).toBe('no-reply@maplenest.test')
    expect(mail.raw).toMatch(/^Subject: Your MapleNest verification code$/m)
    expect(mail.raw).toMatch(/^To: reader@example\.ca$/m)
    const body = decodeQuotedPrintable(mail.raw.slice(mail.raw.indexOf('\r\n\r\n')))
    const code = body.match(/verification code is (\d{4})\./)?.[1]
    expect(code).toMatch(/^\d{4}$/)

    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'reader@example.ca'))
    expect(row).toMatchObject({ status: 'sent', channel: 'email', error: null })
    expect(row!.sentAt).toBeInstanceOf(Date)
    // Delivered: the stored copy has the code masked, so the table is no list of live codes.
    expect(row!.body).not.toContain(code)
    expect(row!.body).toMatch(/^Your MapleNest verification code is ••••\./)
  })

  it('answers 503 when the server refuses the message, records the failure, and allows an immediate retry', async () => {
    const res = await requestCode(t, 'email', 'bounce@example.ca', 'login')
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({
      code: 503,
      msg: 'The verification code could not be sent. Please try again later.',
      data: null,
    })
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'bounce@example.ca'))
    expect(row).toMatchObject({ status: 'failed' })
    expect(row!.error).toMatch(/mailbox unavailable/)
    // No code was left behind, so the resend interval does not apply.
    expect((await requestCode(t, 'email', 'bounce@example.ca', 'login')).statusCode).toBe(503)
  })

  it('keeps SMS in the outbox while no SMS provider is configured', async () => {
    expect((await requestCode(t, 'sms', '416-555-0123', 'login')).statusCode).toBe(200)
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, '+14165550123'))
    expect(row).toMatchObject({ status: 'kept', channel: 'sms' })
  })

  it('does not expose /dev/outbox when mail goes out over SMTP', async () => {
    const res = await t.app.inject({ url: '/dev/outbox?to=reader@example.ca' })
    expect(res.statusCode).toBe(404)
  })
})

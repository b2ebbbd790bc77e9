import type { FastifyBaseLogger } from 'fastify'
import type { OutboxChannel, OutboxEntry, OutboxRepository, OutboxStatus } from './outbox-repository.ts'
import type { MailSender, SmsSender } from './outbox-senders.ts'

export interface OutgoingMessage {
  channel: OutboxChannel
  /** An e-mail address (lower-case) or an E.164 phone number. */
  to: string
  subject: string
  body: string
  meta?: Record<string, unknown>
  /** Extra e-mail headers (List-Unsubscribe); kept in the stored message's meta as `headers`. */
  headers?: Record<string, string>
  /** The body carries a secret (a verification code): its text is logged only when the outbox is told to. */
  secret?: boolean
  /**
   * The body with the secret replaced by a placeholder (`••••`), as the outbox stores it; without one, every digit of
   * a secret body is replaced. Ignored for a message without a secret.
   */
  maskedBody?: string
}

/** What stands for a verification code in a stored message. */
export const SECRET_MASK = '••••'

/** The body of a secret message as it is stored: its own masked form, or the body with every digit replaced. */
function maskSecret(message: Pick<OutgoingMessage, 'body' | 'maskedBody'>): string {
  return message.maskedBody ?? message.body.replace(/\p{Nd}/gu, '•')
}

export interface OutboxService {
  /** True when no mail provider is configured, so messages stay in the outbox (and /dev/outbox may show them). */
  readonly keepsEmail: boolean
  /** Records the message and delivers it when a provider is configured; answers how it ended. */
  send(message: OutgoingMessage): Promise<OutboxStatus>
  /** What was sent to one address, newest first. */
  listFor(recipient: string, limit?: number): Promise<OutboxEntry[]>
}

/**
 * Every e-mail and SMS goes through here. Each is written to the outbox first; with a provider for its channel it
 * is then delivered and marked sent or failed, without one it is marked kept and logged on one info line.
 *
 * A message carrying a secret (a verification code) is stored with the secret masked: the person's inbox or phone,
 * or the log line while no provider is configured, is where the code goes, and a copy of the table (a backup, a
 * support query) must not be a list of live reset codes.
 */
export function createOutboxService(deps: {
  repository: OutboxRepository
  now: () => Date
  log: FastifyBaseLogger
  mail?: MailSender | undefined
  sms?: SmsSender | undefined
  /** Log the text of messages marked secret (LOG_VERIFICATION_CODES); otherwise their log line leaves it out. */
  logSecrets?: boolean
  /**
   * Store the secret of a kept message in clear (DEV_OUTBOX): /dev/outbox is then how a developer on this machine,
   * and the end-to-end journeys, read the code, so it is that message's delivery channel. Delivered messages are
   * masked regardless.
   */
  keepSecrets?: boolean
}): OutboxService {
  const { repository, now, log } = deps
  return {
    keepsEmail: !deps.mail,

    async send(message) {
      const sender = message.channel === 'email' ? deps.mail : deps.sms
      const inClear = !message.secret || (!sender && deps.keepSecrets === true)
      const row = {
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: inClear ? message.body : maskSecret(message),
        meta: message.headers ? { ...message.meta, headers: message.headers } : (message.meta ?? {}),
        createdAt: now(),
      }
      if (!sender) {
        await repository.insert({ ...row, status: 'kept' })
        const withheld = message.secret && !deps.logSecrets
        log.info(
          {
            channel: message.channel,
            to: message.to,
            subject: message.subject,
            text: withheld ? '(withheld: LOG_VERIFICATION_CODES is off)' : message.body,
          },
          `outbox: ${message.channel} to ${message.to} kept (no provider configured)`,
        )
        return 'kept'
      }
      const id = await repository.insert({ ...row, status: 'pending' })
      try {
        if (message.channel === 'email' && deps.mail) {
          await deps.mail.send({
            to: message.to,
            subject: message.subject,
            text: message.body,
            ...(message.headers ? { headers: message.headers } : {}),
          })
        } else if (deps.sms) {
          await deps.sms.send({ to: message.to, text: message.body })
        }
        await repository.markSent(id, now())
        return 'sent'
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err)
        log.error({ err, channel: message.channel, to: message.to, sender: sender.name }, 'outbox: delivery failed')
        await repository.markFailed(id, reason)
        return 'failed'
      }
    },

    listFor: (recipient, limit = 50) => repository.listForRecipient(recipient, limit),
  }
}

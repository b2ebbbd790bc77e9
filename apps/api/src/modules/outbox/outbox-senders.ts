import nodemailer from 'nodemailer'

/** Delivers one e-mail; throws when the provider refuses it or cannot be reached. */
export interface MailSender {
  readonly name: string
  send(message: { to: string; subject: string; text: string; headers?: Record<string, string> }): Promise<void>
}

/**
 * Delivers one SMS; throws on failure. No provider ships by default: an adapter for one (Twilio, Aliyun SMS, …)
 * implements this and is passed to the outbox service; until then SMS are kept in the outbox and logged.
 */
export interface SmsSender {
  readonly name: string
  send(message: { to: string; text: string }): Promise<void>
}

/** E-mail over SMTP with nodemailer, from an `smtp://` or `smtps://` URL (credentials and options in the URL). */
export function createSmtpMailSender(url: string, from: string): MailSender {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    name: 'smtp',
    async send({ to, subject, text, headers }) {
      await transport.sendMail({ from, to, subject, text, ...(headers ? { headers } : {}) })
    },
  }
}

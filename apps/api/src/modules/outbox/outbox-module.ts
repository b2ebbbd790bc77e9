import fp from 'fastify-plugin'
import { logsVerificationCodes } from '../../config/env.ts'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createOutboxRepository } from './outbox-repository.ts'
import { outboxRoutes } from './outbox-routes.ts'
import { createSmtpMailSender } from './outbox-senders.ts'
import { createOutboxService, type OutboxService } from './outbox-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every e-mail and SMS, written to the outbox and delivered when a provider is configured. */
    outbox: OutboxService
  }
}

/**
 * The outbox. GET /dev/outbox exists only when DEV_OUTBOX is on (refused in production) and messages are kept (no
 * SMTP_URL), and then answers only callers on this machine; without it a developer reads codes in the log line.
 */
export const outboxModule = fp<ModuleContext>(
  async (app, ctx) => {
    const { env } = ctx
    const mail = env.SMTP_URL ? createSmtpMailSender(env.SMTP_URL, env.MAIL_FROM) : undefined
    const devOutbox = env.DEV_OUTBOX && env.NODE_ENV !== 'production' && !mail
    const outbox = createOutboxService({
      repository: createOutboxRepository(ctx.transactor),
      now: ctx.now,
      log: app.log,
      logSecrets: logsVerificationCodes(env),
      keepSecrets: devOutbox,
      mail,
    })
    app.decorate('outbox', outbox)
    if (devOutbox) await app.register(outboxRoutes, { outbox })
  },
  { name: 'maplenest-outbox' },
)

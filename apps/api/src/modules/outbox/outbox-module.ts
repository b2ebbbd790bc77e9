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

/** The outbox; /dev/outbox only while messages are kept (no SMTP_URL) and outside production. */
export const outboxModule = fp<ModuleContext>(
  async (app, ctx) => {
    const { env } = ctx
    const outbox = createOutboxService({
      repository: createOutboxRepository(ctx.transactor),
      now: ctx.now,
      log: app.log,
      logSecrets: logsVerificationCodes(env),
      mail: env.SMTP_URL ? createSmtpMailSender(env.SMTP_URL, env.MAIL_FROM) : undefined,
    })
    app.decorate('outbox', outbox)
    if (outbox.keepsEmail && env.NODE_ENV !== 'production') await app.register(outboxRoutes, { outbox })
  },
  { name: 'maplenest-outbox' },
)

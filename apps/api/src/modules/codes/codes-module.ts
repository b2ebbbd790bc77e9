import fp from 'fastify-plugin'
import { paidAppName } from '../../db/queries/client-app.ts'
import { deriveKey } from '../../platform/keys.ts'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createCodesRepository } from './codes-repository.ts'
import { codesRoutes } from './codes-routes.ts'
import { type CodesService, createCodesService } from './codes-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** One-time codes sent by e-mail or SMS for sign-in, registration and password reset. */
    codes: CodesService
  }
}

/**
 * Verification codes, sent through the outbox; the code routes count against the sign-in rate limit. It reads the
 * users module to count wrong codes against the account that uses an address, and to tell its owner of a pause.
 */
export const codesModule = fp<ModuleContext>(
  async (app, ctx) => {
    const codes = createCodesService({
      repository: createCodesRepository(ctx.transactor),
      outbox: app.outbox,
      users: app.users,
      run: ctx.transactor.run,
      now: ctx.now,
      secret: deriveKey(ctx.secret, 'verification-codes'),
      appName: (appId, at) => paidAppName(ctx.transactor, appId, at),
    })
    app.decorate('codes', codes)
    await app.register(codesRoutes, { codes })
  },
  {
    name: 'maplenest-codes',
    dependencies: ['maplenest-outbox', 'maplenest-users'],
    decorators: { fastify: ['authRateLimit'] },
  },
)

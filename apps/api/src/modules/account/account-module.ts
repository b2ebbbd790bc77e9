import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createAccountRepository } from './account-repository.ts'
import { accountRoutes } from './account-routes.ts'
import { type AccountService, createAccountService } from './account-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The person's own account: profile, photo, cancellation (and its purge) and the Account tab's counts. */
    account: AccountService
  }
}

/**
 * Kept apart from the users module, which sign-in and codes need first: changing an e-mail or phone number needs
 * the codes module, the photo needs file storage, and cancelling ends the sign-ins.
 */
export const accountModule = fp<ModuleContext>(
  async (app, ctx) => {
    const account = createAccountService({
      repository: createAccountRepository(ctx.transactor),
      users: app.users,
      codes: app.codes,
      files: app.files,
      sessions: app.sessions,
      run: ctx.transactor.run,
      now: ctx.now,
      visitorRetentionDays: ctx.env.VISITOR_RETENTION_DAYS,
    })
    app.decorate('account', account)
    await app.register(accountRoutes, { account })
  },
  {
    name: 'maplenest-account',
    dependencies: ['maplenest-users', 'maplenest-codes', 'maplenest-files', 'maplenest-sessions', 'maplenest-viewer'],
  },
)

import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createNoticesRepository } from './notices-repository.ts'
import { noticesRoutes } from './notices-routes.ts'
import { createNoticesService, type NoticesService } from './notices-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** In-app notifications; other modules call `notices.notify(userId, kind, params)`. */
    notices: NoticesService
  }
}

/** The notification centre, with e-mail copies through the outbox for those who said yes, and Web Push. */
export const noticesModule = fp<ModuleContext>(
  async (app, ctx) => {
    const notices = createNoticesService({
      repository: createNoticesRepository(ctx.transactor),
      users: app.users,
      outbox: app.outbox,
      push: app.push,
      afterCommit: ctx.transactor.afterCommit,
      now: ctx.now,
      log: app.log,
    })
    app.decorate('notices', notices)
    await app.register(noticesRoutes, { notices })
  },
  {
    name: 'maplenest-notices',
    dependencies: ['maplenest-viewer', 'maplenest-users', 'maplenest-outbox', 'maplenest-push'],
  },
)

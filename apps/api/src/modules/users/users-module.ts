import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createUsersRepository } from './users-repository.ts'
import { usersRoutes } from './users-routes.ts'
import { createUsersService, type UsersService } from './users-service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts: visitors, registered users, agents and admins. */
    users: UsersService
  }
}

/** Accounts, and the caller's own user record. */
export const usersModule = fp<ModuleContext>(
  async (app, ctx) => {
    const users = createUsersService({ repository: createUsersRepository(ctx.transactor), now: ctx.now })
    app.decorate('users', users)
    await app.register(usersRoutes, { users })
  },
  { name: 'maplenest-users', dependencies: ['maplenest-viewer'] },
)

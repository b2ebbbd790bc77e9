import fp from 'fastify-plugin'
import type { Transactor } from '../../db/transaction.ts'
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

/** The users service over a transactor: the module's, and the command line's, which builds no app. */
export function createUsers(deps: { transactor: Transactor; now: () => Date }): UsersService {
  return createUsersService({ repository: createUsersRepository(deps.transactor), now: deps.now })
}

/** Accounts, and the caller's own user record. */
export const usersModule = fp<ModuleContext>(
  async (app, ctx) => {
    const users = createUsers(ctx)
    app.decorate('users', users)
    await app.register(usersRoutes, { users })
  },
  { name: 'maplenest-users', dependencies: ['maplenest-viewer'] },
)

import type { FastifyInstance } from 'fastify'
import type { Env } from '../config/env.ts'
import { createTransactor } from '../db/transaction.ts'
import { authPlugin } from '../plugins/auth.ts'
import { createAuthRepository } from './auth/auth-repository.ts'
import { authRoutes } from './auth/auth-routes.ts'
import { loadJwtSecret } from './auth/auth-secret.ts'
import { type AuthService, createAuthService } from './auth/auth-service.ts'
import { createAccessTokens, deriveKey } from './auth/auth-tokens.ts'
import { createCodesRepository } from './codes/codes-repository.ts'
import { codesRoutes } from './codes/codes-routes.ts'
import { type CodesService, createCodesService } from './codes/codes-service.ts'
import { createOutboxRepository } from './outbox/outbox-repository.ts'
import { outboxRoutes } from './outbox/outbox-routes.ts'
import { createSmtpMailSender } from './outbox/outbox-senders.ts'
import { createOutboxService, type OutboxService } from './outbox/outbox-service.ts'
import { createUsersRepository } from './users/users-repository.ts'
import { usersRoutes } from './users/users-routes.ts'
import { createUsersService, type UsersService } from './users/users-service.ts'

export interface ModuleDeps {
  env: Env
  now: () => Date
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Each module's service, for other modules, plugins and the seed; repositories stay private to their module. */
    users: UsersService
    auth: AuthService
    codes: CodesService
    outbox: OutboxService
  }
}

/** Builds every module's service (wiring their dependencies here, in one place) and registers their routes. */
export async function registerModules(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { env, now } = deps
  const transactor = createTransactor(app.database.db)
  const jwtSecret = loadJwtSecret({ secret: env.JWT_SECRET, dataDir: env.DATA_DIR })

  const outbox = createOutboxService({
    repository: createOutboxRepository(transactor),
    now,
    log: app.log,
    mail: env.SMTP_URL ? createSmtpMailSender(env.SMTP_URL, env.MAIL_FROM) : undefined,
  })
  const users = createUsersService({ repository: createUsersRepository(transactor), now })
  const codes = createCodesService({
    repository: createCodesRepository(transactor),
    outbox,
    run: transactor.run,
    now,
    secret: deriveKey(jwtSecret, 'verification-codes'),
  })
  const auth = createAuthService({
    repository: createAuthRepository(transactor),
    users,
    codes,
    tokens: createAccessTokens(jwtSecret, now),
    run: transactor.run,
    now,
    env,
    limits: { hit: app.hitLimit, reset: app.resetLimit },
  })
  app.decorate('outbox', outbox)
  app.decorate('users', users)
  app.decorate('codes', codes)
  app.decorate('auth', auth)

  // Before any route, so every route sees req.viewer.
  await app.register(authPlugin, { auth })

  await app.register(authRoutes, { auth })
  await app.register(codesRoutes, { codes })
  await app.register(usersRoutes, { users })
  if (outbox.keepsEmail && env.NODE_ENV !== 'production') await app.register(outboxRoutes, { outbox })
}

import type { FastifyInstance } from 'fastify'
import type { Env } from '../config/env.ts'
import { createTransactor } from '../db/transaction.ts'
import { authPlugin } from '../plugins/auth.ts'
import { registerAgentsModule } from './agents/agents-module.ts'
import { createAuthRepository } from './auth/auth-repository.ts'
import { authRoutes } from './auth/auth-routes.ts'
import { loadJwtSecret } from './auth/auth-secret.ts'
import { type AuthService, createAuthService } from './auth/auth-service.ts'
import { createAccessTokens, deriveKey } from './auth/auth-tokens.ts'
import { createBrowseRepository } from './browse/browse-repository.ts'
import { browseRoutes } from './browse/browse-routes.ts'
import { type BrowseService, createBrowseService } from './browse/browse-service.ts'
import { createCodesRepository } from './codes/codes-repository.ts'
import { codesRoutes } from './codes/codes-routes.ts'
import { type CodesService, createCodesService } from './codes/codes-service.ts'
import { createExchangeRatesRepository } from './exchange-rates/exchange-rates-repository.ts'
import { exchangeRatesRoutes } from './exchange-rates/exchange-rates-routes.ts'
import { createExchangeRatesService, type ExchangeRatesService } from './exchange-rates/exchange-rates-service.ts'
import { createListingsRepository } from './listings/listings-repository.ts'
import { listingsRoutes } from './listings/listings-routes.ts'
import { createListingsService, type ListingsService } from './listings/listings-service.ts'
import { registerMapModule } from './map/map-module.ts'
import { createMediaRepository } from './media/media-repository.ts'
import { mediaRoutes } from './media/media-routes.ts'
import { createOutboxRepository } from './outbox/outbox-repository.ts'
import { outboxRoutes } from './outbox/outbox-routes.ts'
import { createSmtpMailSender } from './outbox/outbox-senders.ts'
import { createOutboxService, type OutboxService } from './outbox/outbox-service.ts'
import { registerPreconsModule } from './precons/precons-module.ts'
import { registerSchoolsModule } from './schools/schools-module.ts'
import { createUsersRepository } from './users/users-repository.ts'
import { usersRoutes } from './users/users-routes.ts'
import { createUsersService, type UsersService } from './users/users-service.ts'
import { createVowRepository } from './vow/vow-repository.ts'
import { vowRoutes } from './vow/vow-routes.ts'
import { createVowService, type VowService } from './vow/vow-service.ts'

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
    vow: VowService
    listings: ListingsService
    browse: BrowseService
    exchangeRates: ExchangeRatesService
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
  const vow = createVowService({ repository: createVowRepository(transactor), now })
  // Listings record views into the browsing history, which lists them as listing summaries: each reaches the
  // other through its service (the call into `browse` happens only once both exist).
  const listings = createListingsService({
    repository: createListingsRepository(transactor),
    vow,
    recordView: (userId, mlNum) => browse.record(userId, mlNum),
    now,
  })
  const browse = createBrowseService({ repository: createBrowseRepository(transactor), listings, now })
  const exchangeRates = createExchangeRatesService({
    repository: createExchangeRatesRepository(transactor),
    now,
    log: app.log,
    url: env.EXCHANGE_RATE_URL,
    intervalMs: env.EXCHANGE_RATE_REFRESH_HOURS * 3_600_000,
  })
  app.addHook('onReady', async () => exchangeRates.start())
  app.addHook('onClose', async () => exchangeRates.stop())
  app.decorate('outbox', outbox)
  app.decorate('users', users)
  app.decorate('codes', codes)
  app.decorate('auth', auth)
  app.decorate('vow', vow)
  app.decorate('listings', listings)
  app.decorate('browse', browse)
  app.decorate('exchangeRates', exchangeRates)

  // Before any route, so every route sees req.viewer.
  await app.register(authPlugin, { auth })

  await app.register(authRoutes, { auth })
  await app.register(codesRoutes, { codes })
  await app.register(usersRoutes, { users })
  await app.register(mediaRoutes, { repository: createMediaRepository(app.database.db) })
  await app.register(vowRoutes, { vow })
  await app.register(listingsRoutes, { listings })
  await app.register(browseRoutes, { browse })
  await app.register(exchangeRatesRoutes, { exchangeRates })
  // Feature modules reach the services above through `app` (decorated before this point).
  const context = { env, now, transactor }
  await registerMapModule(app, context)
  await registerPreconsModule(app, context)
  await registerSchoolsModule(app, context)
  await registerAgentsModule(app, context)
  if (outbox.keepsEmail && env.NODE_ENV !== 'production') await app.register(outboxRoutes, { outbox })
}

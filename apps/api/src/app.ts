import { join } from 'node:path'
import type { LanguageModel } from 'ai'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Env } from './config/env.ts'
import type { Database } from './db/client.ts'
import { registerBackgroundJobs } from './jobs/index.ts'
import { serverLogging } from './lib/logger-options.ts'
import { apiRoot } from './lib/package-root.ts'
import { registerModules } from './modules/index.ts'
import { databasePlugin } from './plugins/database.ts'
import { envelopePlugin, frameworkErrorHandler } from './plugins/envelope.ts'
import { idempotencyPlugin } from './plugins/idempotency.ts'
import { inputHygienePlugin } from './plugins/input-hygiene.ts'
import { limitsPlugin } from './plugins/limits.ts'
import { openapiPlugin } from './plugins/openapi.ts'
import { pressurePlugin } from './plugins/pressure.ts'
import { securityPlugin } from './plugins/security.ts'
import { sharePreviewsPlugin, staticWebPlugin } from './plugins/static-web.ts'
import { webBrandsPlugin } from './plugins/web-brands.ts'

export interface AppDeps {
  env: Env
  database: Database
  /** Clock, injectable so tests can move time (code expiry, resend interval, token lifetimes). */
  now?: () => Date
  logger?: boolean
  /**
   * Every background job (src/jobs/): the server's app. Without it only the jobs that run with every app start
   * (the exchange-rate refresh), so a test's app runs no purge, sweep or reminder on its own.
   */
  backgroundJobs?: boolean
  /** The logger the server's start made (it logs the stages before the app exists); default: one made here. */
  log?: FastifyBaseLogger
  /** Where log lines go instead of stdout (tests read what was logged). */
  logStream?: { write(line: string): void }
  /** The assistant's model, injectable like the clock (tests use the AI SDK's mock models); default: AI_* settings. */
  languageModel?: LanguageModel | null
}

/** Builds the whole server; used by server.ts and by every api test, so tests exercise the real thing. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps
  const app = Fastify({
    // pretty lines in development, JSON in production (and to a test's stream); request lines at debug in development
    ...(deps.logger === false
      ? { logger: false }
      : serverLogging({ level: env.LOG_LEVEL, nodeEnv: env.NODE_ENV, stream: deps.logStream, instance: deps.log })),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // external → app-wide plugins → routes
  await app.register(envelopePlugin)
  // before every other hook: a late event loop refuses work at once rather than queueing it
  await app.register(pressurePlugin, { maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS })
  await app.register(inputHygienePlugin)
  // A configured map style is fetched by the page, with its tiles, glyphs and sprites, and so is a PMTiles archive
  // named by URL: the policy lets those in.
  const pmtilesUrl = env.MAP_PMTILES?.kind === 'url' ? env.MAP_PMTILES.url : undefined
  const mapOrigins = [env.MAP_STYLE_URL, pmtilesUrl, ...(env.MAP_TILE_ORIGINS ?? [])].flatMap((u) =>
    u ? [new URL(u).origin] : [],
  )
  const frameOrigins = (env.WEBVIEW_ORIGINS ?? []).map((u) => new URL(u).origin)
  await app.register(securityPlugin, { extraConnectSrc: mapOrigins, frameSrc: frameOrigins })
  await app.register(limitsPlugin, {
    perMinute: env.RATE_LIMIT_PER_MINUTE,
    authPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    visitorPerMinute: env.VISITOR_RATE_LIMIT_PER_MINUTE,
    heavyPerMinute: env.HEAVY_RATE_LIMIT_PER_MINUTE,
    // counted in the database on PostgreSQL, so every process sees the same counts
    database: deps.database,
  })
  await app.register(openapiPlugin, { serve: env.API_DOCS })
  await app.register(databasePlugin, { database: deps.database })
  await app.register(idempotencyPlugin, { database: deps.database, now: deps.now ?? (() => new Date()) })
  await app.register(sharePreviewsPlugin)
  await app.register(webBrandsPlugin, { productDomains: env.PRODUCT_DOMAINS })

  const now = deps.now ?? (() => new Date())
  await registerModules(app, {
    env,
    now,
    ...(deps.languageModel !== undefined ? { languageModel: deps.languageModel } : {}),
  })
  registerBackgroundJobs(app, { env, now, all: deps.backgroundJobs === true })
  await app.register(staticWebPlugin, {
    root: env.WEB_DIST ?? join(apiRoot(), '..', 'web', 'dist'),
    publicUrl: env.PUBLIC_URL,
    forcedLogin: env.FORCED_LOGIN,
  })
  return app
}

import type { LanguageModel } from 'ai'
import type { FastifyInstance } from 'fastify'
import type { Env } from '../config/env.ts'
import { createTransactor } from '../db/transaction.ts'
import type { ModuleContext, ModulePlugin } from '../platform/module-context.ts'
import { authPlugin } from '../plugins/auth.ts'
import { accountModule } from './account/index.ts'
import { activityModule } from './activity/index.ts'
import { agentAppsModule } from './agent-apps/index.ts'
import { agentsModule } from './agents/index.ts'
import { authModule, loadJwtSecret, sessionsModule } from './auth/index.ts'
import { bannersModule } from './banners/index.ts'
import { browseModule } from './browse/index.ts'
import { buildingsModule } from './buildings/index.ts'
import { chatModule } from './chat/index.ts'
import { codesModule } from './codes/index.ts'
import { comparablesModule } from './comparables/index.ts'
import { compareModule } from './compare/index.ts'
import { contractsModule } from './contracts/index.ts'
import { deviceModule } from './device/index.ts'
import { exchangeRatesModule } from './exchange-rates/index.ts'
import { faqModule } from './faq/index.ts'
import { favouritesModule } from './favourites/index.ts'
import { feedModule } from './feed/index.ts'
import { feedbackModule } from './feedback/index.ts'
import { filesModule } from './files/index.ts'
import { healthModule } from './health/index.ts'
import { leadsModule } from './leads/index.ts'
import { listingChangesModule } from './listing-changes/index.ts'
import { listingDemandModule } from './listing-demand/index.ts'
import { listingsModule } from './listings/index.ts'
import { mapModule } from './map/index.ts'
import { marketModule } from './market/index.ts'
import { mediaModule } from './media/index.ts'
import { noticesModule } from './notices/index.ts'
import { outboxModule } from './outbox/index.ts'
import { preconRegistrationsModule } from './precon-registrations/index.ts'
import { preconsModule } from './precons/index.ts'
import { pushModule } from './push/index.ts'
import { rentalsModule } from './rentals/index.ts'
import { savedSearchesModule } from './saved-searches/index.ts'
import { schoolsModule } from './schools/index.ts'
import { sharesModule } from './shares/index.ts'
import { showingsModule } from './showings/index.ts'
import { usersModule } from './users/index.ts'
import { vowModule } from './vow/index.ts'

/**
 * Every module, registered in this order. Each is a named plugin that declares the plugins it needs, so Fastify
 * refuses to start when one comes before something it depends on; `authPlugin` ('maplenest-viewer') sets
 * `req.viewer` and comes before every module with routes for signed-in callers.
 */
export const MODULES: readonly ModulePlugin[] = [
  healthModule,
  outboxModule,
  sessionsModule,
  authPlugin,
  usersModule,
  pushModule,
  noticesModule,
  codesModule,
  authModule,
  deviceModule,
  vowModule,
  listingChangesModule,
  listingsModule,
  comparablesModule,
  listingDemandModule,
  feedModule,
  browseModule,
  bannersModule,
  marketModule,
  buildingsModule,
  exchangeRatesModule,
  mediaModule,
  filesModule,
  accountModule,
  mapModule,
  preconsModule,
  schoolsModule,
  agentsModule,
  agentAppsModule,
  leadsModule,
  feedbackModule,
  faqModule,
  favouritesModule,
  contractsModule,
  showingsModule,
  compareModule,
  chatModule,
  rentalsModule,
  savedSearchesModule,
  preconRegistrationsModule,
  activityModule,
  sharesModule,
]

interface ModuleDeps {
  env: Env
  now: () => Date
  languageModel?: LanguageModel | null
}

/** The context every module gets (one transactor over the app's database, the signing secret) and the modules. */
export async function registerModules(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const context: ModuleContext = {
    env: deps.env,
    now: deps.now,
    transactor: createTransactor(app.database.db),
    secret: await loadJwtSecret({ secret: deps.env.JWT_SECRET, dataDir: deps.env.DATA_DIR, database: app.database }),
    ...(deps.languageModel !== undefined ? { languageModel: deps.languageModel } : {}),
  }
  for (const plugin of MODULES) await app.register(plugin, context)
}

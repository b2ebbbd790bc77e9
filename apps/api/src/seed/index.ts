/**
 * Demo data: accounts, listings (with rooms, photos and history), schools, and the demo buyer's VOW acceptance.
 *
 *   seedIfWanted(app, env, { anchor? }): Promise<void>
 *     What the server runs at start: seeds when `shouldSeed(env)`, sized by `env.SEED_SIZE`, anchored at `anchor`
 *     (default: now).
 *
 *   seedDemoListings(db, { size: 'tiny' | 'default' | 'large', anchor: Date, seed?: number })
 *     : Promise<{ listings, schools, skipped }>
 *     Fills an empty `listings` table in one transaction (skipped when any listing exists) and an empty `schools`
 *     table. Deterministic: the same seed (default DEFAULT_DEMO_SEED), size and anchor give the same rows. Events
 *     fall in the 24 months before `anchor`. Sizes: tiny 300 Toronto + 100 Vancouver, default 15,000 + 5,000,
 *     large 150,000 + 50,000.
 *
 *   generateDemoListings(opts): DemoListing[]   the same data without a database.
 *
 * Seeded on the embedded database by default, on PostgreSQL only when SEED_DEMO=true (never by default against a
 * production database). Seeding is idempotent.
 */
import type { FastifyInstance } from 'fastify'
import type { Env } from '../config/env.ts'
import type { Db } from '../db/client.ts'
import { vowAcceptances } from '../db/schema.ts'
import { createTransactor } from '../db/transaction.ts'
import { bumpCacheGeneration } from '../platform/cache-generations.ts'
import { seedDemoAgentApp } from './agent-apps/index.ts'
import { seedDemoAgents } from './agents/index.ts'
import { linkDemoListingsToAgents } from './agents/link-listings.ts'
import { seedDemoBanners } from './banners.ts'
import { seedDemoContracts } from './contracts/index.ts'
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts.ts'
import { seedFaq } from './faq.ts'
import { seedDemoListings } from './listings/index.ts'
import { seedDemoPrecons } from './precons/index.ts'
import { seedDemoRentals } from './rentals/index.ts'
import { seedDemoShowings } from './showings/index.ts'

export { SEED_SIZES, type SeedSize } from './listings/generate.ts'
export {
  DEFAULT_DEMO_SEED,
  type DemoListingsOptions,
  generateDemoListings,
  seedDemoListings,
} from './listings/index.ts'

/** The version of the VOW terms the demo buyer accepted (the terms' version of 22 November 2026). */
export const DEMO_VOW_TERMS_VERSION = '2026-11-22'

export function shouldSeed(env: Env): boolean {
  if (env.SEED_DEMO !== undefined) return env.SEED_DEMO
  return !env.DATABASE_URL && env.NODE_ENV !== 'production'
}

/** The demo buyer (a registered user) has accepted the VOW terms, so sold data can be tried at once. */
export async function seedDemoVowAcceptance(app: FastifyInstance, at: Date): Promise<void> {
  const buyer = DEMO_ACCOUNTS.find((a) => a.type === 'user')
  const user = buyer ? await app.users.findByEmail(buyer.email) : null
  if (!user) return
  const db = app.database.db as Db
  await db
    .insert(vowAcceptances)
    .values({ userId: user.id, acceptedAt: at, termsVersion: DEMO_VOW_TERMS_VERSION })
    .onConflictDoNothing()
}

export async function seedIfWanted(app: FastifyInstance, env: Env, opts: { anchor?: Date } = {}): Promise<void> {
  if (!shouldSeed(env)) return
  app.log.info('seeding demo data')
  const accounts = await seedDemoAccounts(app)
  app.log.info({ accounts }, 'demo accounts ready (password maplenest-demo)')
  const faq = await seedFaq(app)
  if (faq > 0) app.log.info({ faq }, 'FAQ published')
  const anchor = opts.anchor ?? new Date()
  await seedDemoVowAcceptance(app, anchor)
  const started = Date.now()
  const result = await seedDemoListings(app.database.db, { size: env.SEED_SIZE, anchor })
  if (result.skipped) app.log.info('listings present; demo listings not seeded')
  else app.log.info({ ...result, seconds: (Date.now() - started) / 1000 }, 'demo listings ready')
  const precons = await seedDemoPrecons(app, { size: env.SEED_SIZE, anchor })
  app.log.info({ precons }, 'demo pre-construction projects ready')
  const agents = await seedDemoAgents(app, { size: env.SEED_SIZE, anchor })
  app.log.info({ agents }, 'demo agents ready')
  const linked = await linkDemoListingsToAgents(app.database.db)
  app.log.info({ linked }, 'demo listings linked to their agents')
  const contracts = await seedDemoContracts(app, { anchor })
  app.log.info({ contracts }, 'demo lease contracts ready')
  const showingsAdded = await seedDemoShowings(app, { anchor })
  app.log.info({ showings: showingsAdded }, 'demo showings ready')
  const rentals = await seedDemoRentals(app, { anchor })
  app.log.info(rentals, 'demo rental demands and reservations ready')
  const bannersAdded = await seedDemoBanners(app)
  app.log.info({ banners: bannersAdded }, 'demo home banners ready')
  const agentApps = await seedDemoAgentApp(app, { anchor })
  app.log.info({ agentApps }, 'demo agent app ready')
  // a server already drawing pages (tests seed a running app) draws them anew from the demo data
  await bumpCacheGeneration(createTransactor(app.database.db), 'pages')
}

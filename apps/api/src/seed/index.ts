/**
 * Demo data: accounts, listings (with rooms, photos and history), schools, and the demo buyer's VOW acceptance.
 *
 *   seedIfWanted(app, env, { anchor?, redraw?, stampDir? }): Promise<void>
 *     What the server runs at start: seeds when `shouldSeed(env)`, sized by `env.SEED_SIZE`, anchored at `anchor`
 *     (default: now), as one stage line (a progress bar with `redraw`); with `stampDir`, skipped at once when its
 *     stamp says this database was seeded.
 *
 *   seedDemoListings(db, { size: SeedSize, anchor: Date, seed?: number })
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
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Env } from '../config/env.ts'
import type { Db } from '../db/client.ts'
import { vowAcceptances } from '../db/schema.ts'
import { createTransactor } from '../db/transaction.ts'
import { startStage } from '../lib/stage-line.ts'
import { bumpCacheGeneration } from '../platform/cache-generations.ts'
import { seedDemoAgentApp } from './agent-apps/index.ts'
import { seedDemoAgents } from './agents/index.ts'
import { linkDemoListingsToAgents } from './agents/link-listings.ts'
import { seedDemoBanners } from './banners.ts'
import { seedDemoContracts } from './contracts/index.ts'
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts.ts'
import { seedFaq } from './faq.ts'
import { seedDemoMarketActivity } from './listing-demand/index.ts'
import { seedDemoListings } from './listings/index.ts'
import { seedDemoPrecons } from './precons/index.ts'
import { seedDemoRentals } from './rentals/index.ts'
import { seedDemoSavedSearches } from './saved-searches/index.ts'
import { seedDemoShowings } from './showings/index.ts'

export { SEED_SIZES } from './listings/generate.ts'
export {
  DEFAULT_DEMO_SEED,
  type DemoListingsOptions,
  generateDemoListings,
  seedDemoListings,
} from './listings/index.ts'
export { SEED_SIZE_NAMES, type SeedSize } from './seed-sizes.ts'

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

/** What the start's seed stage needs beyond the app: where to keep its stamp, and whether to redraw its line. */
export interface SeedStartOptions {
  anchor?: Date
  /** Redraw a progress bar in place (a terminal in development); otherwise plain lines. */
  redraw?: boolean
  /**
   * The folder of the stamp that says this database was seeded (`demo-seed.json`, beside the embedded database):
   * a later start finds it and skips the seed. Without it every step checks what is there, as tests do.
   */
  stampDir?: string
}

interface SeedStep {
  name: string
  /** Its share of a first seed's time (seconds measured on a default-size seed), for the progress bar. */
  weight: number
  /** Runs the step; `progress` takes how far the step is, 0 to 1, and what it does now. */
  run: (progress: (fraction: number, doing: string) => void) => Promise<unknown>
}

const STAMP_FILE = 'demo-seed.json'

interface SeedStamp {
  /** PostgreSQL's system identifier, new with every database folder: a stamp left beside a new folder is not it. */
  database: string
  size: string
  steps: string[]
}

async function databaseIdentifier(app: FastifyInstance): Promise<string | null> {
  try {
    const result = (await (app.database.db as Db).execute(
      sql`select system_identifier::text as id from pg_control_system()`,
    )) as unknown as { rows: { id: string }[] }
    return result.rows[0]?.id ?? null
  } catch {
    return null
  }
}

async function readStamp(path: string): Promise<SeedStamp | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as SeedStamp
  } catch {
    return null
  }
}

/**
 * What the server runs at start: the demo data, one step after another, each skipped by itself when its data is
 * there. The stage says one line when it ends (with a progress bar on a terminal until then); each step's own line is
 * at debug. With `stampDir`, a seed that ran every step leaves a stamp naming the database, the size and the steps,
 * and a later start on the same database with the same steps skips them all (a new step runs them again).
 */
export async function seedIfWanted(app: FastifyInstance, env: Env, opts: SeedStartOptions = {}): Promise<void> {
  if (!shouldSeed(env)) {
    app.log.info('seed: no demo data on PostgreSQL unless SEED_DEMO=true')
    return
  }
  const anchor = opts.anchor ?? new Date()
  const size = env.SEED_SIZE
  const counts: Record<string, unknown> = {}
  const steps: SeedStep[] = [
    { name: 'accounts', weight: 0.3, run: () => seedDemoAccounts(app) },
    { name: 'faq', weight: 0.1, run: () => seedFaq(app) },
    { name: 'vowAcceptance', weight: 0, run: () => seedDemoVowAcceptance(app, anchor) },
    {
      name: 'listings',
      weight: 39,
      run: (progress) => seedDemoListings(app.database.db, { size, anchor, onProgress: progress }),
    },
    { name: 'precons', weight: 0.8, run: () => seedDemoPrecons(app, { size, anchor }) },
    { name: 'agents', weight: 1.7, run: () => seedDemoAgents(app, { size, anchor }) },
    { name: 'listingAgents', weight: 10, run: () => linkDemoListingsToAgents(app.database.db) },
    { name: 'contracts', weight: 0.2, run: () => seedDemoContracts(app, { anchor }) },
    { name: 'showings', weight: 0.1, run: () => seedDemoShowings(app, { anchor }) },
    { name: 'marketActivity', weight: 0.6, run: () => seedDemoMarketActivity(app, { anchor, size }) },
    { name: 'rentals', weight: 3.6, run: () => seedDemoRentals(app, { anchor }) },
    { name: 'banners', weight: 0.1, run: () => seedDemoBanners(app) },
    { name: 'agentApps', weight: 0.8, run: () => seedDemoAgentApp(app, { anchor }) },
    { name: 'savedSearches', weight: 0.5, run: () => seedDemoSavedSearches(app, { anchor }) },
  ]
  const names = steps.map((step) => step.name)
  const stage = startStage(app.log, 'seed', { redraw: opts.redraw === true })

  const stampPath = opts.stampDir ? join(opts.stampDir, STAMP_FILE) : null
  const database = stampPath ? await databaseIdentifier(app) : null
  if (stampPath && database) {
    const stamp = await readStamp(stampPath)
    if (stamp?.database === database && stamp.size === size && names.every((name) => stamp.steps.includes(name))) {
      stage.done(`demo data already seeded, skipped (${DEMO_PASSWORD_NOTE})`)
      return
    }
  }

  const total = steps.reduce((sum, step) => sum + step.weight, 0)
  let before = 0
  for (const step of steps) {
    stage.progress(before / total, STEP_LABELS[step.name] ?? step.name)
    const result = await step.run((fraction, doing) => stage.progress((before + step.weight * fraction) / total, doing))
    counts[step.name] = result
    app.log.debug({ [step.name]: result }, `seed: ${step.name} done`)
    before += step.weight
    stage.progress(before / total, STEP_LABELS[step.name] ?? step.name)
  }
  // a server already drawing pages (tests seed a running app) draws them anew from the demo data
  await bumpCacheGeneration(createTransactor(app.database.db), 'pages')
  if (stampPath && database) {
    const stamp: SeedStamp = { database, size, steps: names }
    await writeFile(stampPath, `${JSON.stringify(stamp)}\n`)
  }
  app.log.debug({ seeded: counts }, 'seed: what each step added')
  stage.done(summarise(counts))
}

const DEMO_PASSWORD_NOTE = 'demo accounts\u2019 password maplenest-demo'

const STEP_LABELS: Record<string, string> = {
  accounts: 'demo accounts',
  faq: 'FAQ',
  vowAcceptance: 'VOW terms',
  listings: 'listings and schools',
  precons: 'pre-construction projects',
  agents: 'agents',
  listingAgents: 'listing agents',
  contracts: 'lease contracts',
  showings: 'showings',
  marketActivity: 'other house hunters\u2019 saves and visits',
  rentals: 'rental demands and reservations',
  savedSearches: 'the demo buyer\u2019s saved search',
  banners: 'home banners',
  agentApps: 'the demo agent\u2019s app',
}

/** The stage's final line: what was added (the listings may have been written before, by the seed command), or that
 * the demo data was there. */
function summarise(counts: Record<string, unknown>): string {
  const listings = counts.listings as { listings: number; schools: number; skipped: boolean } | undefined
  const precons = counts.precons as { projects?: number } | undefined
  const agents = counts.agents as { agentProfiles?: number } | undefined
  const n = (v: number) => v.toLocaleString('en-GB')
  const parts: string[] = []
  if (listings && !listings.skipped) parts.push(`${n(listings.listings)} listings`)
  if (listings?.schools) parts.push(`${n(listings.schools)} schools`)
  if (precons?.projects) parts.push(`${n(precons.projects)} pre-construction projects`)
  if (agents?.agentProfiles) parts.push(`${n(agents.agentProfiles)} agents`)
  if (parts.length === 0) return `demo data present, nothing added (${DEMO_PASSWORD_NOTE})`
  return `demo data ready: ${parts.join(', ')} added (${DEMO_PASSWORD_NOTE})`
}

import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { listings, schools } from '../../db/schema.ts'
import { createRng } from '../../lib/rng.ts'
import type { DemoCity } from '../geo/index.ts'
import { demoSchoolSites, insertDemoSchools } from '../schools/index.ts'
import { type DemoListing, generateCityListings, SEED_SIZES, type SeedSize } from './generate.ts'
import { insertDemoListings } from './insert.ts'

export const DEFAULT_DEMO_SEED = 20261122

export interface DemoListingsOptions {
  size: SeedSize
  /** Events fall in the 24 months before this instant. */
  anchor: Date
  /** PRNG seed; the same seed, size and anchor give the same data. */
  seed?: number
  /** How far the listings are, 0 to 1, and what is being done (the start's progress bar). */
  onProgress?: (fraction: number, doing: string) => void
}

const CITY_STREAMS = { toronto: 0, vancouver: 0x5bd1e995 } as const

/**
 * The most listings made and written at once: every size up to large makes each city in one part; huge makes a
 * city in parts of this many, so that it never holds a city's listings in memory.
 */
const PART_SIZE = 200_000

/** A city's listings, part after part, from the city's own stream of the seed. */
function* cityListings(opts: DemoListingsOptions, city: DemoCity): Generator<DemoListing[]> {
  const rng = createRng((opts.seed ?? DEFAULT_DEMO_SEED) ^ CITY_STREAMS[city])
  const schools = demoSchoolSites(opts.size, opts.seed ?? DEFAULT_DEMO_SEED, city)
  const total = SEED_SIZES[opts.size][city]
  for (let start = 0, part = 0; start < total; start += PART_SIZE, part++) {
    yield generateCityListings(rng, city, Math.min(PART_SIZE, total - start), opts.anchor, schools, part)
  }
}

/** Toronto's listings, then Vancouver's, each city from its own stream of the seed. */
export function generateDemoListings(opts: DemoListingsOptions): DemoListing[] {
  return [...cityListings(opts, 'toronto'), ...cityListings(opts, 'vancouver')].flat()
}

export interface DemoListingsResult {
  listings: number
  schools: number
  skipped: boolean
}

/**
 * Fills an empty listings table with demo data in one transaction, and the schools table when it is empty.
 * Does nothing to listings when any exist (demo or feed).
 */
export async function seedDemoListings(db: Db, opts: DemoListingsOptions): Promise<DemoListingsResult> {
  const result = await insertDemoData(db, opts)
  // Fresh statistics, so the planner uses the trigram and GiST indexes at once (PGlite never analyses by itself).
  if (!result.skipped)
    await db.execute(
      sql`analyze listings, listing_media, listing_rooms, listing_history, schools, school_fraser_rankings, school_eqao_results`,
    )
  return result
}

function insertDemoData(db: Db, opts: DemoListingsOptions): Promise<DemoListingsResult> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db
    // The demo homes are the market as it stands, not news: no saved search hears of them (migration 0033).
    await t.execute(sql`select set_config('maplenest.listing_changes', 'off', true)`)
    let schoolCount = 0
    const [hasSchool] = await t.select({ one: sql`1` }).from(schools).limit(1)
    if (!hasSchool) {
      schoolCount = await insertDemoSchools(t, { size: opts.size, seed: opts.seed ?? DEFAULT_DEMO_SEED })
    }
    const [hasListing] = await t.select({ one: sql`1` }).from(listings).limit(1)
    if (hasListing) return { listings: 0, schools: schoolCount, skipped: true }
    // One part of one city at a time, so that no size holds more than a part in memory.
    let inserted = 0
    const counts = SEED_SIZES[opts.size]
    const all = counts.toronto + counts.vancouver
    for (const city of ['toronto', 'vancouver'] as const) {
      const name = city === 'toronto' ? 'Toronto' : 'Vancouver'
      // progress: a part's share of the listings, a fifth of it to generate them and the rest to write them
      const share = Math.min(PART_SIZE, counts[city]) / all
      opts.onProgress?.(inserted / all, `generating ${counts[city].toLocaleString('en-GB')} ${name} listings`)
      for (const items of cityListings(opts, city)) {
        const before = inserted / all
        opts.onProgress?.(before + share * 0.2, `writing ${name} listings`)
        await insertDemoListings(t, items, (done, total) =>
          opts.onProgress?.(before + share * (0.2 + (0.8 * done) / total), `writing ${name} listings`),
        )
        inserted += items.length
      }
    }
    return { listings: inserted, schools: schoolCount, skipped: false }
  })
}

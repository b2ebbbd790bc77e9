// Saved-search alerts at scale, on PostgreSQL: matching one listing change against 100,000 saved searches, and the
// time from a feed sync of 1,000 new listings to the last alert stored.
// Run from the repository root: `BENCH_DATABASE_URL=postgres://user@host:port/postgres npx tsx bench/saved-search-alerts.mts`
// (a server where it may create and drop a database). BENCH_SEARCHES (100000), BENCH_CHANGES (300) and
// BENCH_FEED_LISTINGS (1000) change the sizes; BENCH_KEEP_DATABASE=1 keeps the database for a closer look.
// 1. migrates a fresh database, seeds the default demo listings (15,000 + 5,000) and 2,000 people with 100,000 saved
//    searches whose criteria are drawn the way people search: a district or municipality, a neighbourhood, a station
//    or campus, a drawn area or a whole city, with a price band, often rooms and a type, the same in every run;
// 2. changes BENCH_CHANGES listings (the same in every run: the first by a hash of their MLS numbers) one at a time
//    (a price cut) and times, per change, the match (the index walk for candidates and the exact check) on a quiet
//    database; then cuts them again and times the match and the whole round (with alerts and notices stored) after
//    each;
// 3. serves BENCH_FEED_LISTINGS new listings from a local RESO server and times the sync to the last alert stored.
// Figures go to stdout and to bench/results/saved-search-alerts.json.
import { writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { savedSearchQuerySchema, searchStatusesHearing } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { buildApp } from '../apps/api/src/app.ts'
import { parseEnv } from '../apps/api/src/config/env.ts'
import { openDatabase } from '../apps/api/src/db/client.ts'
import { migrate } from '../apps/api/src/db/migrate.ts'
import { savedSearches, users } from '../apps/api/src/db/schema.ts'
import { createTransactor } from '../apps/api/src/db/transaction.ts'
import { createSavedSearchAlertsRepository } from '../apps/api/src/modules/saved-searches/saved-search-alerts-repository.ts'
import { savedSearchReach } from '../apps/api/src/modules/saved-searches/saved-search-criteria.ts'
import { matchingSearchKeys } from '../apps/api/src/modules/saved-searches/saved-search-matching.ts'
import { seedDemoListings } from '../apps/api/src/seed/listings/index.ts'
import { property, startResoServer } from '../apps/api/test/ingest/reso-server-fixtures.ts'
import { freshPostgres } from './lib/fresh-postgres.mjs'

const SERVER = process.env.BENCH_DATABASE_URL
if (!SERVER) throw new Error('BENCH_DATABASE_URL must name a PostgreSQL server')
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 100_000)
const CHANGES = Number(process.env.BENCH_CHANGES ?? 300)
const FEED_LISTINGS = Number(process.env.BENCH_FEED_LISTINGS ?? 1_000)
const PEOPLE = 2_000

// A small PRNG, so every run draws the same searches.
let state = 20261203
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31
  return state / 2 ** 31
}
const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const round = (ms: number) => Number(ms.toFixed(2))
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1) ?? 0),
    n: sorted.length,
  }
}

const PLACES = {
  toronto: {
    district: ['North York', 'Scarborough', 'Etobicoke', 'East York', 'York', 'Old Toronto'],
    municipality: ['Markham', 'Richmond Hill', 'Vaughan', 'Mississauga', 'Oakville'],
    station: ['Sheppard-Yonge', 'Finch', 'Union', 'Bloor-Yonge', 'Kennedy', 'Kipling'],
    campus: ['UofT St George', 'York University', 'UTSC'],
  },
  vancouver: {
    district: [] as string[],
    municipality: ['Richmond', 'Burnaby', 'Coquitlam', 'North Vancouver', 'Surrey'],
    station: ['Metrotown', 'Waterfront', 'Brentwood Town Centre', 'Richmond-Brighouse'],
    campus: ['UBC', 'SFU Burnaby'],
  },
} as const

async function main() {
  console.error('bench: a fresh database, the demo listings, then the searches')
  const fresh = await freshPostgres(SERVER as string, 'mn_bench_alerts')
  const database = await openDatabase({ url: fresh.url, poolMax: 4 })
  try {
    await migrate(database)
    const db = database.db
    let t0 = performance.now()
    await seedDemoListings(db, { size: 'default', anchor: new Date() })
    const seedS = (performance.now() - t0) / 1000
    const neighbourhoods = (
      (await db.execute(sql`select distinct city, neighbourhood from listings`)) as unknown as {
        rows: { city: 'toronto' | 'vancouver'; neighbourhood: string }[]
      }
    ).rows
    const points = (
      (await db.execute(
        sql`select location[0] as lng, location[1] as lat from listings order by md5(ml_num) limit 2000`,
      )) as unknown as {
        rows: { lng: number; lat: number }[]
      }
    ).rows

    // People and their searches, inserted in batches with the index columns the service computes.
    const people = Array.from({ length: PEOPLE }, (_, i) => ({ type: 'user' as const, email: `bench-${i}@example.ca` }))
    const ids = (await db.insert(users).values(people).returning({ id: users.id })).map((r) => r.id)
    t0 = performance.now()
    const kinds: Record<string, number> = {}
    for (let done = 0; done < SEARCHES; ) {
      const batch = []
      for (let i = 0; i < 1000 && done < SEARCHES; i++, done++) {
        const city = random() < 0.72 ? 'toronto' : 'vancouver'
        const sr = random() < 0.78 ? 'Sale' : 'Lease'
        const raw: Record<string, unknown> = { city, sr }
        let polygon: { lat: number; lng: number }[] | null = null
        const r = random()
        const places = PLACES[city]
        if (r < 0.3 && places.district.length) raw.district = pick(places.district)
        else if (r < 0.45) raw.municipality = pick(places.municipality)
        else if (r < 0.7) raw.neighbourhood = pick(neighbourhoods.filter((n) => n.city === city)).neighbourhood
        else if (r < 0.78) raw.station = pick(places.station)
        else if (r < 0.82) raw.campus = pick(places.campus)
        else if (r < 0.92) {
          const c = pick(points)
          const d = 0.01 + random() * 0.03
          polygon = [
            { lat: c.lat - d, lng: c.lng - d },
            { lat: c.lat - d, lng: c.lng + d },
            { lat: c.lat + d, lng: c.lng + d },
            { lat: c.lat + d, lng: c.lng - d },
          ]
        }
        const kind = Object.keys(raw).find((k) => k !== 'city' && k !== 'sr') ?? (polygon ? 'drawn' : 'city')
        kinds[kind] = (kinds[kind] ?? 0) + 1
        if (sr === 'Sale') {
          raw.priceMax = Math.round((400_000 + random() * 1_600_000) / 50_000) * 50_000
          if (random() < 0.4)
            raw.priceMin = Math.round((Number(raw.priceMax) * (0.4 + random() * 0.4)) / 50_000) * 50_000
        } else {
          raw.priceMax = Math.round((1_600 + random() * 3_400) / 100) * 100
        }
        if (random() < 0.7) raw.bedsMin = 1 + Math.floor(random() * 3)
        if (random() < 0.6) raw.roomType = pick(['condo', 'res', 'Twnhouse'])
        const query = savedSearchQuerySchema.parse(raw)
        batch.push({
          userId: pick(ids),
          name: `Search ${done}`,
          query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<
            string,
            string | number
          >,
          polygon,
          frequency: 'instant' as const,
          ...savedSearchReach(query, polygon),
          createdAt: new Date(Date.now() - 86_400_000),
        })
      }
      await db.insert(savedSearches).values(batch)
    }
    await db.execute(sql`vacuum analyze saved_searches`)
    await db.execute(sql`vacuum analyze saved_search_places`)
    const insertS = (performance.now() - t0) / 1000

    // 2. One change at a time: the match alone, and the whole round through the app's job.
    const rawEnv = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-12',
      WEB_DIST: '/nonexistent',
      DATABASE_URL: fresh.url,
      MAX_EVENT_LOOP_DELAY_MS: '0',
    }
    const env = parseEnv(rawEnv)
    // The app has a pool of its own, as a server process would: its jobs never wait on the bench's connections.
    const appDatabase = await openDatabase({ url: fresh.url, poolMax: 10 })
    console.log('starting the app')
    const app = await buildApp({ env, database: appDatabase, now: () => new Date(), logger: false })
    await app.ready()
    const repo = createSavedSearchAlertsRepository(createTransactor(db))
    const sample = (
      (await db.execute(
        sql`select ml_num from listings where lsc in ('new', 'pc', 'ext', 'bom') order by md5(ml_num) limit ${CHANGES}`,
      )) as unknown as { rows: { ml_num: string }[] }
    ).rows
    // The match alone, on a quiet database: each change matched as the job does (the index's candidates, then those it
    // holds whole as found and the others checked), with no alerts stored between them.
    const matchTimes: number[] = []
    // each change's time with its counts, to tell what the slowest ones have in common
    const perChange: { ms: number; found: number; checked: number }[] = []
    let candidates = 0
    let checked = 0
    let matches = 0
    const cut = (mlNum: string) =>
      db.execute(sql`update listings set price = price - 5000, lsc = 'pc' where ml_num = ${mlNum}`)
    const matchOnce = async (mlNum: string) => {
      const listing = await repo.listing(mlNum)
      if (!listing) return null
      const m0 = performance.now()
      const found = await repo.candidates(listing, new Date(), searchStatusesHearing('priceDown', listing.sr))
      const ids = await matchingSearchKeys(repo, listing, found, new Date())
      const ms = performance.now() - m0
      return { ms, found: found.length, checked: found.filter((c) => !c.exact).length, matched: ids.length }
    }
    for (const { ml_num } of sample) {
      await cut(ml_num)
      const m = await matchOnce(ml_num)
      if (!m) continue
      matchTimes.push(m.ms)
      perChange.push(m)
      candidates += m.found
      checked += m.checked
      matches += m.matched
    }
    // those changes were for timing only: no alerts from them
    await db.execute(sql`update listing_changes set matched_at = now() where matched_at is null`)
    // The same, each change followed by the app's whole round (alerts and notices stored): the match then shares the
    // database with the round's writes and their clean-up.
    const matchBetweenRounds: number[] = []
    const roundTimes: number[] = []
    for (const { ml_num } of sample) {
      await cut(ml_num)
      const m = await matchOnce(ml_num)
      if (m) matchBetweenRounds.push(m.ms)
      const r0 = performance.now()
      await app.savedSearchAlerts.matchPending()
      roundTimes.push(performance.now() - r0)
    }
    console.log('per change', {
      match: summary(matchTimes),
      matchBetweenRounds: summary(matchBetweenRounds),
      wholeRound: summary(roundTimes),
      meanCandidates: round(candidates / Math.max(1, matchTimes.length)),
      meanChecked: round(checked / Math.max(1, matchTimes.length)),
      meanMatches: round(matches / Math.max(1, matchTimes.length)),
    })
    // How the two candidate queries run (a Willowdale East condo at $700,000), as the app writes them: the places by
    // the index alone, over the ranges of the listing's type or any and of ceilings at or above its price; the areas
    // by the GiST walk.
    const explain = async (query: string) =>
      (
        (await db.execute(sql.raw(`explain (analyze, costs off, timing off, summary off) ${query}`))) as unknown as {
          rows: { 'QUERY PLAN': string }[]
        }
      ).rows.map((r) => r['QUERY PLAN'])
    const fits = `sr = 'Sale' and (price_min is null or price_min <= 700000) and (price_max is null or price_max >= 700000) and (room_type is null or room_type = 'condo') and (beds_min is null or beds_min <= 2) and (beds_max is null or beds_max >= 2) and (city is null or city = 'toronto')`
    const plan = {
      byPlace: await explain(
        `select match_key, status, exact from saved_search_places where place in ('Willowdale East', '@toronto', '@*') and coalesce(room_type, '') in ('', 'condo') and coalesce(price_max, 2147483647) >= 700000 and ${fits}`,
      ),
      byArea: await explain(
        `select match_key, status, exact from saved_search_places where place is null and area && box(point(-79.41,43.76), point(-79.41,43.76)) and int4range(price_min, price_max, '[]') @> 700000 and ${fits}`,
      ),
    }

    // 3. A feed sync of new listings, to the last alert stored.
    const reso = await startResoServer()
    const feedDatabase = await openDatabase({ url: fresh.url, poolMax: 10 })
    const feedApp = await buildApp({
      env: parseEnv({ ...rawEnv, RESO_URL: reso.url, RESO_TOKEN: reso.token, RESO_FEED: 'bench' }),
      database: feedDatabase,
      now: () => new Date(),
      logger: false,
    })
    await feedApp.ready()
    const homes = (
      (await db.execute(
        sql`select city, neighbourhood, location[0] as lng, location[1] as lat, price, beds, room_type from listings where sr = 'Sale' order by random() limit ${FEED_LISTINGS}`,
      )) as unknown as {
        rows: { city: string; neighbourhood: string; lng: number; lat: number; price: number; beds: number }[]
      }
    ).rows
    reso.property.push(
      ...homes.map((h, i) =>
        property(`B${String(i).padStart(6, '0')}`, 1, {
          City: h.city === 'vancouver' ? 'Vancouver' : 'Toronto C14',
          CityRegion: h.neighbourhood,
          Latitude: h.lat,
          Longitude: h.lng,
          ListPrice: h.price,
          OriginalListPrice: h.price,
          BedroomsTotal: h.beds,
          UnparsedAddress: `${100 + i} Bench St, Toronto, ON`,
          StreetNumber: String(100 + i),
          StreetName: 'Bench',
        }),
      ),
    )
    const before = Number(
      (
        (await db.execute(sql`select count(*)::int as n from saved_search_alerts`)) as unknown as {
          rows: { n: number }[]
        }
      ).rows[0]?.n,
    )
    const f0 = performance.now()
    const synced = await feedApp.feed?.run()
    if (!synced?.ran) throw new Error('the feed did not run')
    const syncS = (performance.now() - f0) / 1000
    let pending = 1
    while (pending > 0) {
      pending = Number(
        (
          (await db.execute(
            sql`select count(*)::int as n from listing_changes where matched_at is null`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]?.n,
      )
      if (pending > 0) await new Promise((r) => setTimeout(r, 50))
    }
    const feedToLastAlertS = (performance.now() - f0) / 1000
    const after = Number(
      (
        (await db.execute(sql`select count(*)::int as n from saved_search_alerts`)) as unknown as {
          rows: { n: number }[]
        }
      ).rows[0]?.n,
    )
    await feedApp.close()
    await reso.close()
    await app.close()
    await feedDatabase.close()
    await appDatabase.close()

    // The slowest 5 % of changes: how many searches they found and had to check, against the rest.
    const bySpeed = [...perChange].sort((a, b) => b.ms - a.ms)
    const tail = bySpeed.slice(0, Math.max(1, Math.ceil(bySpeed.length / 20)))
    const mean = (xs: number[]) => round(xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length))
    const slowest = {
      n: tail.length,
      meanMs: mean(tail.map((c) => c.ms)),
      meanFound: mean(tail.map((c) => c.found)),
      meanChecked: mean(tail.map((c) => c.checked)),
    }
    const result = {
      at: new Date().toISOString(),
      machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30) },
      engine: 'postgres',
      seedSeconds: round(seedS),
      searches: SEARCHES,
      searchKinds: kinds,
      insertSearchesSeconds: round(insertS),
      perChange: {
        match: summary(matchTimes),
        matchBetweenRounds: summary(matchBetweenRounds),
        wholeRound: summary(roundTimes),
        meanCandidates: round(candidates / Math.max(1, matchTimes.length)),
        meanChecked: round(checked / Math.max(1, matchTimes.length)),
        meanMatches: round(matches / Math.max(1, matchTimes.length)),
        slowestTwentieth: slowest,
      },
      feedSync: {
        listings: FEED_LISTINGS,
        alerts: after - before,
        syncSeconds: round(syncS),
        toLastAlertSeconds: round(feedToLastAlertS),
      },
      candidatePlan: plan,
    }
    console.log(JSON.stringify(result, null, 2))
    writeFileSync(
      join(import.meta.dirname, 'results', 'saved-search-alerts.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    )
  } finally {
    await database.close()
    if (process.env.BENCH_KEEP_DATABASE === '1') console.error(`bench: the database is kept at ${fresh.url}`)
    else await fresh.drop()
  }
}

await main()

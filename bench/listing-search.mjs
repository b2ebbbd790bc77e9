// Listing search and suggestion latency on a demo data set: the default (15,000 Greater Toronto + 5,000 Greater
// Vancouver listings) or, with BENCH_SEED_SIZE=large, 200,000, or huge, 1,000,000 (PostgreSQL: seed it first with
// `DATABASE_URL=… npx tsx apps/api/src/cli/seed.ts huge`, as the server's own seed at start would take longer than
// BENCH_SEED_MINUTES). BENCH_ENGINES=postgres (or pglite) runs one engine only.
// Run from the repository root after `npm run build -w @maplenest/api`: `node bench/listing-search.mjs`.
// 1. starts the built server on a fresh DATA_DIR (PGlite; PostgreSQL too when BENCH_DATABASE_URL names an empty
//    database, or one seeded already), waits for the seed, and times pages of 20 over HTTP (filters, places by name,
//    a postal prefix) and suggestions: sequential requests (p50/p95), and the filtered page with autocannon and
//    BENCH_CONNECTIONS connections (throughput, p50/p97.5);
// 2. stops the server and times the same SQL (page, count, newest update) run directly on the same database.
// Figures go to stdout and to bench/results/listing-search.json.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import autocannon from 'autocannon'
import pg from 'pg'

const ROOT = join(import.meta.dirname, '..')
const PORT = Number(process.env.BENCH_PORT ?? 18090)
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 200)
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const SEED_SIZE = process.env.BENCH_SEED_SIZE ?? 'default'
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',')
const SEED_MINUTES = Number(process.env.BENCH_SEED_MINUTES ?? 10)

/** The page a buyer asks for most: available Toronto condos for sale in a price band, newest first. */
const QUERY = 'city=toronto&sr=Sale&roomType=condo&priceMin=500000&priceMax=900000&bedsMin=1&limit=20'
const SEARCHES = {
  filteredPage: QUERY,
  soldThreeMonths: 'city=toronto&status=sold&window=3M&sort=priceDesc&limit=20',
  typoText: 'q=harbor%20st&limit=20',
  districtPage: 'city=toronto&district=North%20York&roomType=condo&priceMax=900000&limit=20',
  municipalityPage: 'municipality=Markham&limit=20',
  communityPage: 'city=vancouver&neighbourhood=Metrotown&sr=Lease&limit=20',
  postalPage: 'postal=M2N&limit=20',
}

/** What people type in the search box, as the suggestions are asked for while they type. */
const SUGGESTIONS = {
  district: 'q=North%20York',
  districtChinese: `q=${encodeURIComponent('北约克')}`,
  municipality: 'q=Markham&city=toronto',
  prefix: 'q=metro',
  street: 'q=yonge',
  postal: 'q=M2N',
  mlNumber: 'q=C118',
  typo: 'q=harbor%20st',
}

/** The statements the repository runs for QUERY (as Drizzle writes them, parameters inlined). */
const SQL = {
  page: `select "id", "ml_num", "city", "sr", "status", "lsc", "room_type", "address", "unit", "neighbourhood",
    "location", "price", "close_price", "beds", "beds_plus", "baths", "sqft", "parking", "furnished", "input_date",
    "close_date", "unavailable_date", "dom", "updated_at", "brokerage",
    (select m.url from "listing_media" m where m.listing_id = "listings"."id" order by m.ord limit 1),
    (select count(*)::int from "listing_media" m where m.listing_id = "listings"."id"),
    "listings"."input_date"::text
    from "listings" where ("listings"."city" = 'toronto' and "listings"."sr" = 'Sale'
    and "listings"."room_type" = 'condo' and "listings"."status" = 'A' and "listings"."lsc" in ('new', 'pc', 'ext', 'bom')
    and "listings"."price" >= 500000::int and "listings"."price" <= 900000::int and "listings"."beds" >= 1::int)
    order by "listings"."input_date" desc, "listings"."ml_num" desc limit 21`,
  count: `select count(*)::int from "listings" where ("listings"."city" = 'toronto' and "listings"."sr" = 'Sale'
    and "listings"."room_type" = 'condo' and "listings"."status" = 'A' and "listings"."lsc" in ('new', 'pc', 'ext', 'bom')
    and "listings"."price" >= 500000::int and "listings"."price" <= 900000::int and "listings"."beds" >= 1::int)`,
  newest: `select max("listings"."updated_at") from "listings"`,
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const round = (ms) => Number(ms.toFixed(2))
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50Ms: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)), n: sorted.length }
}

async function startServer(dataDir, extraEnv) {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: join(ROOT, 'apps', 'api'),
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_SIZE,
      RATE_LIMIT_PER_MINUTE: '100000000',
      VISITOR_RATE_LIMIT_PER_MINUTE: '100000000',
      ...extraEnv,
    },
  })
  const started = performance.now()
  while (performance.now() - started < SEED_MINUTES * 60_000) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    const ok = await fetch(`http://127.0.0.1:${PORT}/house/api/listing/v1/search?limit=1`).then(
      async (r) => r.ok && (await r.json()).data.total > 0,
      () => false,
    )
    if (ok) return { child, seconds: (performance.now() - started) / 1000 }
    await sleep(200)
  }
  throw new Error(`the server did not answer with listings within ${SEED_MINUTES} minutes`)
}

async function stop(child) {
  if (child.exitCode !== null) return
  const done = new Promise((r) => child.once('exit', r))
  process.kill(-child.pid, 'SIGTERM')
  await Promise.race([done, sleep(10_000)])
}

async function sequential(url) {
  const times = []
  for (let i = 0; i < SEQUENTIAL; i++) {
    const t0 = performance.now()
    const res = await fetch(url)
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`${url} answered ${res.status}`)
    times.push(performance.now() - t0)
  }
  return summary(times)
}

async function load(url) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S })
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p97_5Ms: r.latency.p97_5,
    non2xx: r.non2xx,
    errors: r.errors,
  }
}

async function timeSql(query) {
  const out = {}
  for (const [name, text] of Object.entries(SQL)) {
    for (let i = 0; i < 5; i++) await query(text)
    const times = []
    for (let i = 0; i < SEQUENTIAL; i++) {
      const t0 = performance.now()
      await query(text)
      times.push(performance.now() - t0)
    }
    out[name] = summary(times)
  }
  for (const name of ['page', 'count']) {
    const plan = await query(`explain analyze ${SQL[name]}`)
    out[`${name}Plan`] = plan.map((row) => Object.values(row)[0])
  }
  return out
}

const results = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
  query: QUERY,
  seedSize: SEED_SIZE,
}

const engines = []
if (ENGINES.includes('pglite')) engines.push(['pglite', {}])
if (ENGINES.includes('postgres') && process.env.BENCH_DATABASE_URL)
  engines.push(['postgres', { DATABASE_URL: process.env.BENCH_DATABASE_URL, SEED_DEMO: 'true' }])

for (const [engine, env] of engines) {
  const dataDir = mkdtempSync(join(tmpdir(), 'maplenest-bench-search-'))
  const r = {}
  const server = await startServer(dataDir, env)
  r.seededSeconds = Number(server.seconds.toFixed(1))
  const base = `http://127.0.0.1:${PORT}/house/api/listing/v1/search?`
  const first = await fetch(`${base}${QUERY}`).then((res) => res.json())
  r.total = first.data.total
  r.http = {}
  for (const [name, qs] of Object.entries(SEARCHES)) r.http[name] = await sequential(`${base}${qs}`)
  const suggest = `http://127.0.0.1:${PORT}/house/api/listing/v1/suggest?`
  r.suggest = {}
  for (const [name, qs] of Object.entries(SUGGESTIONS)) r.suggest[name] = await sequential(`${suggest}${qs}`)
  r.load = await load(`${base}${QUERY}`)
  await stop(server.child)

  if (engine === 'pglite') {
    const db = await PGlite.create(join(dataDir, 'db'), { extensions: { pg_trgm } })
    r.sql = await timeSql(async (text) => (await db.query(text)).rows)
    await db.close()
  } else {
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    r.sql = await timeSql(async (text) => (await client.query(text)).rows)
    await client.end()
  }
  rmSync(dataDir, { recursive: true, force: true })
  results[engine] = r

  console.log(`[${engine}] seeded and answering after ${r.seededSeconds} s; the filtered set holds ${r.total} listings`)
  for (const [name, s] of Object.entries(r.http))
    console.log(`[${engine}] HTTP ${name}, one at a time: p50 ${s.p50Ms} ms, p95 ${s.p95Ms} ms (${s.n} requests)`)
  for (const [name, s] of Object.entries(r.suggest))
    console.log(`[${engine}] HTTP suggest ${name}, one at a time: p50 ${s.p50Ms} ms, p95 ${s.p95Ms} ms`)
  console.log(
    `[${engine}] HTTP filteredPage, ${CONNECTIONS} connections: ${r.load.requestsPerSecond} req/s, p50 ${r.load.p50Ms} ms, p97.5 ${r.load.p97_5Ms} ms, non-2xx ${r.load.non2xx}`,
  )
  for (const name of Object.keys(SQL))
    console.log(`[${engine}] SQL ${name}, direct: p50 ${r.sql[name].p50Ms} ms, p95 ${r.sql[name].p95Ms} ms`)
}

const file = SEED_SIZE === 'default' ? 'listing-search.json' : `listing-search-${SEED_SIZE}.json`
writeFileSync(join(import.meta.dirname, 'results', file), `${JSON.stringify(results, null, 2)}\n`)

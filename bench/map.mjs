// Map search latency: clusters of a view at a few zooms over Greater Toronto, with and without a place, and the
// listings in a drawn area.
// Run from the repository root after building the api: `node bench/map.mjs`. Options: BENCH_SEED_SIZE=large
// (200,000 listings; default: the 20,000 of the default demo data) or huge (1,000,000), BENCH_ENGINES=postgres (or
// pglite) for one engine,
// BENCH_DATABASE_URL (a PostgreSQL server: a database mn_bench_map_<pid> is created there and dropped afterwards),
// or BENCH_SEEDED_DATABASE_URL (a PostgreSQL database seeded already, as `npx tsx apps/api/src/cli/seed.ts huge`
// does; used as it is and kept),
// BENCH_API_DIST (the api's build folder under apps/api, default dist), BENCH_REQUESTS, BENCH_SECONDS,
// BENCH_CONNECTIONS.
// For each engine: starts the built server on a fresh DATA_DIR, waits for the seed (on PostgreSQL also for a vacuum,
// as autovacuum would run after the seed's inserts), then times each case over HTTP
// one request at a time (p50/p95; a fresh request every time, never a 304) and under autocannon load
// (throughput, p50/p97.5), and prints the plans of the cluster and area statements.
// Figures go to stdout and to bench/results/map[-<size>].json.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'

const ROOT = join(import.meta.dirname, '..')
const PORT = Number(process.env.BENCH_PORT ?? 18091)
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 200)
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const SEED_SIZE = process.env.BENCH_SEED_SIZE ?? 'default'
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',')
const API_DIST = process.env.BENCH_API_DIST ?? 'dist'

/** Views a buyer pans through: the whole city, downtown, a neighbourhood, a few streets (listings, not clusters). */
const CLUSTERS = {
  cityZoom10: 'bbox=-79.64,43.58,-79.12,43.86&zoom=10',
  downtownZoom12: 'bbox=-79.46,43.62,-79.30,43.70&zoom=12',
  neighbourhoodZoom14: 'bbox=-79.41,43.64,-79.37,43.66&zoom=14',
  filteredZoom12: 'bbox=-79.46,43.62,-79.30,43.70&zoom=12&roomType=condo&priceMin=500000&priceMax=900000',
  streetsZoom16: 'bbox=-79.392,43.645,-79.382,43.651&zoom=16',
  regionZoom9: 'bbox=-79.85,43.35,-79.05,44.0&zoom=9',
  municipalityZoom11: 'bbox=-79.45,43.8,-79.15,43.97&zoom=11&municipality=Markham',
  districtZoom11: 'bbox=-79.55,43.7,-79.3,43.81&zoom=11&district=North%20York&roomType=condo',
  postalZoom13: 'bbox=-79.43,43.75,-79.39,43.78&zoom=13&postal=M2N',
}

/** A drawn area about the size of a neighbourhood (the Annex to the harbour, Bathurst to Jarvis), and a filtered one. */
const RING = [
  { lat: 43.6402, lng: -79.4048 },
  { lat: 43.6438, lng: -79.3752 },
  { lat: 43.6691, lng: -79.3801 },
  { lat: 43.6712, lng: -79.3952 },
  { lat: 43.6655, lng: -79.4101 },
]
const AREAS = {
  neighbourhood: { polygon: RING },
  neighbourhoodCondos: { polygon: RING, filters: { roomType: 'condo', bedsMin: 1 } },
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const round = (ms) => Number(ms.toFixed(2))
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50Ms: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)), n: sorted.length }
}

async function startServer(dataDir, extraEnv) {
  const child = spawn(process.execPath, [`${API_DIST}/server.js`], {
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
  while (performance.now() - started < 1_800_000) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    const ok = await fetch(`http://127.0.0.1:${PORT}/house/api/listing/v1/search?limit=1`).then(
      async (r) => r.ok && (await r.json()).data.total > 0,
      () => false,
    )
    if (ok) return { child, seconds: (performance.now() - started) / 1000 }
    await sleep(500)
  }
  throw new Error('the server did not answer with listings within 30 minutes')
}

async function stop(child) {
  if (child.exitCode !== null) return
  const done = new Promise((r) => child.once('exit', r))
  process.kill(-child.pid, 'SIGTERM')
  await Promise.race([done, sleep(10_000)])
}

async function call(req) {
  const res = await fetch(req.url, { method: req.method, headers: req.headers, body: req.body })
  const body = await res.json()
  if (res.status !== 200) throw new Error(`${req.url} answered ${res.status}: ${JSON.stringify(body)}`)
  return body.data
}

async function sequential(req) {
  for (let i = 0; i < 5; i++) await call(req)
  const times = []
  for (let i = 0; i < SEQUENTIAL; i++) {
    const t0 = performance.now()
    await call(req)
    times.push(performance.now() - t0)
  }
  return summary(times)
}

async function load(req) {
  const r = await autocannon({
    url: req.url,
    method: req.method,
    headers: req.headers,
    body: req.body,
    connections: CONNECTIONS,
    duration: DURATION_S,
  })
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p97_5Ms: r.latency.p97_5,
    non2xx: r.non2xx,
    errors: r.errors,
  }
}

const base = `http://127.0.0.1:${PORT}/house/api/map/v1`
const clustersRequest = (qs) => ({ url: `${base}/clusters?${qs}`, method: 'GET', headers: {} })
const areaRequest = (body) => ({
  url: `${base}/area`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

/** The plans PostgreSQL or PGlite chooses for the cluster grouping and the area search of the benchmark. */
async function plans(query) {
  const explain = async (text) =>
    (await query(`explain (analyze, buffers) ${text}`)).map((row) => Object.values(row)[0]).join('\n')
  // as the map's search writes it: homes for sale on the market, in the status codes a search of them keeps
  const filter = `"sr" = 'Sale' and "status" = 'A' and "lsc" in ('new', 'pc', 'ext', 'bom')`
  const cell = 360 / 2 ** 12 / 4
  const cellLat = cell * Math.cos((44 * Math.PI) / 180)
  return {
    clustersZoom12:
      await explain(`select sum(location[0]) / count(*), sum(location[1]) / count(*), count(*)::int, min(price), max(price)
      from listings where ${filter} and location <@ box(point(-79.46, 43.62), point(-79.30, 43.70))
      group by floor(location[0] / ${cell}::float8), floor(location[1] / ${cellLat}::float8)
      order by count(*) desc, 1, 2`),
    area: await explain(`select ml_num from listings where ${filter}
      and location <@ box(point(-79.4101, 43.6402), point(-79.3752, 43.6712))
      and location <@ '(${RING.map((p) => `(${p.lng},${p.lat})`).join(',')})'::polygon
      order by input_date desc, ml_num desc limit 200`),
  }
}

const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: loadavg().map((l) => Number(l.toFixed(1))),
  },
  seedSize: SEED_SIZE,
}

const SEEDED = process.env.BENCH_SEEDED_DATABASE_URL

for (const engine of ENGINES) {
  if (engine === 'postgres' && !process.env.BENCH_DATABASE_URL && !SEEDED) continue
  const dataDir = mkdtempSync(join(tmpdir(), 'maplenest-bench-map-'))
  let admin = null
  let dbName = null
  let env = {}
  if (engine === 'postgres' && SEEDED) {
    env = { DATABASE_URL: SEEDED }
  } else if (engine === 'postgres') {
    dbName = `mn_bench_map_${process.pid}`
    admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
    await admin.connect()
    await admin.query(`create database ${dbName}`)
    const url = new URL(process.env.BENCH_DATABASE_URL)
    url.pathname = `/${dbName}`
    env = { DATABASE_URL: url.toString(), SEED_DEMO: 'true' }
  }
  const r = { http: {}, load: {} }
  let server = null
  try {
    server = await startServer(dataDir, env)
    r.seededSeconds = Number(server.seconds.toFixed(1))
    if (engine === 'postgres') {
      // What autovacuum does within a minute or so of the seed's inserts: the visibility map that lets the map's
      // index answer without reading the table.
      const client = new pg.Client({ connectionString: env.DATABASE_URL })
      await client.connect()
      await client.query('vacuum (analyze) listings')
      await client.end()
    }
    r.views = {}
    for (const [name, qs] of Object.entries(CLUSTERS)) {
      const data = await call(clustersRequest(qs))
      r.views[name] = {
        mode: data.mode,
        total: data.total,
        clusters: data.clusters.length,
        listings: data.listings.length,
      }
      r.http[`clusters.${name}`] = await sequential(clustersRequest(qs))
    }
    for (const [name, body] of Object.entries(AREAS)) {
      const data = await call(areaRequest(body))
      r.views[`area.${name}`] = { total: data.total, items: data.items.length }
      r.http[`area.${name}`] = await sequential(areaRequest(body))
    }
    r.load['clusters.downtownZoom12'] = await load(clustersRequest(CLUSTERS.downtownZoom12))
    r.load['area.neighbourhood'] = await load(areaRequest(AREAS.neighbourhood))
    await stop(server.child)
    server = null
    if (engine === 'postgres') {
      const client = new pg.Client({ connectionString: env.DATABASE_URL })
      await client.connect()
      r.plans = await plans(async (text) => (await client.query(text)).rows)
      await client.end()
    } else {
      const { PGlite } = await import('@electric-sql/pglite')
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
      const db = await PGlite.create(join(dataDir, 'db'), { extensions: { pg_trgm } })
      r.plans = await plans(async (text) => (await db.query(text)).rows)
      await db.close()
    }
  } finally {
    if (server) await stop(server.child)
    rmSync(dataDir, { recursive: true, force: true })
    if (admin) {
      await sleep(1000)
      await admin.query(`drop database if exists ${dbName} with (force)`)
      await admin.end()
    }
  }
  results[engine] = r

  console.log(`[${engine}] ${SEED_SIZE} data seeded and answering after ${r.seededSeconds} s`)
  for (const [name, v] of Object.entries(r.views)) console.log(`[${engine}] ${name}: ${JSON.stringify(v)}`)
  for (const [name, s] of Object.entries(r.http))
    console.log(`[${engine}] HTTP ${name}, one at a time: p50 ${s.p50Ms} ms, p95 ${s.p95Ms} ms (${s.n} requests)`)
  for (const [name, l] of Object.entries(r.load))
    console.log(
      `[${engine}] HTTP ${name}, ${CONNECTIONS} connections: ${l.requestsPerSecond} req/s, p50 ${l.p50Ms} ms, p97.5 ${l.p97_5Ms} ms, non-2xx ${l.non2xx}`,
    )
  for (const [name, plan] of Object.entries(r.plans)) console.log(`[${engine}] plan ${name}:\n${plan}`)
}

const file = SEED_SIZE === 'default' ? 'map.json' : `map-${SEED_SIZE}.json`
writeFileSync(join(import.meta.dirname, 'results', file), `${JSON.stringify(results, null, 2)}\n`)

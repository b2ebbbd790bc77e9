// Time to generate and insert the demo data set on a fresh database, the work `npm start` does on first start.
// Run from the repository root: `node bench/seed-size.mjs [tiny|default|large]` (default: default).
// PGlite in memory always; PostgreSQL too when BENCH_DATABASE_URL names a server (a database `mn_bench_seed_<n>` is
// created there and dropped afterwards). Prints seconds per engine and writes bench/results/seed-size.json.
import { writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import pg from 'pg'
import { register } from 'tsx/esm/api'

register()
const ROOT = join(import.meta.dirname, '..')
const src = (path) => import(pathToFileURL(join(ROOT, 'apps/api/src', path)).href)
const { openDatabase } = await src('db/client.ts')
const { migrate } = await src('db/migrate.ts')
const { seedDemoListings, generateDemoListings } = await src('seed/listings/index.ts')

const size = process.argv[2] ?? 'default'
const anchor = new Date('2026-11-01T12:00:00Z')

async function timeSeed(database) {
  await migrate(database)
  const started = performance.now()
  const result = await seedDemoListings(database.db, { size, anchor })
  const seconds = (performance.now() - started) / 1000
  await database.close()
  return { listings: result.listings, seconds: Number(seconds.toFixed(2)) }
}

const generateStarted = performance.now()
const generated = generateDemoListings({ size, anchor }).length
const generateSeconds = Number(((performance.now() - generateStarted) / 1000).toFixed(2))
console.log(`generate only: ${generated} listings in ${generateSeconds} s`)

const results = { size, generated, generateSeconds }
results.pglite = await timeSeed(await openDatabase({ dataDir: null }))
console.log(`pglite: ${results.pglite.listings} listings generated and inserted in ${results.pglite.seconds} s`)

const serverUrl = process.env.BENCH_DATABASE_URL
if (serverUrl) {
  const name = `mn_bench_seed_${process.pid}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  try {
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    results.postgres = await timeSeed(await openDatabase({ url: url.toString(), poolMax: 2 }))
    console.log(
      `postgres: ${results.postgres.listings} listings generated and inserted in ${results.postgres.seconds} s`,
    )
  } finally {
    // the pool's connections close asynchronously after end(); let them go before the drop
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

results.machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model,
  memoryGb: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  loadAverage: loadavg().map((l) => Number(l.toFixed(1))),
}
results.at = new Date().toISOString()
writeFileSync(join(ROOT, 'bench/results/seed-size.json'), `${JSON.stringify(results, null, 2)}\n`)

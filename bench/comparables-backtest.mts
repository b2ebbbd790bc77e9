// A back-test of comparable sales and the range they suggest, on PostgreSQL: for held-out sold homes, the range is
// found as the API finds it on the day before each sold (only homes that closed before it count), and set against
// the price it sold for. On demo data this measures the method — how the comparables are chosen and the range
// drawn from them — not the market: the demo's prices are drawn from neighbourhood levels with noise, so a real
// feed's error will differ.
// Run from the repository root: `BENCH_DATABASE_URL=postgres://user@host:port/postgres npx tsx bench/comparables-backtest.mts`
// (a server where it may create and drop a database). BENCH_HELD_OUT (600) changes how many sales are tested.
// Figures go to stdout and to bench/results/comparables-backtest.json: median absolute percentage error of the
// range's middle, the share of sales within 5 % and 10 % of it, the share inside the range, coverage (the share of
// sales that got a range), by sale and lease, and the time per answer.
import { writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { openDatabase } from '../apps/api/src/db/client.ts'
import { migrate } from '../apps/api/src/db/migrate.ts'
import { listings } from '../apps/api/src/db/schema.ts'
import { createTransactor } from '../apps/api/src/db/transaction.ts'
import { buildComparables, createComparablesRepository } from '../apps/api/src/modules/comparables/index.ts'
import { seedDemoListings } from '../apps/api/src/seed/listings/index.ts'
import { freshPostgres } from './lib/fresh-postgres.mjs'

const SERVER = process.env.BENCH_DATABASE_URL
if (!SERVER) throw new Error('BENCH_DATABASE_URL must name a PostgreSQL server')
const HELD_OUT = Number(process.env.BENCH_HELD_OUT ?? 600)
const DAY = 86_400_000
const GRANTED = { granted: true, need: null } as const

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const pct = (n: number, of: number) => (of === 0 ? null : Number(((100 * n) / of).toFixed(1)))

interface Outcome {
  ranged: boolean
  errorPct: number | null
  inside: boolean
  ms: number
}

function summarise(outcomes: Outcome[]) {
  const ranged = outcomes.filter((o) => o.ranged)
  const errors = ranged.map((o) => o.errorPct as number).sort((a, b) => a - b)
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b)
  return {
    tested: outcomes.length,
    coveragePct: pct(ranged.length, outcomes.length),
    medianAbsErrorPct: errors.length ? Number(percentile(errors, 50).toFixed(1)) : null,
    within5Pct: pct(errors.filter((e) => e <= 5).length, ranged.length),
    within10Pct: pct(errors.filter((e) => e <= 10).length, ranged.length),
    insideRangePct: pct(ranged.filter((o) => o.inside).length, ranged.length),
    p50Ms: Number(percentile(times, 50).toFixed(2)),
    p95Ms: Number(percentile(times, 95).toFixed(2)),
  }
}

async function main() {
  const fresh = await freshPostgres(SERVER as string, 'mn_bench_comparables')
  const database = await openDatabase({ url: fresh.url, poolMax: 4 })
  try {
    await migrate(database)
    const db = database.db
    const started = Date.now()
    await seedDemoListings(db, { size: 'default', anchor: new Date() })
    console.log(`seeded the default demo listings in ${((Date.now() - started) / 1000).toFixed(0)} s`)
    const repository = createComparablesRepository(createTransactor(db))
    const held = await db
      .select({
        mlNum: listings.mlNum,
        sr: listings.sr,
        closePrice: listings.closePrice,
        closeDate: listings.closeDate,
      })
      .from(listings)
      .where(and(eq(listings.status, 'U'), sql`${listings.lsc} in ('sld', 'lsd')`))
      .orderBy(sql`md5(${listings.mlNum})`)
      .limit(HELD_OUT)
    const outcomes: Record<'Sale' | 'Lease', Outcome[]> = { Sale: [], Lease: [] }
    for (const h of held) {
      const subject = await repository.subject(h.mlNum)
      if (!subject || !h.closeDate || h.closePrice === null) continue
      // the day before it sold: only homes that had closed by then, never itself
      const asOf = new Date(h.closeDate.getTime() - DAY)
      const t0 = performance.now()
      const found = buildComparables(subject, await repository.candidates(subject, asOf), asOf, GRANTED)
      const ms = performance.now() - t0
      const range = found.range
      outcomes[h.sr].push({
        ranged: range !== null,
        errorPct: range ? (100 * Math.abs(range.mid - h.closePrice)) / h.closePrice : null,
        inside: range !== null && h.closePrice >= range.low && h.closePrice <= range.high,
        ms,
      })
    }
    const result = {
      at: new Date().toISOString(),
      machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30) },
      data: 'default demo listings (15,000 Greater Toronto + 5,000 Greater Vancouver), generated',
      note: 'On demo data this measures the method, not the market.',
      sale: summarise(outcomes.Sale),
      lease: summarise(outcomes.Lease),
    }
    console.log(JSON.stringify(result, null, 2))
    writeFileSync(
      join(import.meta.dirname, 'results', 'comparables-backtest.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    )
  } finally {
    await database.close()
    await fresh.drop()
  }
}

await main()

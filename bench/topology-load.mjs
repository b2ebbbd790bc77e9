// Load through the balancer: 1, 2 and 4 identical API processes on PostgreSQL behind HAProxy.
//
//   node bench/topology-load.mjs [--processes 1,2,4] [--duration 30] [--connections 50] [--page-connections 50]
//                                [--warmup 5] [--seed-size default] [--database-url postgres://…] [--out bench/results]
//
// After `npm run build`. Starts the topology of deploy/topology/start.mjs — a throw-away PostgreSQL cluster (or a fresh
// database on the server of --database-url / BENCH_DATABASE_URL), s3rver with a bucket, HAProxy running
// deploy/haproxy.cfg — and seeds the demo data (--seed-size) once, from one process. Then for each process count, with
// every process started afresh on that database and rate limits far above the load:
//   mixed  load.mjs's mixed load (listing search, listing detail, map clusters, /auth/check in turn) from
//          --connections clients for --duration seconds;
//   pages  --page-connections clients fetching server-drawn pages (home, the sale and lease lists, a condo, a
//          pre-construction project, a school) and a listing PDF in turn;
// each with /healthz asked every 100 ms through the balancer by a separate process (load.mjs --healthz-probe).
// req/s, p50/p99, non-2xx, errors and time-outs into <out>/topology-load.json and .md. Not run by CI.
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import {
  freePort,
  sharedApiEnv,
  startApi,
  startBalancer,
  startPostgres,
  startS3,
  stopChild,
} from '../deploy/topology/start.mjs'
import { loadAt } from './lib/load-run.mjs'
import { NO_RATE_LIMITS } from './lib/no-rate-limits.mjs'

const ROOT = join(import.meta.dirname, '..')
const { values: args } = parseArgs({
  options: {
    processes: { type: 'string', default: '1,2,4' },
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '50' },
    'page-connections': { type: 'string', default: '50' },
    warmup: { type: 'string', default: '5' },
    'seed-size': { type: 'string', default: 'default' },
    'database-url': { type: 'string' },
    out: { type: 'string', default: join(ROOT, 'bench', 'results') },
  },
})
const log = (...m) => console.error('[topology-load]', ...m)
const round = (ms) => Number(ms.toFixed(2))

/** Every limit far above the load, the heavy (pages and PDFs) one included. */
const LIMITS = { ...NO_RATE_LIMITS, HEAVY_RATE_LIMIT_PER_MINUTE: '100000000' }

async function api(base, path, init) {
  const res = await fetch(`${base}${path}`, init)
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`)
  return (await res.json()).data
}

/** The two request cycles, built from the seeded data through the balancer. */
async function requestSets(base) {
  const login = await api(base, '/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clientId: 'topology-load',
      tenantId: '000000',
      grantType: 'app',
      type: 'visitor',
      terminalId: 'topology-load',
    }),
  })
  const condo = (await api(base, '/house/api/listing/v1/search?city=toronto&sr=Sale&roomType=condo&limit=1')).items[0]
  const project = (await api(base, '/house/api/precons/v1/search?limit=1')).items[0]
  const school = (await api(base, '/house/api/school/v1/search?limit=1')).items[0]
  const mixed = [
    { method: 'GET', path: '/house/api/listing/v1/search?city=toronto&sr=Sale&roomType=condo&limit=20' },
    { method: 'GET', path: `/house/api/listing/v1/${condo.mlNum}` },
    { method: 'GET', path: '/house/api/map/v1/clusters?bbox=-79.46,43.62,-79.30,43.70&zoom=12' },
    { method: 'GET', path: `/auth/check?token=${encodeURIComponent(login.access_token)}` },
  ]
  const pages = [
    { method: 'GET', path: '/h5/pages/home' },
    { method: 'GET', path: '/h5/pages/toronto/sale/sale-list' },
    { method: 'GET', path: '/h5/pages/toronto/lease/lease-list' },
    { method: 'GET', path: `/h5/pages/toronto/sale/condo-detail?mlNum=${condo.mlNum}` },
    { method: 'GET', path: `/h5/pages/precons/precons-detail?preconsId=${project.id}` },
    { method: 'GET', path: `/h5/pages/school/school-detail?schoolNumber=${school.schoolNumber}` },
    { method: 'GET', path: `/house/api/pdf/download/${condo.mlNum}/${login.userId}/0` },
  ]
  return { mixed, pages }
}

function markdown(result) {
  const rows = result.runs.map(
    (r) =>
      `| ${r.processes} | ${r.load} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} / ${r.timeouts} | ${r.healthz.p50Ms} | ${r.healthz.p99Ms} | ${r.healthz.maxMs} | ${r.healthz.timeouts} |`,
  )
  return [
    '# Load through the balancer: 1, 2 and 4 API processes',
    '',
    `${result.at}, ${result.machine.cpus} CPUs, ${result.machine.memoryGb} GB; PostgreSQL ${result.database}, seed ${result.seedSize},`,
    `${result.durationS} s a run. HAProxy (deploy/haproxy.cfg), every API process, PostgreSQL and the load generator`,
    'share this one machine, so the figures show what the topology costs and how it behaves, not how it scales on',
    'machines of their own.',
    '',
    '*mixed*: listing search, listing detail, map clusters and /auth/check in turn. *pages*: server-drawn pages (home,',
    'sale and lease lists, a condo, a pre-construction project, a school) and a listing PDF in turn. /healthz every',
    '100 ms through the balancer on one connection of its own.',
    '',
    '| processes | load | clients | req/s | p50 ms | p99 ms | non-2xx | errors / timeouts | healthz p50 ms | healthz p99 ms | healthz max ms | healthz timeouts |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n')
}

async function main() {
  const counts = args.processes.split(',').map(Number)
  const durationS = Number(args.duration)
  const warmup = Number(args.warmup)
  const serverUrl = args['database-url'] ?? process.env.BENCH_DATABASE_URL
  const postgres = await startPostgres({ serverUrl, fsync: true, log })
  const s3 = await startS3({ log })
  const runs = []
  let seedSeconds = null
  try {
    // The demo data once, from one process; the processes measured start on it with SEED_DEMO=false.
    const seedStarted = performance.now()
    const seeder = await startApi({
      name: 'seed',
      env: sharedApiEnv({
        databaseUrl: postgres.url,
        s3,
        extra: { SEED_DEMO: 'true', SEED_SIZE: args['seed-size'], ...LIMITS },
      }),
      log,
    })
    await seeder.waitReady(900_000)
    await seeder.stop()
    seedSeconds = round((performance.now() - seedStarted) / 1000)
    log(`seeded (${args['seed-size']}) in ${seedSeconds} s`)

    for (const n of counts) {
      const port = await freePort()
      const env = sharedApiEnv({
        databaseUrl: postgres.url,
        s3,
        balancerPort: port,
        extra: { NODE_ENV: 'production', DEV_OUTBOX: 'false', ...LIMITS },
      })
      const apis = []
      let balancer = null
      try {
        for (let i = 1; i <= n; i++) apis.push(await startApi({ name: `n${n}-api${i}`, env, log }))
        await Promise.all(apis.map((a) => a.waitReady()))
        balancer = await startBalancer({ servers: apis.map((a) => ({ name: a.name, port: a.port })), port, log })
        const base = balancer.url
        const { mixed, pages } = await requestSets(base)
        if (warmup > 0) {
          await autocannon({ url: base, connections: 10, duration: warmup, requests: mixed })
          await autocannon({ url: base, connections: 10, duration: warmup, requests: pages })
        }
        for (const [load, requests, connections] of [
          ['mixed', mixed, Number(args.connections)],
          ['pages', pages, Number(args['page-connections'])],
        ]) {
          const run = { processes: n, load, ...(await loadAt(base, requests, connections, durationS)) }
          log(
            `${n} processes, ${load}, ${connections} clients: ${run.requestsPerSecond} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, ${run.non2xx} non-2xx; healthz p99 ${run.healthz.p99Ms} ms`,
          )
          runs.push(run)
        }
      } finally {
        await balancer?.stop()
        await Promise.all(apis.map((a) => stopChild(a.child)))
      }
    }
  } finally {
    await s3.stop()
    await postgres.stop()
  }
  const result = {
    at: new Date().toISOString(),
    database: serverUrl ? 'server of --database-url' : 'throw-away cluster on this machine',
    seedSize: args['seed-size'],
    seedSeconds,
    durationS,
    machine: { cpus: cpus().length, memoryGb: Math.round(totalmem() / 2 ** 30) },
    runs,
  }
  mkdirSync(args.out, { recursive: true })
  writeFileSync(join(args.out, 'topology-load.json'), `${JSON.stringify(result, null, 2)}\n`)
  writeFileSync(join(args.out, 'topology-load.md'), markdown(result))
  console.log(markdown(result))
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`[topology-load] ${err.stack ?? err}`)
    process.exit(1)
  },
)

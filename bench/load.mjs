// Load run: a mixed read load at a few connection counts, with /healthz timed on the side.
//
//   node bench/load.mjs [--engine pglite|postgres] [--duration 30] [--connections 50,200] [--warmup 5]
//                       [--url http://host:port] [--server-dir apps/api] [--seed-size default]
//                       [--database-url postgres://…] [--out bench/results]
//
// Without --url it starts the built server (<server-dir>/dist/server.js; `npm run build` first) on a fresh DATA_DIR
// seeded with the demo data (SEED_SIZE), or with --engine postgres on a fresh database of the PostgreSQL server named
// by --database-url / BENCH_DATABASE_URL / DATABASE_URL, with rate limits far above the load. --server-dir may name
// another checkout's apps/api, so the same script gives before and after figures.
// For each connection count: autocannon for --duration seconds cycling through listing search, listing detail,
// map clusters and /auth/check, while a separate process asks /healthz every 100 ms on one connection (p50, p99,
// max, timeouts over 2 s). Figures go to stdout and to <out>/load-<engine>.json and .md. Not run by CI.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { freshPostgres } from './lib/fresh-postgres.mjs'
import { loadAt } from './lib/load-run.mjs'
import { NO_RATE_LIMITS } from './lib/no-rate-limits.mjs'

const ROOT = join(import.meta.dirname, '..')
const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '50,200' },
    warmup: { type: 'string', default: '5' },
    url: { type: 'string' },
    'server-dir': { type: 'string', default: join(ROOT, 'apps', 'api') },
    'seed-size': { type: 'string', default: 'default' },
    'database-url': { type: 'string' },
    port: { type: 'string', default: '18240' },
    out: { type: 'string', default: join(ROOT, 'bench', 'results') },
    'healthz-probe': { type: 'string' },
    'probe-ms': { type: 'string' },
  },
})
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const HEALTHZ_EVERY_MS = 100
const HEALTHZ_TIMEOUT_MS = 2000

/** The side process: GET /healthz every 100 ms on one kept-alive connection; prints its figures as JSON. */
async function healthzProbe(base, durationMs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const times = []
  let timeouts = 0
  let failures = 0
  const one = () =>
    new Promise((done) => {
      const t0 = performance.now()
      const req = http.get(`${base}/healthz`, { agent, timeout: HEALTHZ_TIMEOUT_MS }, (res) => {
        res.resume()
        res.on('end', () => done(res.statusCode === 200 ? performance.now() - t0 : 'failed'))
      })
      req.on('timeout', () => {
        req.destroy()
        done('timeout')
      })
      req.on('error', () => done('failed'))
    })
  const end = performance.now() + durationMs
  while (performance.now() < end) {
    const started = performance.now()
    const r = await one()
    if (r === 'timeout') timeouts++
    else if (r === 'failed') failures++
    else times.push(r)
    await sleep(Math.max(0, HEALTHZ_EVERY_MS - (performance.now() - started)))
  }
  agent.destroy()
  const sorted = times.sort((a, b) => a - b)
  const at = (p) => (sorted.length ? round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]) : null)
  console.log(
    JSON.stringify({
      requests: sorted.length + timeouts + failures,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      maxMs: sorted.length ? round(sorted.at(-1)) : null,
      timeouts,
      failures,
    }),
  )
}

const round = (ms) => Number(ms.toFixed(2))

async function startServer(env, base) {
  const serverDir = resolve(args['server-dir'])
  const child = spawn(process.execPath, [join('dist', 'server.js')], {
    cwd: serverDir,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: args.port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Required in production: the address links are written with.
      PUBLIC_URL: base,
      SEED_DEMO: 'true',
      SEED_SIZE: args['seed-size'],
      JWT_SECRET: 'load-run-secret-load-run-secret-0123456',
      ...NO_RATE_LIMITS,
    },
  })
  const started = performance.now()
  while (performance.now() - started < 600_000) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    const seeded = await fetch(`${base}/house/api/listing/v1/search?limit=1`).then(
      async (r) => r.ok && (await r.json()).data.total > 0,
      () => false,
    )
    if (seeded) return { child, startSeconds: round((performance.now() - started) / 1000) }
    await sleep(500)
  }
  throw new Error('the server did not answer with listings within 10 minutes')
}

async function stopServer(child) {
  if (!child || child.exitCode !== null) return
  const done = new Promise((r) => child.once('exit', r))
  process.kill(-child.pid, 'SIGTERM')
  await Promise.race([done, sleep(10_000)])
  if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL')
}

/** The mixed load: what a buyer's app asks most, each connection cycling through it in order. */
async function mixedRequests(base) {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clientId: 'load-run',
      tenantId: '000000',
      grantType: 'app',
      type: 'visitor',
      terminalId: 'load-run',
    }),
  }).then((r) => r.json())
  const token = login.data.access_token
  const page = await fetch(`${base}/house/api/listing/v1/search?city=toronto&limit=20`).then((r) => r.json())
  const mlNum = page.data.items[0].mlNum
  return [
    { method: 'GET', path: '/house/api/listing/v1/search?city=toronto&sr=Sale&roomType=condo&limit=20' },
    { method: 'GET', path: `/house/api/listing/v1/${mlNum}` },
    { method: 'GET', path: '/house/api/map/v1/clusters?bbox=-79.46,43.62,-79.30,43.70&zoom=12' },
    { method: 'GET', path: `/auth/check?token=${encodeURIComponent(token)}` },
  ]
}

function markdown(result) {
  const rows = result.runs.map(
    (r) =>
      `| ${r.connections} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} / ${r.timeouts} | ${r.healthz.p50Ms} | ${r.healthz.p99Ms} | ${r.healthz.maxMs} | ${r.healthz.timeouts} |`,
  )
  return [
    `# Load run: ${result.engine}`,
    '',
    `${result.at}, ${result.machine.cpus} CPUs, ${result.machine.memoryGb} GB, ${result.target}, ${result.durationS} s a run.`,
    'Mixed load: listing search, listing detail, map clusters and /auth/check in turn; /healthz every 100 ms on one',
    'connection of its own.',
    '',
    '| connections | req/s | p50 ms | p99 ms | non-2xx | errors / timeouts | healthz p50 ms | healthz p99 ms | healthz max ms | healthz timeouts |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n')
}

async function main() {
  const engine = args.engine
  const durationS = Number(args.duration)
  const counts = args.connections.split(',').map(Number)
  let server = null
  let postgres = null
  let dataDir = null
  let base = args.url?.replace(/\/$/, '')
  let startSeconds = null
  try {
    if (!base) {
      base = `http://127.0.0.1:${args.port}`
      dataDir = mkdtempSync(join(tmpdir(), 'maplenest-load-'))
      const env = { DATA_DIR: dataDir }
      if (engine === 'postgres') {
        const serverUrl = args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL
        if (!serverUrl) throw new Error('--engine postgres needs --database-url, BENCH_DATABASE_URL or DATABASE_URL')
        postgres = await freshPostgres(serverUrl, 'mn_load')
        env.DATABASE_URL = postgres.url
      } else if (engine !== 'pglite') throw new Error(`unknown engine ${engine}`)
      console.error(`[load] starting ${resolve(args['server-dir'])} on ${engine} (seed ${args['seed-size']})…`)
      ;({ child: server, startSeconds } = await startServer(env, base))
      console.error(`[load] seeded and answering after ${startSeconds} s`)
    }
    const requests = await mixedRequests(base)
    const warmup = Number(args.warmup)
    if (warmup > 0) await autocannon({ url: base, connections: 10, duration: warmup, requests })
    const runs = []
    for (const connections of counts) {
      const run = await loadAt(base, requests, connections, durationS)
      console.error(
        `[load] ${connections} connections: ${run.requestsPerSecond} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms; healthz p99 ${run.healthz.p99Ms} ms, max ${run.healthz.maxMs} ms, ${run.healthz.timeouts} timeouts`,
      )
      runs.push(run)
    }
    const result = {
      engine,
      at: new Date().toISOString(),
      target: args.url ? args.url : `${resolve(args['server-dir'])} (seed ${args['seed-size']})`,
      startSeconds,
      durationS,
      machine: { cpus: cpus().length, memoryGb: Math.round(totalmem() / 2 ** 30) },
      requests: requests.map((r) => r.path.replace(/token=[^&]+/, 'token=…')),
      runs,
    }
    mkdirSync(args.out, { recursive: true })
    writeFileSync(join(args.out, `load-${engine}.json`), `${JSON.stringify(result, null, 2)}\n`)
    writeFileSync(join(args.out, `load-${engine}.md`), markdown(result))
    console.log(markdown(result))
  } finally {
    await stopServer(server)
    await postgres?.drop().catch((err) => console.error(`[load] could not drop the database: ${err.message}`))
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
}

if (args['healthz-probe']) await healthzProbe(args['healthz-probe'], Number(args['probe-ms']))
else await main()

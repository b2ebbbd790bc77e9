// MapleNest benchmarks. Run from the repository root with `npm run bench` after `npm run build`.
// 1. start-up: seconds from starting the server on an empty DATA_DIR to the first 200 on /h5/
//    (the bundled server alone, and the whole `npm start` including the build);
// 2. throughput of GET /auth/check as a ratio to a bare Fastify hello-world (its own process, like the api),
//    same machine, same run.
// Figures go to stdout and to bench/results/latest.json.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'

const ROOT = join(import.meta.dirname, '..')
/** The server, the bare Fastify server and the `npm start` timing listen on this port and the next two. */
const PORT = Number(process.env.BENCH_PORT ?? 18080)
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const skipNpmStart = process.argv.includes('--no-npm-start')

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

async function waitFor200(url, child, limitMs = 300_000) {
  const started = performance.now()
  while (performance.now() - started < limitMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const res = await fetch(url)
      if (res.status === 200) return
    } catch {}
    await sleep(25)
  }
  throw new Error(`no 200 from ${url} within ${limitMs} ms`)
}

async function waitForAny(url, child) {
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`)
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await sleep(25)
  }
  throw new Error(`${url} never answered`)
}

async function stop(child) {
  if (child.exitCode !== null) return
  const done = new Promise((r) => child.once('exit', r))
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    child.kill('SIGTERM')
  }
  await Promise.race([done, sleep(5000)])
}

/** Starts a command on a fresh data folder and returns seconds to the first 200 on /h5/, plus the running child. */
async function timeToFirst200(command, args, cwd, port, extraEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'maplenest-bench-'))
  const t0 = performance.now()
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...extraEnv },
  })
  await waitFor200(`http://127.0.0.1:${port}/h5/`, child)
  const seconds = (performance.now() - t0) / 1000
  return { seconds, child, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) }
}

async function load(url, opts = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...opts })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

const results = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
}

// 1a. the bundled server alone on an empty data folder (migrations + demo seed included), on PGlite,
// then on PostgreSQL when BENCH_DATABASE_URL names an empty database
const databases = [['pglite', {}]]
if (process.env.BENCH_DATABASE_URL)
  databases.push(['postgres', { DATABASE_URL: process.env.BENCH_DATABASE_URL, SEED_DEMO: 'true' }])
for (const [name, dbEnv] of databases) {
  const server = await timeToFirst200(process.execPath, ['dist/server.js'], join(ROOT, 'apps', 'api'), PORT, {
    RATE_LIMIT_PER_MINUTE: '100000000',
    ...dbEnv,
  })
  const r = { startupSeconds: Number(server.seconds.toFixed(2)) }
  console.log(`[${name}] start-up, built server on empty DATA_DIR → first 200 on /h5/: ${r.startupSeconds} s`)

  // 2. GET /healthz (the server's own plugins, no database) and GET /auth/check (JWT + one session lookup)
  const login = await fetch(`http://127.0.0.1:${PORT}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clientId: 'bench',
      grantType: 'app',
      tenantId: '000000',
      type: 'visitor',
      terminalId: 'bench',
    }),
  }).then((res) => res.json())
  const token = login.data.access_token
  r.healthz = await load(`http://127.0.0.1:${PORT}/healthz`)
  r.authCheck = await load(`http://127.0.0.1:${PORT}/auth/check?token=${encodeURIComponent(token)}`)
  console.log(
    `[${name}] GET /healthz: ${r.healthz.requestsPerSecond} req/s (p50 ${r.healthz.latencyP50Ms} ms, p99 ${r.healthz.latencyP99Ms} ms)`,
  )
  console.log(
    `[${name}] GET /auth/check: ${r.authCheck.requestsPerSecond} req/s (p50 ${r.authCheck.latencyP50Ms} ms, p99 ${r.authCheck.latencyP99Ms} ms, non-2xx ${r.authCheck.non2xx})`,
  )
  await stop(server.child)
  server.cleanup()
  results[name] = r
}

const hello = spawn(process.execPath, [join(import.meta.dirname, 'hello-server.mjs')], {
  detached: true,
  stdio: 'ignore',
  env: { ...process.env, PORT: String(PORT + 1) },
})
await waitForAny(`http://127.0.0.1:${PORT + 1}/`, hello)
results.helloWorld = await load(`http://127.0.0.1:${PORT + 1}/`)
await stop(hello)
console.log(`bare Fastify hello-world: ${results.helloWorld.requestsPerSecond} req/s`)
for (const [name] of databases) {
  const r = results[name]
  r.authCheckToHelloWorldRatio = Number(
    (r.authCheck.requestsPerSecond / results.helloWorld.requestsPerSecond).toFixed(3),
  )
  r.healthzToHelloWorldRatio = Number((r.healthz.requestsPerSecond / results.helloWorld.requestsPerSecond).toFixed(3))
  console.log(
    `[${name}] /auth/check : hello-world = ${r.authCheckToHelloWorldRatio}; /healthz : hello-world = ${r.healthzToHelloWorldRatio}`,
  )
}

// 1b. the newcomer's `npm start` (build + serve) on an empty data folder
if (!skipNpmStart) {
  // --rebuild: npm start skips a build that is current (decision 0107); this figure is the one with the build
  const full = await timeToFirst200('npm', ['start', '--', '--rebuild'], ROOT, PORT + 2)
  results.startupNpmStartSeconds = Number(full.seconds.toFixed(2))
  console.log(
    `start-up, \`npm start\` (build + serve) on empty DATA_DIR → first 200 on /h5/: ${results.startupNpmStartSeconds} s`,
  )
  await stop(full.child)
  full.cleanup()
}

writeFileSync(join(import.meta.dirname, 'results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`)

// Crash test: does the server lose writes it acknowledged when it is killed without warning?
//
//   node bench/crash.mjs [--engine pglite|postgres] [--rounds 3] [--writers 4] [--kill-after-ms 1500]
//                        [--server-dir apps/api] [--dist | --server FILE] [--database-url postgres://…] [--json out.json]
//                        [--data-dir DIR]
//
// Starts the real server (apps/api/src/server.ts through tsx, with --dist the built dist/server.js, or the built server
// --server names) in a process group of its own on a fresh DATA_DIR (embedded PGlite; --data-dir names one to use instead,
// which may hold a migrated database already, and is removed afterwards like a fresh one) or a fresh database on the
// PostgreSQL server of --database-url / TEST_DATABASE_URL / DATABASE_URL. Writers sign in visitors in a loop — each
// sign-in inserts a session (and a visitor account) and answers 200 only once it is stored — and every access token
// acknowledged with 200 is kept. After --kill-after-ms the whole process group gets SIGKILL (the server and any worker
// it started), the server is started again on the same data, and every kept token is tried on GET /getInfo: one that no
// longer works is a lost write. Repeated for --rounds. Exits 1 when any acknowledged write is missing or the server
// does not come back (a stale lock or a damaged database after the kill).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { freshPostgres } from './lib/fresh-postgres.mjs'
import { NO_RATE_LIMITS } from './lib/no-rate-limits.mjs'

const ROOT = join(import.meta.dirname, '..')
const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    rounds: { type: 'string', default: '3' },
    writers: { type: 'string', default: '4' },
    'kill-after-ms': { type: 'string', default: '1500' },
    'server-dir': { type: 'string', default: join(ROOT, 'apps', 'api') },
    dist: { type: 'boolean', default: false },
    server: { type: 'string' },
    'database-url': { type: 'string' },
    port: { type: 'string', default: '18230' },
    json: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
  },
})
const ROUNDS = Number(args.rounds)
const WRITERS = Number(args.writers)
const KILL_AFTER_MS = Number(args['kill-after-ms'])
const PORT = Number(args.port)
const BASE = `http://127.0.0.1:${PORT}`
const SERVER_DIR = resolve(args['server-dir'])
const log = (...m) => args.quiet || console.error('[crash]', ...m)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const VISITOR = { clientId: 'crash-test', tenantId: '000000', grantType: 'app', type: 'visitor' }

function startServer(env) {
  const command = args.server
    ? [resolve(args.server)]
    : args.dist
      ? [join('dist', 'server.js')]
      : ['--import', 'tsx', join('src', 'server.ts')]
  // A process group of its own, so one kill reaches the server and every process or worker it started.
  const child = spawn(process.execPath, command, {
    cwd: SERVER_DIR,
    detached: true,
    stdio: ['ignore', 'ignore', args.quiet ? 'ignore' : 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      JWT_SECRET: 'crash-test-secret-crash-test-secret-0123',
      ...NO_RATE_LIMITS,
    },
  })
  const exited = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })))
  return { child, exited }
}

async function waitReady(server, timeoutMs = 60_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`server exited with ${server.child.exitCode ?? server.child.signalCode} before it was ready`)
    const ready = await fetch(`${BASE}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return Date.now() - started
    await sleep(100)
  }
  throw new Error('server not ready in time')
}

/** SIGKILL to the whole group; resolves once the server process is gone. */
async function killGroup(server) {
  try {
    process.kill(-server.child.pid, 'SIGKILL')
  } catch {
    // already gone
  }
  await server.exited
  // give the kernel a moment to reap the group's other members (a worker thread dies with its process)
  await sleep(100)
}

/** Signs in visitors until stopped; returns every token the server acknowledged with 200. */
async function writeLoop(writer, stop) {
  const acknowledged = []
  let n = 0
  while (!stop.done) {
    const terminalId = `crash-${writer}-${n++}`
    try {
      const res = await fetch(`${BASE}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...VISITOR, terminalId }),
      })
      if (res.status === 200) {
        const body = await res.json()
        acknowledged.push({ terminalId, token: body.data.access_token })
      }
    } catch {
      // the connection died with the server: not acknowledged, so not counted
    }
  }
  return acknowledged
}

async function missingOf(acknowledged) {
  const missing = []
  for (let i = 0; i < acknowledged.length; i += 32) {
    const batch = acknowledged.slice(i, i + 32)
    const answers = await Promise.all(
      batch.map((w) =>
        fetch(`${BASE}/getInfo`, { headers: { authorization: `Bearer ${w.token}` } }).then((r) => r.status),
      ),
    )
    answers.forEach((status, j) => {
      if (status !== 200) missing.push({ terminalId: batch[j].terminalId, status })
    })
  }
  return missing
}

async function main() {
  const engine = args.engine
  const dataDir = args['data-dir'] ? resolve(args['data-dir']) : mkdtempSync(join(tmpdir(), 'maplenest-crash-'))
  let postgres = null
  const env = { DATA_DIR: dataDir }
  if (engine === 'postgres') {
    const serverUrl = args['database-url'] ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
    if (!serverUrl) throw new Error('--engine postgres needs --database-url, TEST_DATABASE_URL or DATABASE_URL')
    postgres = await freshPostgres(serverUrl, 'mn_crash')
    env.DATABASE_URL = postgres.url
  } else if (engine !== 'pglite') throw new Error(`unknown engine ${engine}`)

  const rounds = []
  let server = startServer(env)
  try {
    log(`${engine}: first start ${await waitReady(server)} ms`)
    for (let round = 1; round <= ROUNDS; round++) {
      const stop = { done: false }
      const loops = Array.from({ length: WRITERS }, (_, w) => writeLoop(`${round}-${w}`, stop))
      await sleep(KILL_AFTER_MS)
      await killGroup(server)
      stop.done = true
      const acknowledged = (await Promise.all(loops)).flat()
      server = startServer(env)
      const restartMs = await waitReady(server)
      const missing = await missingOf(acknowledged)
      rounds.push({ round, acknowledged: acknowledged.length, missing: missing.length, restartMs, lost: missing })
      log(`round ${round}: ${acknowledged.length} acknowledged, ${missing.length} missing, restart ${restartMs} ms`)
    }
  } finally {
    await killGroup(server)
    await postgres?.drop().catch((err) => log(`could not drop the database: ${err.message}`))
    rmSync(dataDir, { recursive: true, force: true })
  }
  const result = {
    engine,
    at: new Date().toISOString(),
    rounds,
    acknowledged: rounds.reduce((s, r) => s + r.acknowledged, 0),
    missing: rounds.reduce((s, r) => s + r.missing, 0),
  }
  if (args.json) writeFileSync(args.json, `${JSON.stringify(result, null, 2)}\n`)
  console.log(JSON.stringify({ engine, acknowledged: result.acknowledged, missing: result.missing }))
  return result.missing === 0 && result.acknowledged > 0
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (err) => {
    console.error(`[crash] ${err.stack ?? err}`)
    process.exit(1)
  },
)

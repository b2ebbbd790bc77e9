// Starts the built server for the journeys on a fresh, empty data folder with the demo data, with a listing feed and a
// push service of its own (e2e/reso-peer.ts), reached by journeys through its control port, E2E_PORT + 1.
// The database is the embedded one, or, when TEST_DATABASE_URL names a PostgreSQL server (as in CI), a database of its
// own there, made for this run and dropped after it: the same journeys, a third of the server's CPU.
// E2E_API_DIST names another build of the server (default dist); WEB_DIST, passed through, another build of the app.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

const port = Number(process.env.E2E_PORT ?? 8181)
const token = 'e2e-feed-token'
const root = join(import.meta.dirname, '..')
const peer = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'reso-peer.ts')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, RESO_TOKEN: token, RESO_CONTROL_PORT: String(port + 1) },
})
const [resoUrl, pushOrigin] = await new Promise((resolve, reject) => {
  const lines = []
  createInterface({ input: peer.stdout }).on('line', (line) => {
    lines.push(line)
    if (lines.length === 2) resolve(lines)
  })
  peer.once('exit', (code) => reject(new Error(`the peers stopped (${code}) before they started`)))
})

const dataDir = mkdtempSync(join(tmpdir(), 'maplenest-e2e-'))
const postgres = process.env.TEST_DATABASE_URL ? await createDatabase(process.env.TEST_DATABASE_URL) : null
const server = spawn(process.execPath, [join(process.env.E2E_API_DIST ?? 'dist', 'server.js')], {
  cwd: join(root, 'apps', 'api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url, SEED_DEMO: 'true' } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    // the address the journeys reach it at, which every absolute link it writes starts with
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    // The journeys read verification codes from /dev/outbox, which answers only with this on (and only this machine).
    DEV_OUTBOX: 'true',
    SEED_SIZE: 'tiny',
    // Every journey signs in from this one address, several times a minute; the api tests hold the real limit.
    AUTH_RATE_LIMIT_PER_MINUTE: '600',
    // and opens drawn pages from it by the dozen a minute
    HEAVY_RATE_LIMIT_PER_MINUTE: '6000',
    // Every journey's visitor asks the assistant from this one address too, and the visitors of an address share one
    // person's questions.
    AI_MESSAGES_PER_MINUTE: '600',
    // Three end-to-end runs share the test machine with the unit suites, so its event loop is often late: the busy
    // answer is an api test of its own, not something a journey should meet by chance.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    RESO_URL: resoUrl,
    RESO_TOKEN: token,
    RESO_FEED: 'e2e',
    // Sign in with Apple offered (its keys are never fetched: the journeys only see refused answers).
    APPLE_CLIENT_ID: 'ca.maplenest.e2e',
    // The journeys' push service (e2e/reso-peer.ts), on this machine over plain HTTP.
    PUSH_ENDPOINT_ORIGINS: pushOrigin,
  },
})
const stop = () => {
  server.kill('SIGTERM')
  peer.kill('SIGTERM')
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.on('exit', async (code) => {
  peer.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
  await postgres?.drop().catch(() => {})
  process.exit(code ?? 0)
})

/** An empty database of this server's own on the PostgreSQL server `serverUrl` names; `drop` removes it. */
async function createDatabase(serverUrl) {
  const { default: pg } = await import('pg')
  const name = `maplenest_e2e_${port}`
  const onServer = async (statement) => {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    try {
      await admin.query(statement)
    } finally {
      await admin.end()
    }
  }
  await onServer(`drop database if exists ${name} with (force)`)
  await onServer(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) }
}

// Starts the built server for the journeys on a fresh, empty data folder (embedded database, demo accounts), with a
// listing feed and a push service of its own (e2e/reso-peer.ts), reached by journeys through its control port, E2E_PORT + 1.
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
const server = spawn(process.execPath, [join(process.env.E2E_API_DIST ?? 'dist', 'server.js')], {
  cwd: join(root, 'apps', 'api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
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
server.on('exit', (code) => {
  peer.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})

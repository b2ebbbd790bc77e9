// Starts the built server for the journeys on a fresh, empty data folder (embedded database, demo accounts).
// E2E_API_DIST names another build of the server (default dist); WEB_DIST, passed through, another build of the app.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dataDir = mkdtempSync(join(tmpdir(), 'maplenest-e2e-'))
const server = spawn(process.execPath, [join(process.env.E2E_API_DIST ?? 'dist', 'server.js')], {
  cwd: join(import.meta.dirname, '..', 'apps', 'api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT ?? '8181',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    SEED_SIZE: 'tiny',
  },
})
const stop = () => {
  server.kill('SIGTERM')
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})

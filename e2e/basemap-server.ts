// A server of its own for the basemap journey (specs/map-basemap.spec.ts): the built api on a free port, on a fresh
// embedded database with the tiny demo data, with MAP_PMTILES naming a small archive of downtown Toronto written
// here. The journeys' shared server draws the bundled basemap, which other journeys expect.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// biome-ignore lint/style/noRestrictedImports: not a journey but its server's set-up, the archive the api tests read.
import { writeTestArchive } from '../apps/api/test/modules/map/pmtiles-fixtures.ts'

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

export interface BasemapServer {
  /** `http://127.0.0.1:<port>` */
  base: string
  stop(): Promise<void>
}

/** Starts the server and resolves once it is ready (its /readyz answers 200). */
export async function startBasemapServer(): Promise<BasemapServer> {
  const dir = mkdtempSync(join(tmpdir(), 'maplenest-basemap-e2e-'))
  const archive = join(dir, 'toronto.pmtiles')
  writeTestArchive(archive)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, [join(process.env.E2E_API_DIST ?? 'dist', 'server.js')], {
    cwd: join(import.meta.dirname, '..', 'apps', 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: join(dir, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED_SIZE: 'tiny',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      MAP_PMTILES: archive,
    },
  })
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 150_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break
    const ready = await fetch(`${base}/readyz`).then(
      (res) => res.ok,
      () => false,
    )
    if (ready) return { base, stop }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error('the basemap server did not start')
}

// One timed load run with /healthz watched beside it, shared by load.mjs and topology-load.mjs.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import autocannon from 'autocannon'

const LOAD_SCRIPT = join(import.meta.dirname, '..', 'load.mjs')

/** load.mjs's /healthz side process (every 100 ms on one connection, a process of its own): its figures as JSON. */
export function runProbe(base, durationMs) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [LOAD_SCRIPT, '--healthz-probe', base, '--probe-ms', String(durationMs)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (d) => {
      out += d
    })
    child.on('exit', (code) => (code === 0 ? done(JSON.parse(out.trim())) : fail(new Error(`probe exited ${code}`))))
  })
}

/** autocannon cycling through `requests` for `durationS` seconds, with the /healthz probe's figures beside it. */
export async function loadAt(base, requests, connections, durationS) {
  const healthz = runProbe(base, durationS * 1000)
  const r = await autocannon({ url: base, connections, duration: durationS, requests, timeout: 10 })
  return {
    connections,
    durationS,
    requestsPerSecond: Math.round(r.requests.average),
    requests: r.requests.total,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    healthz: await healthz,
  }
}

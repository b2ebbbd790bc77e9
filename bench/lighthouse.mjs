// Lighthouse on the first screens people open, run from the repository root after `npm run build`:
//   node bench/lighthouse.mjs [--out lighthouse-after] [--runs 3] [--routes home,sale-list] [--locales en-GB]
//                             [--throttling simulate|devtools] [--settle-ms 10000] [--gpu-compositing] [--warm-up 1]
// Mobile preset (Moto G Power screen), simulated slow 4G (150 ms RTT, 1.6 Mbit/s) and 4× CPU slowdown (or, with
// --throttling devtools, the same slow 4G and 4× CPU applied by Chromium while the page loads), Debian's
// Chromium through chrome-launcher, a fresh browser and a cold profile for every run (Lighthouse also clears the
// origin's storage, so each run is a first visit with its visitor sign-in). The median of the runs per metric, and
// the run of median score, per route and language.
// The server: --url of a running one, or the built server (--api-dist, default dist; --web-dist, default
// apps/web/dist) started on --data-dir (default <tmp>/maplenest-lighthouse-data, seeded with the default demo data
// the first time — 20,000 listings — and reused afterwards) on --port (default 18230).
// The machine's load average is written beside every route: Lighthouse simulates the network, but the CPU tasks it
// scales are measured ones, so a loaded machine reads slower. Each run therefore starts --settle-ms after the one
// before, once the previous browser has gone and the server has finished what that page asked of it.
// The map is measured with software WebGL (SwiftShader), as its live map needs WebGL. The page itself is composited
// in software, as every other route is here: SwiftShader compositing holds a fresh browser's first frame for about
// a second whatever the page (the sale list's first paint goes from 89 ms to 658 ms with it), which a phone's GPU
// does not. --gpu-compositing composites the map through SwiftShader too, as earlier figures were measured.
// Each route and language is first opened --warm-up times unmeasured (default once), so the runs measure the phone's
// side against a server that has met the page before (its rendered pictures and database pages in memory), as a live
// server has: otherwise the first run also measures that server work, on the same two cores as the browser.
// Figures go to stdout and to bench/results/<out>.json and .md.
import { execFile, execFileSync, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs, promisify } from 'node:util'
import { NO_RATE_LIMITS } from './lib/no-rate-limits.mjs'

const ROOT = join(import.meta.dirname, '..')
const { values: opts } = parseArgs({
  options: {
    out: { type: 'string', default: 'lighthouse' },
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    locales: { type: 'string', default: 'en-GB,zh-Hans-CN' },
    url: { type: 'string' },
    'api-dist': { type: 'string', default: 'dist' },
    'web-dist': { type: 'string', default: join(ROOT, 'apps', 'web', 'dist') },
    'data-dir': { type: 'string', default: join(tmpdir(), 'maplenest-lighthouse-data') },
    port: { type: 'string', default: '18230' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    throttling: { type: 'string', default: 'simulate' },
    'settle-ms': { type: 'string', default: '10000' },
    'gpu-compositing': { type: 'boolean', default: false },
    'warm-up': { type: 'string', default: '1' },
  },
})
const RUNS = Number(opts.runs)
const RETRIES = 4
const execFileAsync = promisify(execFile)
const LOCALES = opts.locales.split(',')
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b)
  if (s.length === 0) return null
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const load = () => loadavg().map((x) => Number(x.toFixed(2)))

// The server: a running one, or the built one on its own data folder.
let server = null
let base = opts.url?.replace(/\/$/, '')
if (!base) {
  mkdirSync(opts['data-dir'], { recursive: true })
  base = `http://127.0.0.1:${opts.port}`
  server = spawn(process.execPath, [join(opts['api-dist'], 'server.js')], {
    cwd: join(ROOT, 'apps', 'api'),
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...NO_RATE_LIMITS,
      DATA_DIR: resolve(opts['data-dir']),
      PORT: opts.port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_SIZE: 'default',
      WEB_DIST: resolve(opts['web-dist']),
    },
  })
}
const stopServer = async () => {
  if (!server || server.exitCode !== null) return
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    server.kill('SIGTERM')
  }
  await Promise.race([new Promise((r) => server.once('exit', r)), sleep(10_000)])
}
process.once('SIGINT', () => void stopServer().then(() => process.exit(130)))

async function api(path) {
  const res = await fetch(`${base}${path}`)
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`)
  return (await res.json()).data
}

try {
  // Ready when the demo data is in (the first start seeds it).
  const started = performance.now()
  for (;;) {
    if (server && server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    if (performance.now() - started > 900_000) throw new Error('server not ready in 15 minutes')
    const total = await api('/house/api/listing/v1/search?limit=1').then(
      (d) => d.total,
      () => 0,
    )
    if (total > 1000) break
    await sleep(500)
  }

  // The pages: the same records every run on the same (deterministic) data.
  const condo = (await api('/house/api/listing/v1/search?city=toronto&sr=Sale&roomType=condo&status=active&limit=1'))
    .items[0]
  const project = (await api('/house/api/precons/v1/search?limit=1')).items[0]
  const school = (await api('/house/api/school/v1/search?limit=1')).items[0]
  const ROUTES = [
    { name: 'home', path: '/h5/pages/home' },
    { name: 'sale-list', path: '/h5/pages/toronto/sale/sale-list' },
    { name: 'lease-list', path: '/h5/pages/toronto/lease/lease-list' },
    { name: 'condo-detail', path: `/h5/pages/toronto/sale/condo-detail?mlNum=${condo.mlNum}` },
    { name: 'precons-detail', path: `/h5/pages/precons/precons-detail?preconsId=${project.id}` },
    { name: 'school-detail', path: `/h5/pages/school/school-detail?schoolNumber=${school.schoolNumber}` },
    { name: 'map', path: '/h5/pages/map/map', webgl: true },
  ].filter((r) => !opts.routes || opts.routes.split(',').includes(r.name))

  const withLocale = (path, locale) =>
    locale === 'en-GB' ? path : `${path}${path.includes('?') ? '&' : '?'}language=${encodeURIComponent(locale)}`

  /** One run in a fresh process (bench/lib/lighthouse-run.mjs), so no run pays for the one before it. */
  async function runOnce(url, webgl) {
    const args = [
      join(import.meta.dirname, 'lib', 'lighthouse-run.mjs'),
      url,
      opts.chromium,
      opts.throttling,
      ...(webgl ? ['webgl'] : []),
      ...(opts['gpu-compositing'] ? ['gpu-compositing'] : []),
    ]
    const { stdout } = await execFileAsync(process.execPath, args, { maxBuffer: 16 * 2 ** 20 })
    return JSON.parse(stdout.trim().split('\n').at(-1))
  }

  const chromiumVersion = (() => {
    try {
      return execFileSync(opts.chromium, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
        .split('\n')[0]
        .trim()
    } catch {
      return null
    }
  })()
  const rows = []
  // Written after every row, so a long run that stops keeps what it measured.
  const write = () => {
    const results = {
      date: new Date().toISOString(),
      lighthouse: '12.2.3',
      chromium: chromiumVersion ?? opts.chromium,
      settings:
        opts.throttling === 'devtools'
          ? 'mobile preset, devtools throttling (applied by Chromium): 562.5 ms request latency, 1,475 kbit/s, CPU ×4; fresh profile per run'
          : 'mobile preset, simulated throttling: 150 ms RTT, 1,638 kbit/s, CPU ×4; fresh profile per run',
      map: `software WebGL (SwiftShader), ${opts['gpu-compositing'] ? 'composited through SwiftShader' : 'software compositing'}`,
      runsPerRoute: RUNS,
      warmUpRunsPerRoute: Number(opts['warm-up']),
      machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
      data: { seed: 'default', condo: condo.mlNum, project: project.id, school: school.schoolNumber },
      rows,
    }
    const outDir = join(import.meta.dirname, 'results')
    writeFileSync(join(outDir, `${opts.out}.json`), `${JSON.stringify(results, null, 2)}\n`)
    const table = [
      `# Lighthouse ${results.lighthouse}, ${results.date.slice(0, 10)}`,
      '',
      `${results.settings}; the map with ${results.map}; median of ${RUNS} runs after ${results.warmUpRunsPerRoute} unmeasured; ${results.machine.cpus} CPUs, load average (1 min) before → after each row.`,
      '',
      '| route | language | score | FCP ms | LCP ms | TBT ms | CLS | SI ms | JS KiB (transferred) | load |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        ({ route, locale, median: m, load: l }) =>
          `| ${route} | ${locale} | ${m.score} | ${m.fcpMs} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${m.siMs} | ${m.scriptKiB} | ${l.before[0]} → ${l.after[0]} |`,
      ),
      '',
    ].join('\n')
    writeFileSync(join(outDir, `${opts.out}.md`), table)
    return table
  }

  for (const route of ROUTES) {
    for (const locale of LOCALES) {
      const url = `${base}${withLocale(route.path, locale)}`
      const loadBefore = load()
      for (let i = 0; i < Number(opts['warm-up']); i++) {
        await runOnce(url, route.webgl).catch(() => null)
        console.log(`${route.name} ${locale} warm-up ${i + 1} (not counted)`)
      }
      // A run Lighthouse could not measure (its trace now and then lacks the navigation start, NO_NAVSTART) is no
      // figure: it is run again, up to RETRIES times a row, so each median is of RUNS measured runs.
      const runs = []
      const unmeasured = []
      for (let i = 0; runs.length < RUNS && i < RUNS + RETRIES; i++) {
        await sleep(Number(opts['settle-ms']))
        const run = await runOnce(url, route.webgl).catch((error) => ({ score: null, error: String(error) }))
        ;(run.score === null ? unmeasured : runs).push(run)
        console.log(
          `${route.name} ${locale} run ${i + 1}: score ${run.score}, FCP ${run.fcpMs}, LCP ${run.lcpMs}, TBT ${run.tbtMs}, CLS ${run.cls}, JS ${run.scriptKiB} KiB${run.runtimeError ? ` (${run.runtimeError}, run again)` : ''}${run.error ? ` (${run.error}, run again)` : ''}`,
        )
      }
      if (runs.length === 0) runs.push(...unmeasured)
      const medianOf = (key) => median(runs.map((r) => r[key]))
      const byScore = [...runs].sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
      const row = {
        route: route.name,
        locale,
        path: withLocale(route.path, locale),
        median: {
          score: medianOf('score'),
          fcpMs: medianOf('fcpMs'),
          lcpMs: medianOf('lcpMs'),
          tbtMs: medianOf('tbtMs'),
          cls: medianOf('cls'),
          siMs: medianOf('siMs'),
          scriptKiB: medianOf('scriptKiB'),
          totalKiB: medianOf('totalKiB'),
        },
        lcpElement: byScore[Math.floor(byScore.length / 2)].lcpElement ?? null,
        load: { before: loadBefore, after: load() },
        runs,
        unmeasured: unmeasured.length,
      }
      rows.push(row)
      write()
      const m = row.median
      console.log(
        `→ ${route.name} ${locale}: score ${m.score}, FCP ${m.fcpMs}, LCP ${m.lcpMs}, TBT ${m.tbtMs}, CLS ${m.cls} (load ${row.load.before[0]}→${row.load.after[0]})`,
      )
    }
  }
  console.log(`\n${write()}`)
} finally {
  await stopServer()
}

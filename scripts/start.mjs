#!/usr/bin/env node
/**
 * `npm start`: builds what changed, then runs the server (apps/api/dist/server.js), which migrates, seeds and listens,
 * each stage on one line.
 *
 * The build stage hashes what each build reads (the web app's files, the api's sources and build script, core's
 * sources, the lockfile) and compares the hash with the stamp the last build of it left in its dist folder
 * (`.build-stamp`): a build that is current is skipped, so a second start goes straight to the server. A build's own
 * output is kept in node_modules/.cache/maplenest/build-<name>.log and shown only when it fails. On a first start
 * (no seed stamp beside the embedded database) the api's seed command writes the demo listings while the web app
 * builds, and the server then adds the rest of the demo data.
 *
 *   node scripts/start.mjs [--rebuild]     --rebuild builds both whatever the stamps say
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const LOG_DIR = join(ROOT, 'node_modules', '.cache', 'maplenest')
const STAMP = '.build-stamp'
const rebuild = process.argv.includes('--rebuild')
const tty = process.stdout.isTTY === true

/** What is never an input of a build: outputs, installed packages, tests and the server's data. */
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test', 'var', 'test-results', 'drizzle'])
const SKIP_FILE = /\.test\.[cm]?[jt]sx?$|^\.build-stamp$|^\.DS_Store$/

const BUILDS = [
  {
    name: 'web',
    label: 'the web app',
    inputs: ['apps/web', 'packages/core/src', 'packages/core/package.json', 'package-lock.json'],
    // Vite reads VITE_* variables into the bundle
    env: (e) => Object.keys(e).filter((k) => k.startsWith('VITE_')),
    dist: 'apps/web/dist',
    command: ['npm', ['run', '--silent', 'build', '-w', '@maplenest/web']],
  },
  {
    name: 'api',
    label: 'the server',
    inputs: ['apps/api/src', 'apps/api/scripts', 'apps/api/package.json', 'packages/core/src', 'package-lock.json'],
    env: (e) => Object.keys(e).filter((k) => k === 'API_OUT_DIR'),
    dist: process.env.API_OUT_DIR ? join('apps/api', process.env.API_OUT_DIR) : 'apps/api/dist',
    command: ['npm', ['run', '--silent', 'build', '-w', '@maplenest/api']],
  },
]

/** The files under a folder (or the file itself), in a fixed order. */
function* files(path) {
  const full = join(ROOT, path)
  if (!existsSync(full)) return
  if (!statSync(full).isDirectory()) {
    yield path
    return
  }
  const entries = readdirSync(full, { withFileTypes: true })
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const child = join(path, entry.name)
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* files(child)
    } else if (entry.isFile() && !SKIP_FILE.test(entry.name)) yield child
  }
}

/** A hash of every input file's path and bytes, and of the environment variables the build reads. */
function inputsHash(build) {
  const hash = createHash('sha256')
  for (const input of build.inputs) {
    for (const file of files(input)) {
      hash.update(`${file}\0`)
      hash.update(readFileSync(join(ROOT, file)))
      hash.update('\0')
    }
  }
  for (const key of build.env(process.env).sort()) hash.update(`${key}=${process.env[key]}\0`)
  hash.update(`node ${process.versions.node.split('.')[0]}\0`)
  return hash.digest('hex')
}

function stampOf(build) {
  try {
    return readFileSync(join(ROOT, build.dist, STAMP), 'utf8').trim()
  } catch {
    return null
  }
}

// Lines in the look of the server's own (pino-pretty): time, level, message; colours on a terminal.
const clock = () => new Date().toTimeString().slice(0, 8)
const paint = (code, text) => (tty ? `\x1b[${code}m${text}\x1b[39m` : text)
const line = (level, text) => {
  if (tty) process.stdout.write('\r\x1b[2K')
  const label = level === 'error' ? paint(31, 'ERROR') : paint(32, 'INFO')
  process.stdout.write(`[${clock()}] ${label}: ${paint(36, text)}\n`)
}
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/** Runs a command with its output in a log file; resolves to its exit code. */
function runLogged(command, args, log, cwd = ROOT) {
  mkdirSync(LOG_DIR, { recursive: true })
  const out = createWriteStream(log)
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
  child.stdout.pipe(out, { end: false })
  child.stderr.pipe(out, { end: false })
  return new Promise((resolve) => {
    child.on('error', (err) => {
      out.end(`\n${err.message}\n`)
      resolve(1)
    })
    child.on('close', (code) => out.end(() => resolve(code ?? 1)))
  })
}

const API_DIR = join(ROOT, 'apps', 'api')
const apiBuild = BUILDS.find((b) => b.name === 'api')

/**
 * The listings' seed can run beside the web app's build on a first start: the server needs the web build to start
 * its app, but the demo listings (most of the seed's time) go into the database without it, by the api's own seed
 * command. Only for the embedded database the server would seed, and only while its seed stamp is missing.
 */
function listingsBesideTheBuild() {
  const env = process.env
  if (env.DATABASE_URL) return null
  const wanted = env.SEED_DEMO !== undefined ? env.SEED_DEMO === 'true' : env.NODE_ENV !== 'production'
  if (!wanted) return null
  // DATA_DIR as the server reads it, from its own folder (relative or absolute)
  if (existsSync(join(resolve(API_DIR, env.DATA_DIR ?? './var'), 'demo-seed.json'))) return null
  const command = join(ROOT, apiBuild.dist, 'cli', 'seed.js')
  return existsSync(command) ? command : null
}

/** Builds a stale build with no stamp in place while it runs; resolves to its code, log and milliseconds. */
async function runBuild({ build, hash }) {
  const t = performance.now()
  // no stamp while building: a build that fails or is stopped is not taken for current next time
  rmSync(join(ROOT, build.dist, STAMP), { force: true })
  const log = join(LOG_DIR, `build-${build.name}.log`)
  const [command, args] = build.command
  const code = await runLogged(command, args, log)
  if (code === 0) writeFileSync(join(ROOT, build.dist, STAMP), `${hash}\n`)
  return { build, code, log, ms: performance.now() - t }
}

function showFailure(text, log) {
  line('error', `${text}; its output (${relative(ROOT, log)}):`)
  process.stdout.write(readFileSync(log, 'utf8').split('\n').slice(-60).join('\n'))
  process.stdout.write('\n')
}

async function buildStage() {
  const started = performance.now()
  const stale = []
  for (const build of BUILDS) {
    const hash = inputsHash(build)
    if (rebuild || stampOf(build) !== hash) stale.push({ build, hash })
  }
  if (stale.length === 0) {
    line('info', `build: the web app and the server are current, not rebuilt (${seconds(performance.now() - started)})`)
    return true
  }
  let doing = stale.map(({ build }) => build.label).join(' and ')
  let ticker
  if (tty) {
    const draw = () =>
      process.stdout.write(`\r\x1b[2K[${clock()}] build: ${doing} (${seconds(performance.now() - started)})`)
    draw()
    ticker = setInterval(draw, 1000)
  }
  const results = []
  let seeding = null
  const webStale = stale.find((s) => s.build.name === 'web')
  const apiStale = stale.find((s) => s.build.name === 'api')
  if (webStale) {
    // The server's bundle first (a few seconds), so its seed command can write the listings beside the web build.
    if (apiStale) results.push(await runBuild(apiStale))
    const seedCommand = results.every((r) => r.code === 0) ? listingsBesideTheBuild() : null
    if (seedCommand) {
      doing = 'the web app, and the demo listings beside it'
      const log = join(LOG_DIR, 'seed-listings.log')
      const t = performance.now()
      seeding = runLogged(process.execPath, [seedCommand], log, API_DIR).then((code) => ({
        code,
        log,
        ms: performance.now() - t,
      }))
    }
    if (results.every((r) => r.code === 0)) results.push(await runBuild(webStale))
  } else if (apiStale) results.push(await runBuild(apiStale))
  const seeded = seeding ? await seeding : null
  if (ticker) clearInterval(ticker)
  if (tty) process.stdout.write('\r\x1b[2K')
  const failed = results.filter((r) => r.code !== 0)
  for (const { build, log } of failed) showFailure(`build: ${build.label} failed`, log)
  if (failed.length > 0) return false
  const parts = results.map(({ build, ms }) => `${build.label} ${seconds(ms)}`)
  const kept = BUILDS.filter((b) => !stale.some((s) => s.build === b)).map((b) => `${b.label} current`)
  line('info', `build: ${[...parts, ...kept].join(', ')} (${seconds(performance.now() - started)})`)
  if (seeded) {
    if (seeded.code !== 0) {
      showFailure('seed: the demo listings could not be written', seeded.log)
      return false
    }
    // the seed command's own line: `20000 listings and 300 schools seeded on pglite in 18.2 s`
    const output = readFileSync(seeded.log, 'utf8')
    const said = output.match(/(\d+) listings and (\d+) schools seeded/)
    const what = said
      ? `${Number(said[1]).toLocaleString('en-GB')} listings and ${Number(said[2]).toLocaleString('en-GB')} schools written beside the build`
      : /listings present/.test(output)
        ? 'the listings are there already'
        : 'the demo listings written beside the build'
    line('info', `seed: ${what}; the server adds the rest (${seconds(seeded.ms)})`)
  }
  return true
}

if (!(await buildStage())) process.exit(1)

// The server in a process of its own, on this terminal: its stages (migrate, seed, listening) print there. Ctrl-C
// reaches it directly (the terminal signals the whole group); this process waits for it and exits as it did.
const server = spawn(process.execPath, ['dist/server.js'], {
  cwd: join(ROOT, 'apps', 'api'),
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (signal !== 'SIGINT') server.kill(signal)
  })
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))

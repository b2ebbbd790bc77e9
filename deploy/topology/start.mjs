// The production topology on one machine: PostgreSQL, an S3-compatible store, N identical API processes from the
// build (apps/api/dist/server.js) and HAProxy in front, running deploy/haproxy.cfg with local addresses.
//
//   import { startTopology } from './start.mjs'
//   const topology = await startTopology({ processes: 2 })
//   … topology.balancerUrl, topology.apis[i].url, topology.s3.client …
//   await topology.stop()
//
// Each part can also be started on its own (startPostgres, startS3, startApi, startBalancer), as
// bench/topology-load.mjs does to run several process counts on one seeded database. Every child started here is
// remembered and killed when the Node process exits, also after a failure, SIGINT or SIGTERM.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'

export const ROOT = join(import.meta.dirname, '..', '..')
export const API_DIR = join(ROOT, 'apps', 'api')
export const HAPROXY_CONFIG = join(ROOT, 'deploy', 'haproxy.cfg')
const require = createRequire(import.meta.url)
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

// ---- children: every process started here, killed on the way out ------------------------------------------------

const children = new Set()
const cleanups = new Set()

function killNow(child, signal = 'SIGKILL') {
  if (child.exitCode !== null || child.signalCode !== null) return
  try {
    // detached children lead a process group of their own: the group takes any process they started with them
    process.kill(child.detachedGroup ? -child.pid : child.pid, signal)
  } catch {
    // already gone
  }
}

/** Synchronous, so it also runs from process.on('exit'): every child killed, every temporary folder removed. */
export function killEverything() {
  for (const child of children) killNow(child)
  children.clear()
  // newest first: a cluster is stopped before the folder it lives in is removed
  for (const cleanup of [...cleanups].reverse()) {
    try {
      cleanup()
    } catch {
      // best effort on the way out
    }
  }
  cleanups.clear()
}

let handlersInstalled = false
function installExitHandlers() {
  if (handlersInstalled) return
  handlersInstalled = true
  process.on('exit', killEverything)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping every process of the topology`)
      killEverything()
      process.exit(130)
    })
  }
}

function track(child, { group = false } = {}) {
  installExitHandlers()
  child.detachedGroup = group
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}

/** Resolves once the child has exited (at once if it already has). */
export function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((r) => child.once('exit', r))
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the child is gone. */
export async function stopChild(child, graceMs = 5000) {
  if (!child) return
  killNow(child, 'SIGTERM')
  await Promise.race([exited(child), sleep(graceMs)])
  killNow(child, 'SIGKILL')
  await exited(child)
}

// ---- small helpers -----------------------------------------------------------------------------------------------

/** A TCP port nothing listens on now (the kernel's choice). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** The last lines of a log file, for a message that says why something did not start. */
export function tail(file, lines = 15) {
  if (!existsSync(file)) return '(no log)'
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
}

function newWorkDir() {
  const dir = mkdtempSync(join(tmpdir(), 'maplenest-topology-'))
  // retried: a stopped cluster's last processes may still be closing files in it
  cleanups.add(() => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }))
  return dir
}

// ---- PostgreSQL --------------------------------------------------------------------------------------------------

function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'postgres')))
        .sort((a, b) => Number(a) - Number(b))
    : []
  if (versions.length === 0) throw new Error('no PostgreSQL server found under /usr/lib/postgresql (or set PG_BIN)')
  return join(base, versions.at(-1), 'bin')
}

/** The uid and gid of the postgres user, when running as root (PostgreSQL refuses to run as root). */
function postgresUser() {
  if (process.getuid?.() !== 0) return {}
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
  if (uid.status !== 0) throw new Error('running as root, and there is no postgres user to run PostgreSQL as')
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
}

async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * An empty database for the topology: a fresh database on the server of `serverUrl` when given (faster, as in CI
 * with TEST_DATABASE_URL), else a throw-away cluster (initdb into a temporary folder, started with pg_ctl).
 */
export async function startPostgres({ serverUrl, workDir = newWorkDir(), fsync = false, log = () => {} } = {}) {
  const name = `mn_topology_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  if (serverUrl) {
    await adminQuery(serverUrl, `create database ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    const drop = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
    log(`PostgreSQL: database ${name} on ${new URL(serverUrl).host}`)
    return { url: url.toString(), stop: () => drop().catch(() => {}) }
  }
  const bin = postgresBin()
  const dir = join(workDir, 'pg')
  const user = postgresUser()
  spawnSync('mkdir', ['-p', dir])
  if (user.uid !== undefined) spawnSync('chown', [`${user.uid}:${user.gid}`, workDir, dir])
  const run = (command, args) => {
    const r = spawnSync(join(bin, command), args, { ...user, encoding: 'utf8', cwd: dir })
    if (r.status !== 0) throw new Error(`${command} failed: ${(r.stderr || r.stdout || '').trim().slice(-600)}`)
  }
  const port = await freePort()
  run('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  const options = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', '-c max_connections=200']
  if (!fsync) options.push('-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off')
  const stop = () => {
    spawnSync(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'immediate', 'stop'], { ...user, stdio: 'ignore' })
  }
  cleanups.add(stop)
  run('pg_ctl', ['-D', join(dir, 'data'), '-o', options.join(' '), '-l', join(dir, 'log'), '-w', '-t', '30', 'start'])
  const server = `postgres://postgres@127.0.0.1:${port}/postgres`
  await adminQuery(server, 'create database maplenest')
  log(`PostgreSQL ${bin.split('/').at(-2)}: a throw-away cluster on port ${port}`)
  return {
    url: `postgres://postgres@127.0.0.1:${port}/maplenest`,
    stop: async () => {
      stop()
      cleanups.delete(stop)
    },
  }
}

// ---- S3 (s3rver) -------------------------------------------------------------------------------------------------

/** s3rver, an S3-compatible server, as a process of its own on a free port, with `bucket` created through the SDK. */
export async function startS3({ bucket = 'maplenest-files', workDir = newWorkDir(), log = () => {} } = {}) {
  const bin = join(dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js')
  const port = await freePort()
  const dataDir = join(workDir, 's3')
  const logFile = join(workDir, 's3rver.log')
  const out = openSync(logFile, 'a')
  const child = track(
    spawn(process.execPath, [bin, '-d', dataDir, '-a', '127.0.0.1', '-p', String(port), '--no-vhost-buckets'], {
      stdio: ['ignore', out, out],
    }),
  )
  closeSync(out)
  const started = Date.now()
  while (!(await canConnect(port))) {
    if (child.exitCode !== null) throw new Error(`s3rver exited with ${child.exitCode}:\n${tail(logFile)}`)
    if (Date.now() - started > 20_000) throw new Error(`s3rver did not listen within 20 s:\n${tail(logFile)}`)
    await sleep(50)
  }
  const settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
  }
  // The SDK's notice about future Node.js versions says nothing about this run.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  })
  await client.send(new CreateBucketCommand({ Bucket: bucket }))
  log(`S3: s3rver on port ${port}, bucket ${bucket}`)
  return {
    ...settings,
    client,
    child,
    env: {
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_REGION: settings.region,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      client.destroy()
      await stopChild(child, 2000)
    },
  }
}

// ---- API processes -----------------------------------------------------------------------------------------------

/**
 * The environment every API process gets: nothing inherited but PATH, HOME and the locale, so a JWT_SECRET or
 * DATABASE_URL in the caller's shell cannot make the processes agree by accident.
 */
function baseEnv() {
  const keep = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR']
  return Object.fromEntries(keep.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]]))
}

/**
 * One API process (`node apps/api/dist/server.js`) on 127.0.0.1:`port` with a DATA_DIR of its own, in a process
 * group of its own so that one signal reaches it and anything it started. It is not waited for: see waitReady.
 */
export async function startApi({ name, port, env, workDir = newWorkDir(), serverJs, log = () => {} }) {
  const script = serverJs ?? join(API_DIR, 'dist', 'server.js')
  if (!existsSync(script)) throw new Error(`${script} is missing: run \`npm run build\` first`)
  port ??= await freePort()
  const dataDir = mkdtempSync(join(workDir, `${name}-data-`))
  const logFile = join(workDir, `${name}.log`)
  const out = openSync(logFile, 'a')
  const child = track(
    spawn(process.execPath, [script], {
      cwd: API_DIR,
      detached: true,
      stdio: ['ignore', out, out],
      env: { ...baseEnv(), DATA_DIR: dataDir, ...env, HOST: '127.0.0.1', PORT: String(port) },
    }),
    { group: true },
  )
  closeSync(out)
  const url = `http://127.0.0.1:${port}`
  log(`${name}: pid ${child.pid} on port ${port}`)
  const api = {
    name,
    port,
    url,
    child,
    pid: child.pid,
    logFile,
    alive: () => child.exitCode === null && child.signalCode === null,
    logTail: (lines) => tail(logFile, lines),
    /** Until GET /readyz answers 200; throws with the end of its log if it exits or takes longer than `timeoutMs`. */
    async waitReady(timeoutMs = 90_000) {
      const started = Date.now()
      while (Date.now() - started < timeoutMs) {
        if (!api.alive()) {
          throw new Error(
            `${name} exited (${child.exitCode ?? child.signalCode}) before it was ready; its log ends:\n${tail(logFile)}`,
          )
        }
        const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
          (r) => r.status === 200,
          () => false,
        )
        if (ready) return Date.now() - started
        await sleep(100)
      }
      throw new Error(`${name} was not ready within ${timeoutMs / 1000} s; its log ends:\n${tail(logFile)}`)
    },
    /** kill -9 of the whole process group, as a crash or an OOM kill would; resolves once it is gone. */
    async kill9() {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
      await exited(child)
    },
    stop: () => stopChild(child),
  }
  return api
}

// ---- HAProxy -----------------------------------------------------------------------------------------------------

/**
 * deploy/haproxy.cfg with local addresses: the frontend and stats `bind` lines on 127.0.0.1 ports, one `server` line
 * per process in place of the `server-template` line (which needs Docker's DNS), and no `resolvers` section.
 * Everything else — checks, retries, timeouts, headers — is the committed file's.
 */
export function localHaproxyConfig({ template = readFileSync(HAPROXY_CONFIG, 'utf8'), port, statsPort, servers }) {
  const replace = (text, pattern, by, what) => {
    if (!pattern.test(text)) throw new Error(`deploy/haproxy.cfg has no ${what} line to run it locally`)
    return text.replace(pattern, by)
  }
  let cfg = template
  cfg = replace(cfg, /^resolvers docker\n(?:[ \t]+\S.*\n)+/m, '', '`resolvers docker` section')
  cfg = replace(cfg, /^([ \t]+)bind :8080[^\n]*$/m, `$1bind 127.0.0.1:${port}`, '`bind :8080`')
  cfg = replace(cfg, /^([ \t]+)bind :8404[^\n]*$/m, `$1bind 127.0.0.1:${statsPort}`, '`bind :8404`')
  cfg = replace(
    cfg,
    /^([ \t]+)server-template api [^\n]*$/m,
    servers.map((s, i) => `$1server ${s.name ?? `api${i + 1}`} 127.0.0.1:${s.port} check`).join('\n'),
    '`server-template api`',
  )
  return cfg
}

/** Server name → status ('UP', 'DOWN', 'MAINT', 'no check', …) of the `api` backend, from HAProxy's CSV stats. */
async function backendStatus(statsUrl) {
  const csv = await fetch(`${statsUrl};csv`, { signal: AbortSignal.timeout(2000) }).then((r) => r.text())
  const [header, ...rows] = csv.trim().split('\n')
  const columns = header.replace(/^# /, '').split(',')
  const at = (name) => columns.indexOf(name)
  const status = {}
  for (const row of rows) {
    const cells = row.split(',')
    if (cells[at('pxname')] !== 'api' || ['FRONTEND', 'BACKEND'].includes(cells[at('svname')])) continue
    status[cells[at('svname')]] = cells[at('status')]
  }
  return status
}

/** The haproxy binary: HAPROXY, else the first on PATH or in /usr/sbin; null when there is none. */
export function findHaproxy() {
  if (process.env.HAPROXY) return existsSync(process.env.HAPROXY) ? process.env.HAPROXY : null
  const dirs = [...(process.env.PATH ?? '').split(':').filter(Boolean), '/usr/sbin', '/usr/local/sbin']
  return dirs.map((d) => join(d, 'haproxy')).find((f) => existsSync(f)) ?? null
}

/** HAProxy (`haproxy -f cfg -db`, a child of this process) in front of `servers` ({ name, port }). */
export async function startBalancer({ servers, port, workDir = newWorkDir(), log = () => {} }) {
  const haproxy = findHaproxy()
  if (!haproxy) throw new Error('HAProxy is not installed (apt-get install haproxy), or set HAPROXY to its path')
  port ??= await freePort()
  const statsPort = await freePort()
  const cfgFile = join(workDir, 'haproxy.cfg')
  writeFileSync(cfgFile, localHaproxyConfig({ port, statsPort, servers }))
  const logFile = join(workDir, 'haproxy.log')
  const out = openSync(logFile, 'a')
  const child = track(spawn(haproxy, ['-f', cfgFile, '-db'], { stdio: ['ignore', out, out] }))
  closeSync(out)
  const statsUrl = `http://127.0.0.1:${statsPort}/stats`
  const balancer = {
    url: `http://127.0.0.1:${port}`,
    port,
    statsUrl,
    child,
    logFile,
    configFile: cfgFile,
    status: () => backendStatus(statsUrl),
    /** Until every named server is UP (HAProxy's own checks), or throws after `timeoutMs`. */
    async waitUp(names = servers.map((s, i) => s.name ?? `api${i + 1}`), timeoutMs = 20_000) {
      const started = Date.now()
      let last = {}
      while (Date.now() - started < timeoutMs) {
        if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}:\n${tail(logFile)}`)
        last = await backendStatus(statsUrl).catch(() => ({}))
        if (names.every((n) => last[n] === 'UP')) return Date.now() - started
        await sleep(100)
      }
      throw new Error(`HAProxy did not see every process up within ${timeoutMs / 1000} s: ${JSON.stringify(last)}`)
    },
    stop: () => stopChild(child, 2000),
  }
  await balancer.waitUp()
  log(`HAProxy on port ${port} (stats ${statsUrl}) in front of ${servers.map((s) => s.port).join(', ')}`)
  return balancer
}

// ---- the whole topology ------------------------------------------------------------------------------------------

/** The settings every process of a topology shares (TRUST_PROXY behind the balancer; no JWT_SECRET, on purpose). */
export function sharedApiEnv({ databaseUrl, s3, balancerPort, extra = {} }) {
  return {
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    ...s3.env,
    TRUST_PROXY: 'true',
    DEV_OUTBOX: 'true',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...(balancerPort ? { PUBLIC_URL: `http://127.0.0.1:${balancerPort}` } : {}),
    ...extra,
  }
}

/**
 * PostgreSQL, s3rver, `processes` API processes started at the same moment on the empty database, and HAProxy in
 * front once every process is ready. `env` is added to every process's environment. Returns the parts, how long each
 * process took to become ready (or the error that stopped it), and stop().
 */
export async function startTopology({
  processes = 2,
  env = {},
  serverUrl = process.env.TEST_DATABASE_URL || undefined,
  log = () => {},
  readyTimeoutMs = 90_000,
} = {}) {
  const workDir = newWorkDir()
  const started = []
  const stops = []
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {})
  }
  try {
    const postgres = await startPostgres({ serverUrl, workDir, log })
    stops.push(postgres.stop)
    const s3 = await startS3({ workDir, log })
    stops.push(s3.stop)
    const balancerPort = await freePort()
    const shared = sharedApiEnv({ databaseUrl: postgres.url, s3, balancerPort, extra: env })
    for (let i = 1; i <= processes; i++) {
      const api = await startApi({ name: `api${i}`, env: shared, workDir, log })
      started.push(api)
      stops.push(api.stop)
    }
    const readiness = await Promise.all(
      started.map((api) =>
        api.waitReady(readyTimeoutMs).then(
          (ms) => ({ ms }),
          (error) => ({ error }),
        ),
      ),
    )
    const topology = {
      workDir,
      postgres,
      s3,
      apis: started,
      readiness,
      env: shared,
      balancer: null,
      balancerUrl: `http://127.0.0.1:${balancerPort}`,
      /** Starts HAProxy in front of the processes (done by startTopology unless a process failed to start). */
      async startBalancer() {
        topology.balancer = await startBalancer({
          servers: started.map((a) => ({ name: a.name, port: a.port })),
          port: balancerPort,
          workDir,
          log,
        })
        stops.push(topology.balancer.stop)
        return topology.balancer
      },
      stop,
    }
    if (readiness.every((r) => !r.error)) await topology.startBalancer()
    return topology
  } catch (err) {
    await stop()
    throw err
  }
}

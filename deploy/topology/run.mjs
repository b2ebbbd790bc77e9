// The topology test: identical API processes on PostgreSQL and an S3-compatible store behind HAProxy, on this machine,
// and checks that they behave as one service.
//
//   node deploy/topology/run.mjs [--processes 2] [--writers 4] [--burst-ms 3000] [--kill-after-ms 1500] [--verbose]
//
// After `npm run build`. Starts (start.mjs) a throw-away PostgreSQL cluster — or a fresh database on the server of
// TEST_DATABASE_URL when it is set —, s3rver with a bucket, the API processes (`node apps/api/dist/server.js`, each
// with its own DATA_DIR and port, JWT_SECRET unset so that secrets come from the database) and HAProxy running
// deploy/haproxy.cfg. Checks go to one process's own port where they must, and through the balancer otherwise:
//   a   the processes, started at the same moment on an empty database, all become ready (migrations under a lock)
//   b   a token from a sign-in on one process works on another
//   c1  sign-in attempts from one address, alternating processes, share one limit (AUTH_RATE_LIMIT_PER_MINUTE=6)
//   c2  wrong passwords on alternating processes lock the account on every process
//   d   a photo uploaded through one process is served by another, from the bucket
//   e   kill -9 of a process during a burst of writes through the balancer: HAProxy routes around it, and every
//       write answered 2xx is stored and works on the survivor
//   f   the survivor's /healthz answers quickly throughout
// One line per check, then `N passed, N failed`; exit code 0 only when every check passed. Every child process is
// killed on the way out, and the whole run stops after 4 minutes whatever happens.
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import pg from 'pg'
import sharp from 'sharp'
import { killEverything, sleep, startApi, startTopology } from './start.mjs'

const { values: args } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    writers: { type: 'string', default: '4' },
    'burst-ms': { type: 'string', default: '3000' },
    'kill-after-ms': { type: 'string', default: '1500' },
    verbose: { type: 'boolean', default: false },
  },
})
const PROCESSES = Math.max(2, Number(args.processes))
const WRITERS = Number(args.writers)
const BURST_MS = Number(args['burst-ms'])
const KILL_AFTER_MS = Number(args['kill-after-ms'])
const DEADLINE_MS = 240_000
const AUTH_LIMIT = 6
const HEALTHZ_EVERY_MS = 50
const HEALTHZ_SLOW_MS = 1000
const CLIENT = { clientId: 'topology', tenantId: '000000' }
const PASSWORD = 'topology-pass-1'

const startedAt = performance.now()
const log = (...m) => args.verbose && console.error('  ·', ...m)
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

// ---- reporting ---------------------------------------------------------------------------------------------------

const CHECKS = [
  ['a', 'processes started at once on an empty database all become ready'],
  ['b', 'a sign-in on one process is valid on another'],
  ['c1', 'sign-in attempts from one address count once across processes'],
  ['c2', 'wrong passwords on alternating processes lock the account on every process'],
  ['d', 'a file uploaded through one process is served by another, from the bucket'],
  ['e', 'kill -9 of a process during writes: routed around, no acknowledged write lost'],
  ['f', "the survivor's /healthz answers quickly throughout"],
]
const outcomes = new Map()

class Failed extends Error {}
const fail = (message) => {
  throw new Failed(message)
}

function report(id, ok, detail) {
  if (outcomes.has(id)) return
  outcomes.set(id, ok)
  const title = CHECKS.find(([c]) => c === id)[1]
  const text = `${ok ? 'ok  ' : 'FAIL'} ${id.padEnd(2)} ${title}: ${detail}`
  console.log(text.replace(/\n/g, '\n       '))
}

async function check(id, fn) {
  try {
    report(id, true, await fn())
  } catch (err) {
    report(id, false, err instanceof Failed ? err.message : `error: ${err.stack ?? err}`)
  }
}

function finish(extra) {
  if (extra) console.log(extra)
  for (const [id] of CHECKS) if (!outcomes.has(id)) report(id, false, 'not run')
  const passed = [...outcomes.values()].filter(Boolean).length
  const failed = outcomes.size - passed
  console.log(`topology run took ${seconds(performance.now() - startedAt)}`)
  console.log(`${passed} passed, ${failed} failed`)
  killEverything()
  process.exit(failed === 0 ? 0 : 1)
}

const deadline = setTimeout(
  () => finish(`FAIL the run did not finish within ${DEADLINE_MS / 1000} s; stopping everything`),
  DEADLINE_MS,
)

// ---- HTTP --------------------------------------------------------------------------------------------------------

/** One request; `ip` is sent as X-Forwarded-For, which the processes trust (TRUST_PROXY=true) as the balancer's. */
async function call(base, method, path, { body, token, ip, form, headers = {}, timeoutMs = 15_000 } = {}) {
  const h = { ...headers }
  if (ip) h['x-forwarded-for'] = ip
  if (token) h.authorization = `Bearer ${token}`
  let payload = form
  if (body !== undefined) {
    h['content-type'] = 'application/json'
    payload = JSON.stringify(body)
  }
  const res = await fetch(`${base}${path}`, {
    method,
    headers: h,
    body: payload,
    signal: AbortSignal.timeout(timeoutMs),
  })
  const bytes = Buffer.from(await res.arrayBuffer())
  let json = null
  try {
    json = JSON.parse(bytes.toString('utf8'))
  } catch {
    // not JSON
  }
  return { status: res.status, json, bytes, headers: res.headers }
}
const said = (r) => `${r.status} ${r.json?.msg ?? r.bytes.toString('utf8').slice(0, 160)}`.trim()
const login = (base, body, ip, headers) =>
  call(base, 'POST', '/auth/login', { body: { ...CLIENT, ...body }, ip, headers })

// ---- the checks --------------------------------------------------------------------------------------------------

/** b: registers with a code sent by one process and read on another, signs in on the first, uses it on the second. */
async function signInAcross([one, two]) {
  const ip = '198.51.100.10'
  const email = `topology-${Date.now().toString(36)}@example.com`
  const sent = await call(one.url, 'POST', '/auth/code/email', { body: { email, purpose: 'register' }, ip })
  if (sent.status !== 200) fail(`POST /auth/code/email on ${one.name} answered ${said(sent)}`)
  const outbox = await call(two.url, 'GET', `/dev/outbox?to=${encodeURIComponent(email)}`)
  const code = outbox.json?.data?.[0]?.body?.match(/\b(\d{4})\b/)?.[1]
  if (!code) fail(`GET /dev/outbox on ${two.name} did not show the code ${one.name} sent: ${said(outbox)}`)
  const registered = await call(two.url, 'POST', '/auth/register', {
    body: { channel: 'email', email, code, password: PASSWORD, confirmPassword: PASSWORD, agreement: true },
    ip,
  })
  if (registered.status !== 201) fail(`POST /auth/register on ${two.name} answered ${said(registered)}`)
  const signedIn = await login(one.url, { grantType: 'password', username: email, password: PASSWORD }, ip)
  if (signedIn.status !== 200) fail(`password sign-in on ${one.name} answered ${said(signedIn)}`)
  const token = signedIn.json.data.access_token
  const account = { email, token, userId: signedIn.json.data.userId }
  const info = await call(two.url, 'GET', '/getInfo', { token })
  if (info.status !== 200) {
    throw Object.assign(
      new Failed(`the token ${one.name} issued is refused by ${two.name}: GET /getInfo ${said(info)}`),
      {
        account,
      },
    )
  }
  const visitor = await login(
    one.url,
    { grantType: 'app', type: 'visitor', terminalId: `topology-b-${Date.now()}` },
    ip,
  )
  if (visitor.status !== 200) fail(`visitor sign-in on ${one.name} answered ${said(visitor)}`)
  const visitorInfo = await call(two.url, 'GET', '/getInfo', { token: visitor.json.data.access_token })
  if (visitorInfo.status !== 200)
    fail(`a visitor token from ${one.name} is refused by ${two.name}: ${said(visitorInfo)}`)
  return {
    account,
    detail: `registered on ${two.name} with the code ${one.name} sent; the password and visitor tokens from ${one.name} work on ${two.name}`,
  }
}

/** c1: AUTH_LIMIT + 1 password attempts from one address, on the processes in turn: the last one answers 429. */
async function limitAcross(apis) {
  const ip = '198.51.100.20'
  const seen = []
  for (let i = 0; i <= AUTH_LIMIT; i++) {
    const api = apis[i % apis.length]
    const r = await login(
      api.url,
      { grantType: 'password', username: `nobody-${i}-${Date.now().toString(36)}@example.com`, password: 'wrong-pass' },
      ip,
    )
    seen.push(`${api.name} ${r.status}`)
  }
  const statuses = seen.map((s) => Number(s.split(' ')[1]))
  const early = statuses.slice(0, AUTH_LIMIT).indexOf(429)
  if (early >= 0) fail(`attempt ${early + 1} already answered 429 (${seen.join(', ')})`)
  if (statuses[AUTH_LIMIT] !== 429) {
    fail(
      `attempt ${AUTH_LIMIT + 1} answered ${statuses[AUTH_LIMIT]}, not 429: the processes count apart (${seen.join(', ')})`,
    )
  }
  return `attempts 1–${AUTH_LIMIT} answered ${statuses[0]}, the ${AUTH_LIMIT + 1}th 429 (${seen.join(', ')})`
}

/** c2: five wrong passwords alternating between processes, each from its own address; then every process refuses. */
async function lockAcross(apis, account) {
  const username = account?.email ?? `unregistered-${Date.now().toString(36)}@example.com`
  const guesser = { clientId: 'topology-guesser' }
  const seen = []
  for (let i = 0; i < 5; i++) {
    const api = apis[i % apis.length]
    const r = await login(
      api.url,
      { ...guesser, grantType: 'password', username, password: 'wrong-pass' },
      `198.51.100.${30 + i}`,
    )
    seen.push(`${api.name} ${r.status}`)
    if (r.status === 429) fail(`wrong password ${i + 1} already answered 429 (${seen.join(', ')})`)
  }
  const after = []
  for (const [i, api] of apis.entries()) {
    const password = account ? PASSWORD : 'wrong-pass'
    const r = await login(api.url, { ...guesser, grantType: 'password', username, password }, `198.51.100.${40 + i}`)
    after.push(`${api.name} ${r.status}`)
  }
  const unlocked = after.filter((s) => !s.endsWith(' 429'))
  if (unlocked.length > 0) {
    fail(
      `after 5 wrong passwords (${seen.join(', ')}), the ${account ? 'right password' : 'next attempt'} answered ${after.join(', ')}: not locked on ${unlocked.map((s) => s.split(' ')[0]).join(', ')}`,
    )
  }
  return `5 wrong passwords (${seen.join(', ')}), then ${account ? 'the right password' : 'a sixth'} answered ${after.join(', ')}${account ? '' : ' (an unregistered address: check b did not register one)'}`
}

/** d: an avatar through one process, fetched from another, and present in the bucket. */
async function fileAcross([one, two], account, s3) {
  if (!account) fail('needs the account check b registers, and b could not register one')
  const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#2f7a5c' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('avatar', new Blob([png], { type: 'image/png' }), 'avatar.png')
  const up = await call(one.url, 'POST', '/house/api/user/v1/avatar', { token: account.token, form })
  if (up.status !== 200) fail(`upload to ${one.name} answered ${said(up)}`)
  const url = up.json.data.user.avatar
  if (!url) fail(`upload to ${one.name} answered 200 without an avatar URL`)
  const where = new URL(url, two.url)
  const got = await call(two.url, 'GET', `${where.pathname}${where.search}`, { token: account.token })
  if (got.status !== 200 || got.bytes.length === 0) fail(`${two.name} answered ${said(got)} for ${where.pathname}`)
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))
  const keys = (listed.Contents ?? []).map((o) => o.Key)
  const name = where.pathname
    .split('/')
    .at(-1)
    .replace(/\.[a-z0-9]+$/, '')
  const stored = keys.find((k) => k.includes(name))
  if (!stored) {
    fail(
      `${two.name} served ${where.pathname} (${got.bytes.length} bytes), but bucket ${s3.bucket} does not hold it (${keys.length} objects: ${keys.slice(0, 3).join(', ') || 'none'})`,
    )
  }
  return `uploaded to ${one.name}, ${two.name} served ${got.headers.get('content-type')} (${got.bytes.length} bytes), bucket key ${stored}`
}

/** Asks `base`/healthz every 50 ms until `stop.done`; every time in ms, or a string for a failure. */
async function healthzProbe(base, stop) {
  const times = []
  while (!stop.done) {
    const t0 = performance.now()
    const r = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(HEALTHZ_SLOW_MS * 2) }).then(
      (res) => (res.status === 200 ? performance.now() - t0 : `HTTP ${res.status}`),
      (err) => err.name ?? 'error',
    )
    times.push(r)
    await sleep(Math.max(0, HEALTHZ_EVERY_MS - (performance.now() - t0)))
  }
  return times
}

/**
 * e and f: visitors sign in through the balancer from WRITERS loops (half of them sending an Idempotency-Key, which
 * the balancer may retry on another process); the first process gets kill -9 after KILL_AFTER_MS.
 */
async function killDuringWrites(topology) {
  const [victim, survivor] = topology.apis
  const balancer = topology.balancerUrl
  const stop = { done: false }
  const records = []
  const writer = async (w) => {
    const keyed = w % 2 === 0
    for (let n = 0; !stop.done; n++) {
      const t0 = performance.now()
      const headers = keyed ? { 'idempotency-key': randomUUID() } : {}
      const record = { writer: w, keyed, t0, status: null, error: null, token: null }
      try {
        const r = await login(
          balancer,
          { grantType: 'app', type: 'visitor', terminalId: `burst-${w}-${n}` },
          undefined,
          headers,
        )
        record.status = r.status
        if (r.status === 200) record.token = r.json.data.access_token
      } catch (err) {
        record.error = err.cause?.code ?? err.name
      }
      record.t1 = performance.now()
      records.push(record)
    }
  }
  const probe = healthzProbe(survivor.url, stop)
  const loops = Array.from({ length: WRITERS }, (_, w) => writer(w))
  await sleep(KILL_AFTER_MS)
  const killAt = performance.now()
  await victim.kill9()
  const killedAt = performance.now()
  log(`${victim.name} killed ${Math.round(killedAt - killAt)} ms after SIGKILL`)
  await sleep(Math.max(0, BURST_MS - KILL_AFTER_MS))
  stop.done = true
  await Promise.all(loops)
  const probes = await probe
  const afterBurst = await topology.balancer.status().catch(() => ({}))
  return { records, probes, killAt, killedAt, victim, survivor, afterBurst }
}

/** The sign-in (session) ids of access tokens, from their payload. */
const sessionIdOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sid

async function judgeWrites(burst, databaseUrl) {
  const { records, killAt, killedAt, victim, survivor, afterBurst } = burst
  const acked = records.filter((r) => r.status === 200)
  if (acked.length === 0) fail(`no sign-in through the balancer answered 200 (${describeFailures(records)})`)
  const failed = records.filter((r) => r.status !== 200)
  const late = failed.filter((r) => r.t0 > killedAt + 1000)
  const ackedAfter = acked.filter((r) => r.t0 > killedAt).length
  // Stored: every acknowledged sign-in's row is in the database.
  const ids = acked.map((r) => sessionIdOf(r.token))
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  let stored
  try {
    stored = new Set(
      (await client.query('select id::text from sessions where id = any($1::uuid[])', [ids])).rows.map((r) => r.id),
    )
  } finally {
    await client.end()
  }
  const lost = ids.filter((id) => !stored.has(id))
  // Served: every acknowledged token works on the survivor.
  const refused = []
  for (let i = 0; i < acked.length; i += 16) {
    const batch = acked.slice(i, i + 16)
    const answers = await Promise.all(batch.map((r) => call(survivor.url, 'GET', '/getInfo', { token: r.token })))
    for (const [j, a] of answers.entries()) if (a.status !== 200) refused.push({ record: batch[j], answer: said(a) })
  }
  const facts = [
    `${acked.length} sign-ins answered 200 (${ackedAfter} after the kill)`,
    `${failed.length} failed${failed.length ? ` (${describeFailures(failed, killAt)})` : ''}`,
    `HAProxy: ${Object.entries(afterBurst)
      .map(([n, s]) => `${n} ${s}`)
      .join(', ')}`,
  ]
  const problems = []
  if (lost.length) problems.push(`${lost.length} acknowledged sign-ins are not in the database`)
  if (refused.length) {
    problems.push(
      `${refused.length} of ${acked.length} acknowledged tokens are refused by ${survivor.name} (first: ${refused[0].answer})`,
    )
  }
  if (late.length) problems.push(`${late.length} requests started over 1 s after the kill still failed`)
  if (failed.length > WRITERS)
    problems.push(`more failures (${failed.length}) than requests in flight at the kill (${WRITERS})`)
  if (ackedAfter === 0) problems.push(`nothing was answered after ${victim.name} died`)
  if (problems.length) fail(`${problems.join('; ')}. ${facts.join('; ')}`)
  return `${facts.join('; ')}; all stored and valid on ${survivor.name}`
}

function describeFailures(failed, killAt) {
  const byKind = new Map()
  for (const r of failed) {
    const kind = `${r.status ?? r.error}${r.keyed ? ' with key' : ''}`
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1)
  }
  const list = [...byKind].map(([k, n]) => `${n}× ${k}`).join(', ')
  if (killAt === undefined || failed.length === 0) return list
  const around = failed.map((r) => Math.round(r.t0 - killAt))
  return `${list}; sent ${Math.min(...around)}…${Math.max(...around)} ms from the kill`
}

function judgeHealthz({ probes, survivor }) {
  const times = probes.filter((t) => typeof t === 'number').sort((a, b) => a - b)
  const failures = probes.filter((t) => typeof t !== 'number')
  const at = (p) => (times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]) : null)
  const figures = `${probes.length} probes of ${survivor.name} every ${HEALTHZ_EVERY_MS} ms: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${times.length ? Math.round(times.at(-1)) : '–'} ms`
  if (failures.length) fail(`${failures.length} probes failed (${[...new Set(failures)].join(', ')}); ${figures}`)
  const slow = times.filter((t) => t > HEALTHZ_SLOW_MS)
  if (slow.length) fail(`${slow.length} probes took over ${HEALTHZ_SLOW_MS} ms; ${figures}`)
  return figures
}

// ---- the run -----------------------------------------------------------------------------------------------------

let topology = null

async function main() {
  console.log(`== topology: ${PROCESSES} API processes, PostgreSQL, s3rver, HAProxy (deploy/haproxy.cfg)`)
  topology = await startTopology({
    processes: PROCESSES,
    log,
    env: {
      AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
      VISITOR_RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
  })
  await check('a', async () => {
    const lines = topology.readiness.map((r, i) => {
      const name = topology.apis[i].name
      return r.error ? `${name} did not start: ${r.error.message}` : `${name} ready in ${seconds(r.ms)}`
    })
    if (topology.readiness.some((r) => r.error)) fail(lines.join('\n'))
    return lines.join(', ')
  })
  // A process that failed to start on the empty database is started again on the migrated one, so the other checks
  // still say what they can.
  for (const [i, r] of topology.readiness.entries()) {
    if (!r.error) continue
    const old = topology.apis[i]
    const again = await startApi({ name: old.name, port: old.port, env: topology.env, workDir: topology.workDir, log })
    await again.waitReady()
    topology.apis[i] = again
    log(`${old.name} started again on the migrated database`)
  }
  if (!topology.balancer) await topology.startBalancer()
  const { apis } = topology
  log(`balancer ${topology.balancerUrl}`)

  let account = null
  await check('b', async () => {
    try {
      const r = await signInAcross(apis)
      account = r.account
      return r.detail
    } catch (err) {
      account = err.account ?? null
      throw err
    }
  })
  await check('c1', () => limitAcross(apis))
  await check('c2', () => lockAcross(apis, account))
  await check('d', () => fileAcross(apis, account, topology.s3))
  const burst = await killDuringWrites(topology)
  await check('e', () => judgeWrites(burst, topology.postgres.url))
  await check('f', () => judgeHealthz(burst))
}

main()
  .finally(() => topology?.stop())
  .then(
    () => {
      clearTimeout(deadline)
      finish()
    },
    (err) => {
      clearTimeout(deadline)
      finish(`FAIL the topology could not be run: ${err.message ?? err}`)
    },
  )

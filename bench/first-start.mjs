// A newcomer's first start, measured: a fresh clone in a temporary folder, `npm install`, then `npm start` until the
// first 200 on /h5/; then the server is stopped and `npm start` runs again on the same data (the second start).
// Wall time and CPU time (user + system, of every process the step ran) for each, since on a machine shared with
// other work the wall time says as much about the neighbours as about us. Also the stage lines the start printed.
// Writes bench/results/first-start.json and .md.
//
//   node bench/first-start.mjs [--repo <path or URL>] [--ref <commit>] [--port 18480] [--keep]
//
// The clone is of the committed state (HEAD of --repo, default this repository); npm's cache is whatever this
// machine has, so the install time is that of a warm cache unless the cache was emptied first.
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

const ROOT = join(import.meta.dirname, '..')
const { values: args } = parseArgs({
  options: {
    repo: { type: 'string', default: ROOT },
    ref: { type: 'string', default: 'HEAD' },
    port: { type: 'string', default: '18480' },
    keep: { type: 'boolean', default: false },
    'timeout-s': { type: 'string', default: '900' },
  },
})
const PORT = Number(args.port)
const TIMEOUT_MS = Number(args['timeout-s']) * 1000
const TICKS = 100 // USER_HZ on Linux
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const log = (...m) => console.error('[first-start]', ...m)

/** CPU seconds (user + system) a process has used with its reaped children, from /proc/<pid>/stat. */
function procCpu(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // fields[11..14] = utime, stime, cutime, cstime (fields 14..17 of proc(5), counted from the state)
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / TICKS
  } catch {
    return 0
  }
}

function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return -1
  }
}

/**
 * CPU seconds of a process tree at this moment: every live descendant's own and reaped children's time. Children
 * that a live process reaped count in its cutime, so nothing is counted twice.
 */
function treeCpu(root) {
  const pids = readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .map(Number)
  const children = new Map()
  for (const pid of pids) {
    const parent = parentOf(pid)
    if (!children.has(parent)) children.set(parent, [])
    children.get(parent).push(pid)
  }
  let total = 0
  const walk = (pid) => {
    total += procCpu(pid)
    for (const child of children.get(pid) ?? []) walk(child)
  }
  walk(root)
  return total
}

/** This process's reaped children's CPU seconds (what finished steps used). */
function reapedCpu() {
  const stat = readFileSync('/proc/self/stat', 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[13]) + Number(fields[14])) / TICKS
}

/** Runs a command to its end: wall and CPU seconds, and its output. */
function timed(command, commandArgs, cwd, env = process.env) {
  return new Promise((resolve, reject) => {
    const cpuBefore = reapedCpu()
    const started = performance.now()
    const child = spawn(command, commandArgs, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (c) => {
      output += c
    })
    child.stderr.on('data', (c) => {
      output += c
    })
    child.on('error', reject)
    child.on('close', (code) => {
      const wallS = (performance.now() - started) / 1000
      const cpuS = reapedCpu() - cpuBefore
      if (code !== 0) reject(new Error(`${command} ${commandArgs.join(' ')} exited ${code}:\n${output.slice(-3000)}`))
      else resolve({ wallS, cpuS, output })
    })
  })
}

/**
 * `npm start` in the clone until the first 200 on /h5/: wall and CPU seconds to it, the lines printed by then (each
 * with the second it arrived), then the whole group is stopped with SIGINT and awaited.
 */
async function startUntil200(cwd, name) {
  const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'info' }
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'SEED_DEMO', 'SEED_SIZE', 'WEB_DIST', 'API_OUT_DIR']) delete env[key]
  const started = performance.now()
  const child = spawn('npm', ['start'], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const lines = []
  let pending = ''
  const take = (chunk) => {
    pending += chunk
    const parts = pending.split('\n')
    pending = parts.pop() ?? ''
    for (const line of parts)
      if (line.trim()) lines.push({ s: +((performance.now() - started) / 1000).toFixed(1), line })
  }
  child.stdout.on('data', take)
  child.stderr.on('data', take)
  const exited = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })))
  let result = null
  let lastCpu = 0
  while (performance.now() - started < TIMEOUT_MS) {
    if (child.exitCode !== null) break
    lastCpu = treeCpu(child.pid)
    const ok = await fetch(`http://127.0.0.1:${PORT}/h5/`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ok) {
      result = { wallS: +((performance.now() - started) / 1000).toFixed(1), cpuS: +treeCpu(child.pid).toFixed(1) }
      break
    }
    await sleep(200)
  }
  try {
    process.kill(-child.pid, 'SIGINT')
  } catch {}
  const stop = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {}
  }, 15_000)
  await exited
  clearTimeout(stop)
  if (!result) {
    log(lines.map((l) => l.line).join('\n'))
    throw new Error(`${name}: no 200 on /h5/ in ${TIMEOUT_MS / 1000} s (last CPU ${lastCpu.toFixed(1)} s)`)
  }
  // the lines up to the first 200 (a pipe gets no colours and no redrawn lines); npm's own banner left out
  const shown = lines.filter((l) => l.s <= result.wallS && !/^> /.test(l.line) && !l.line.includes('shutting down'))
  return { ...result, lines: shown }
}

/** The seconds a stage line reports for itself, `… (12.3 s)` at its end. */
function stageSeconds(lines, stage) {
  // the stage's last line: the seed's progress lines come before its own
  const line = lines.findLast((l) => l.line.includes(`${stage}: `))
  const match = line?.line.match(/\(([\d.]+) s\)\s*$/)
  return match ? Number(match[1]) : null
}

const machine = {
  cores: cpus().length,
  loadAverageAtStart: loadavg().map((n) => +n.toFixed(2)),
  node: process.version,
  npm: execFileSync('npm', ['--version'], { encoding: 'utf8' }).trim(),
}
const commit = execFileSync('git', ['-C', args.repo, 'rev-parse', args.ref], { encoding: 'utf8' }).trim()
const dir = mkdtempSync(join(tmpdir(), 'maplenest-first-start-'))
const clone = join(dir, 'maplenest')
log(`fresh clone of ${commit.slice(0, 10)} in ${clone}`)
try {
  const cloned = await timed('git', ['clone', '--quiet', '--no-hardlinks', args.repo, clone], dir)
  if (args.ref !== 'HEAD') await timed('git', ['checkout', '--quiet', commit], clone)
  log('npm install')
  const install = await timed('npm', ['install'], clone)
  const warnings = install.output.split('\n').filter((l) => /\bwarn\b/i.test(l))
  log(
    `npm install: ${install.wallS.toFixed(1)} s wall, ${install.cpuS.toFixed(1)} s CPU, ${warnings.length} warning lines`,
  )
  log('first npm start')
  const first = await startUntil200(clone, 'first start')
  log(`first start: first 200 after ${first.wallS} s wall, ${first.cpuS} s CPU`)
  log('second npm start (same data)')
  const second = await startUntil200(clone, 'second start')
  log(`second start: first 200 after ${second.wallS} s wall, ${second.cpuS} s CPU`)

  const stages = (run) => ({
    buildS: stageSeconds(run.lines, 'build'),
    // a first start writes the listings beside the web build (scripts/start.mjs), then the server seeds the rest
    seedBesideBuildS: stageSeconds(
      run.lines.filter((l) => l.line.includes('beside the build')),
      'seed',
    ),
    migrateS: stageSeconds(run.lines, 'migrate'),
    seedS: stageSeconds(
      run.lines.filter((l) => !l.line.includes('beside the build')),
      'seed',
    ),
  })
  const results = {
    when: new Date().toISOString(),
    commit,
    machine: { ...machine, loadAverageAtEnd: loadavg().map((n) => +n.toFixed(2)) },
    note: 'Wall seconds on a machine shared with other work (see the load averages); CPU seconds are user + system of every process the step ran, which neighbours do not inflate as much. npm cache: warm (this machine’s).',
    clone: { wallS: +cloned.wallS.toFixed(1) },
    install: { wallS: +install.wallS.toFixed(1), cpuS: +install.cpuS.toFixed(1), warnings },
    firstStart: { wallS: first.wallS, cpuS: first.cpuS, ...stages(first), lines: first.lines },
    firstPageAfterCloneS: +(install.wallS + first.wallS).toFixed(1),
    firstPageAfterCloneCpuS: +(install.cpuS + first.cpuS).toFixed(1),
    secondStart: { wallS: second.wallS, cpuS: second.cpuS, ...stages(second), lines: second.lines },
  }
  const outDir = join(ROOT, 'bench', 'results')
  mkdirSync(outDir, { recursive: true })
  writeFileSync(join(outDir, 'first-start.json'), `${JSON.stringify(results, null, 2)}\n`)
  const row = (name, r) =>
    `| ${name} | ${r.wallS} | ${r.cpuS} | ${r.buildS ?? '–'} | ${r.seedBesideBuildS ?? '–'} | ${r.migrateS ?? '–'} | ${r.seedS ?? '–'} |`
  const md = [
    '# First start',
    '',
    `\`node bench/first-start.mjs\` on ${results.when.slice(0, 10)}, commit ${commit.slice(0, 10)}: a fresh clone, \`npm install\`, \`npm start\` until the first 200 on \`/h5/\`, then \`npm start\` again on the same data.`,
    `${machine.cores} cores, Node ${machine.node}, npm ${machine.npm}; load average ${machine.loadAverageAtStart.join(' / ')} at the start and ${results.machine.loadAverageAtEnd.join(' / ')} at the end.`,
    '',
    `**${results.note}**`,
    '',
    '| step | wall s | CPU s | build s | listings seeded beside the build s | migrate s | seed s (server) |',
    '|---|---|---|---|---|---|---|',
    `| \`npm install\` | ${results.install.wallS} | ${results.install.cpuS} | | | | |`,
    row('first `npm start` → first 200', results.firstStart),
    row('second `npm start` → first 200', results.secondStart),
    `| **clone to first page** (install + first start) | **${results.firstPageAfterCloneS}** | **${results.firstPageAfterCloneCpuS}** | | | | |`,
    '',
    `\`npm install\` printed ${warnings.length} warning line${warnings.length === 1 ? '' : 's'}${warnings.length ? ':' : '.'}`,
    ...warnings.map((w) => `    ${w}`),
    '',
    'What the first start printed (second since `npm start`, then the line):',
    '',
    '```',
    ...first.lines.map((l) => `${String(l.s).padStart(6)}  ${l.line}`),
    '```',
    '',
    'The second start:',
    '',
    '```',
    ...second.lines.map((l) => `${String(l.s).padStart(6)}  ${l.line}`),
    '```',
    '',
  ].join('\n')
  writeFileSync(join(outDir, 'first-start.md'), md)
  console.log(md)
} finally {
  if (args.keep) log(`kept ${dir}`)
  else rmSync(dir, { recursive: true, force: true })
}

// JavaScript budget per first screen, run from the repository root after `npm run build`: node bench/js-budget.mjs
// For each route of js-budget.json: the gzip size of the scripts the route runs before its screen works — the
// entry and its static imports, the screen's module and its static imports, and the larger of the two language
// catalogues (a page loads one) — from the client build's manifest (apps/web/dist/.vite/manifest.json).
// Prints a table and exits 1 when a route is over its budget (or a route's module is missing from the build), so a
// change that makes a first screen heavier fails the bench, not a unit test. `--write` sets every budget to the
// current size plus the file's headroom (after a deliberate change; the diff of js-budget.json shows it).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const ROOT = join(import.meta.dirname, '..')
const BUDGET_FILE = join(import.meta.dirname, 'js-budget.json')
const DIST = process.env.BENCH_WEB_DIST ?? join(ROOT, 'apps', 'web', 'dist')
const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'))
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'))

/** A chunk and every chunk it imports statically: what the browser loads before it runs. */
function closure(key, into = new Set()) {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in the build's manifest`)
  if (into.has(chunk.file)) return into
  into.add(chunk.file)
  for (const next of chunk.imports ?? []) closure(next, into)
  return into
}
const sizes = new Map()
const gzip = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length)
  return sizes.get(file)
}
const kib = (bytes) => Number((bytes / 1024).toFixed(1))
const catalogues = Object.keys(manifest).filter((key) => ['en-GB', 'zh-Hans-CN'].includes(manifest[key].name))
if (catalogues.length !== 2) throw new Error('the build has no catalogue chunk per language')
const catalogueBytes = Math.max(...catalogues.map((key) => [...closure(key)].reduce((sum, f) => sum + gzip(f), 0)))

let failed = 0
const rows = []
for (const [route, { module, gzipKiB }] of Object.entries(budget.routes)) {
  let actual
  try {
    const files = closure(module, closure('index.html'))
    actual = kib([...files].reduce((sum, file) => sum + gzip(file), 0) + catalogueBytes)
  } catch (error) {
    failed++
    rows.push(`| ${route} | ${module} | ${gzipKiB} | missing | FAIL: ${error.message} |`)
    continue
  }
  const over = actual > gzipKiB
  if (over) failed++
  rows.push(
    `| ${route} | ${module} | ${gzipKiB} | ${actual} | ${over ? `FAIL: ${kib((actual - gzipKiB) * 1024)} KiB over` : 'ok'} |`,
  )
  if (process.argv.includes('--write')) budget.routes[route].gzipKiB = Math.ceil(actual * (1 + budget.headroom))
}
console.log(['| route | module | budget KiB (gzip) | now KiB | |', '|---|---|---|---|---|', ...rows].join('\n'))
if (process.argv.includes('--write')) {
  writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`)
  console.log('budgets written')
} else if (failed) {
  console.error(`${failed} route(s) over their JavaScript budget`)
  process.exit(1)
}

// The assistant's offline engine against its evaluation set: per-field accuracy, whole-query exact match, refusal
// precision and recall, and parse time p50/p95, for the development part and the held-out part separately.
//
//   node bench/chat-parse.mjs [--rounds 20] [--json bench/results/chat-parse.json]
//
// Core is TypeScript, loaded through tsx. Times are taken after a warm-up pass (a running server is warm), over
// --rounds passes of every query, with performance.now().
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { register } from 'tsx/esm/api'

register()

const ROOT = join(import.meta.dirname, '..')
const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    json: { type: 'string', default: join(ROOT, 'bench', 'results', 'chat-parse.json') },
  },
})
const ROUNDS = Number(args.rounds)

const { DEV_CASES, HELD_OUT_CASES, evaluate } = await import('../packages/core/src/chat/eval/index.ts')

function timings(cases) {
  evaluate(cases)
  const times = []
  for (let i = 0; i < ROUNDS; i++) {
    for (const c of cases) {
      const start = performance.now()
      evaluate([c])
      times.push(performance.now() - start)
    }
  }
  times.sort((a, b) => a - b)
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))]
  return { p50: round(q(0.5)), p95: round(q(0.95)), samples: times.length }
}

const round = (n) => Math.round(n * 1000) / 1000
const percent = (n) => Math.round(n * 10000) / 100

function part(name, cases) {
  const report = evaluate(cases)
  return {
    part: name,
    cases: report.cases,
    english: cases.filter((c) => c.lang === 'en').length,
    chinese: cases.filter((c) => c.lang === 'zh').length,
    exactMatchPercent: percent(report.exactMatch),
    fieldAccuracyPercent: Object.fromEntries(
      Object.entries(report.fieldAccuracy).map(([k, v]) => [k, v === null ? null : percent(v)]),
    ),
    refusal: {
      precisionPercent: percent(report.refusal.precision),
      recallPercent: percent(report.refusal.recall),
      expected: report.refusal.expected,
      refused: report.refusal.refused,
    },
    lookalikesPassedPercent: percent(report.lookalikesPassed),
    parseMs: timings(cases),
    failures: report.failures.map((f) => ({ text: f.case.text, wrong: f.wrongFields })),
  }
}

const result = {
  date: new Date().toISOString(),
  node: process.version,
  targets: { exactMatchPercent: 95, refusalRecallPercent: 100, parseP95Ms: 5 },
  parts: [part('development', DEV_CASES), part('heldOut', HELD_OUT_CASES)],
}
mkdirSync(dirname(args.json), { recursive: true })
writeFileSync(args.json, `${JSON.stringify(result, null, 2)}\n`)
for (const p of result.parts) {
  console.log(
    `${p.part}: ${p.cases} queries (${p.english} en, ${p.chinese} zh) exact ${p.exactMatchPercent} %, refusal precision ${p.refusal.precisionPercent} % recall ${p.refusal.recallPercent} %, look-alikes passed ${p.lookalikesPassedPercent} %, parse p50 ${p.parseMs.p50} ms p95 ${p.parseMs.p95} ms`,
  )
}

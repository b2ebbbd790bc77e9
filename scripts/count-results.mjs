// Adds up the JSON reports of every suite in a folder (Vitest and Playwright) and the pass/fail of the checks,
// prints `N passed, N failed` and exits non-zero when anything failed or a suite wrote no report.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const [dir, checksPassed = '0', checksFailed = '0'] = process.argv.slice(2)
let passed = Number(checksPassed)
let failed = Number(checksFailed)
const expected = [
  'core',
  'web',
  'lint-zones',
  'api-pglite',
  'e2e-journeys-1',
  'e2e-journeys-2',
  'e2e-sweeps',
  ...(process.env.TEST_DATABASE_URL ? ['api-postgres'] : []),
]

for (const name of expected) {
  const file = join(dir, `${name}.json`)
  if (!existsSync(file)) {
    console.log(`${name}: no report (the suite did not run)`)
    failed += 1
    continue
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  let p = 0
  let f = 0
  if ('numPassedTests' in report) {
    p = report.numPassedTests
    f = report.numFailedTests + countSuitesThatDidNotRun(report)
  } else if (report.stats) {
    p = report.stats.expected + (report.stats.flaky ?? 0)
    f = report.stats.unexpected + (report.errors?.length ?? 0)
  }
  if (p + f === 0) f += 1 // a suite that ran nothing is a failure, not a pass
  console.log(`${name}: ${p} passed, ${f} failed`)
  for (const [line, ...rest] of failureLines(report)) {
    console.log(`   ✗ ${line}`)
    for (const more of rest) console.log(`       ${more}`)
  }
  passed += p
  failed += f
}
for (const extra of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
  if (!expected.some((n) => `${n}.json` === extra)) console.log(`(ignored report ${extra})`)
}

/**
 * Per failed test, its file, title and the first line of its error, then the next few lines of the error (a diff's
 * lines, such as the console errors a journey met) for each of its tries: what a CI log shows at its end.
 */
function failureLines(report) {
  const lines = []
  if ('testResults' in report) {
    for (const file of report.testResults ?? []) {
      const where = file.name.replace(`${process.cwd()}/`, '')
      const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed')
      for (const test of failedTests)
        lines.push([
          `${where} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`,
          ...detail(test.failureMessages?.[0]),
        ])
      if (file.status === 'failed' && failedTests.length === 0) lines.push([`${where} — ${firstLine(file.message)}`])
    }
  }
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue
        const result = test.results?.at(-1)
        lines.push([
          `${[...titles, spec.title].join(' › ')} [${test.projectName}] — ${firstLine(result?.error?.message)}`,
          ...(test.results ?? []).flatMap((tried, i) => [`try ${i + 1}:`, ...detail(tried.error?.message)]),
        ])
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of report.suites ?? []) walk(suite, [suite.file ?? suite.title])
  for (const error of report.errors ?? []) lines.push([firstLine(error.message)])
  return lines
}
function plainLines(text) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a report's messages carry terminal colours
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '')
  return plain.split('\n').filter((l) => l.trim())
}
function firstLine(text) {
  return (plainLines(text)[0] ?? 'no message').trim().slice(0, 200)
}
/** The lines after an error's first, up to a dozen, each cut at 300 characters. */
function detail(text) {
  return plainLines(text)
    .slice(1, 13)
    .map((l) => l.trim().slice(0, 300))
}

/** Test files that failed without any failing test of their own: they did not load or a hook threw. */
function countSuitesThatDidNotRun(report) {
  return (report.testResults ?? []).filter(
    (s) => s.status === 'failed' && !(s.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length
}

console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)

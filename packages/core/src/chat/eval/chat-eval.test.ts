import { describe, expect, it } from 'vitest'
import { DEV_CASES, evaluate, HELD_OUT_CASES } from './index.ts'

describe('the evaluation set', () => {
  const all = [...DEV_CASES, ...HELD_OUT_CASES]

  it('has at least 300 queries, half English and half Chinese, 60 to refuse and 60 look-alikes', () => {
    expect(all.length).toBeGreaterThanOrEqual(300)
    const english = all.filter((c) => c.lang === 'en').length
    expect(Math.abs(english - (all.length - english))).toBeLessThanOrEqual(all.length * 0.05)
    expect(all.filter((c) => c.expect.intent === 'refuse').length).toBeGreaterThanOrEqual(60)
    expect(all.filter((c) => c.kind === 'lookalike').length).toBeGreaterThanOrEqual(60)
    expect(HELD_OUT_CASES.length).toBeGreaterThanOrEqual(all.length * 0.2)
  })

  it('has no text twice', () => {
    const seen = new Set(all.map((c) => `${c.text}|${JSON.stringify(c.context ?? null)}`))
    expect(seen.size).toBe(all.length)
  })
})

describe('the offline engine on the development part', () => {
  const report = evaluate(DEV_CASES)

  it('understands at least 95 % of the queries exactly', () => {
    const misses = report.failures.map((f) => `${f.case.text}: ${f.wrongFields.join(', ')}`)
    expect(misses.length / report.cases, misses.join('\n')).toBeLessThanOrEqual(0.05)
  })

  it('refuses every steering request and no lawful look-alike', () => {
    expect(report.refusal.recall).toBe(1)
    expect(report.lookalikesPassed).toBe(1)
  })
})

describe('the offline engine on the held-out part', () => {
  it('is reported, not asserted: it was never used for tuning', () => {
    const report = evaluate(HELD_OUT_CASES)
    const { failures, ...figures } = report
    console.info(
      'held-out',
      JSON.stringify(figures),
      failures.map((f) => f.case.text),
    )
    expect(report.cases).toBe(HELD_OUT_CASES.length)
  })
})

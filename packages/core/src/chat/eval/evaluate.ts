import type { ChatParse, ChatQuery } from '../chat.schema.ts'
import { parseChat } from '../parse-chat.ts'
import type { ChatEvalCase, ExpectedParse } from './eval-case.ts'

/** The fields compared one by one for per-field accuracy. */
const EVAL_FIELDS = [
  'intent',
  'neighbourhood',
  'area',
  'reply',
  'mortgage',
  'city',
  'sr',
  'roomType',
  'status',
  'window',
  'priceMin',
  'priceMax',
  'bedsMin',
  'bedsMax',
  'bathsMin',
  'near',
  'sort',
  'q',
  'furnished',
] as const
type EvalField = (typeof EVAL_FIELDS)[number]

interface CaseResult {
  readonly case: ChatEvalCase
  readonly actual: ChatParse
  readonly exact: boolean
  readonly wrongFields: readonly EvalField[]
  readonly ms: number
}

export interface EvalReport {
  readonly cases: number
  readonly exactMatch: number
  /**
   * Share of cases where each field is right (absent in both counts as right), of the cases that state it; null
   * when no case does.
   */
  readonly fieldAccuracy: Record<EvalField, number | null>
  readonly refusal: {
    readonly precision: number
    readonly recall: number
    readonly expected: number
    readonly refused: number
  }
  readonly lookalikesPassed: number
  readonly parseMs: { readonly p50: number; readonly p95: number }
  readonly failures: readonly CaseResult[]
}

const same = (a: unknown, b: unknown) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b))
function sortKeys(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v ?? null
  return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
}

/** Whether a reply uses every word it must and none it must not. */
function replyFits(reply: string, expect: ExpectedParse): boolean {
  return (
    (expect.replyHas ?? []).every((w) => reply.includes(w)) && !(expect.replyLacks ?? []).some((w) => reply.includes(w))
  )
}

function field(
  p: { intent: string; neighbourhood?: string | null; mortgage?: unknown; query?: ChatQuery; areaOf?: unknown },
  f: EvalField,
): unknown {
  if (f === 'intent') return p.intent
  if (f === 'area') return p.areaOf ?? null
  if (f === 'neighbourhood') return p.neighbourhood ?? null
  if (f === 'mortgage') return p.intent === 'mortgage' ? (p.mortgage ?? {}) : null
  if (f === 'reply') return null
  return p.query?.[f] ?? null
}

/** Whether a case is scored on a field: every case on every field, except areas and reply words, which it must state. */
const states = (c: ChatEvalCase, f: EvalField) =>
  f === 'area' ? 'areaOf' in c.expect : f === 'reply' ? 'replyHas' in c.expect || 'replyLacks' in c.expect : true

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}

/** Runs every case through the engine and scores it. `now` pins the mortgage rules; `clock` measures time. */
export function evaluate(cases: readonly ChatEvalCase[], clock: () => number = () => Date.now()): EvalReport {
  const now = new Date('2026-11-24T12:00:00Z')
  const results: CaseResult[] = cases.map((c) => {
    const start = clock()
    const actual = parseChat(c.text, c.context, { now })
    const ms = clock() - start
    const wrongFields = EVAL_FIELDS.filter(
      (f) =>
        states(c, f) &&
        (f === 'reply' ? !replyFits(actual.reply, c.expect) : !same(field(actual, f), field(c.expect, f))),
    )
    return { case: c, actual, exact: wrongFields.length === 0, wrongFields, ms }
  })
  const fieldAccuracy = Object.fromEntries(
    EVAL_FIELDS.map((f) => {
      const stating = results.filter((r) => states(r.case, f))
      const right = stating.filter((r) => !r.wrongFields.includes(f)).length
      return [f, stating.length === 0 ? null : right / stating.length]
    }),
  ) as Record<EvalField, number | null>
  const expected = results.filter((r) => r.case.expect.intent === 'refuse')
  const refused = results.filter((r) => r.actual.intent === 'refuse')
  const truePositives = refused.filter((r) => r.case.expect.intent === 'refuse').length
  const lookalikes = results.filter((r) => r.case.kind === 'lookalike')
  const times = results.map((r) => r.ms).sort((a, b) => a - b)
  return {
    cases: results.length,
    exactMatch: results.filter((r) => r.exact).length / Math.max(1, results.length),
    fieldAccuracy,
    refusal: {
      precision: refused.length === 0 ? 1 : truePositives / refused.length,
      recall: expected.length === 0 ? 1 : truePositives / expected.length,
      expected: expected.length,
      refused: refused.length,
    },
    lookalikesPassed: lookalikes.filter((r) => r.actual.intent !== 'refuse').length / Math.max(1, lookalikes.length),
    parseMs: { p50: quantile(times, 0.5), p95: quantile(times, 0.95) },
    failures: results.filter((r) => !r.exact),
  }
}

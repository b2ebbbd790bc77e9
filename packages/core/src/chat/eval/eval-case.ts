import type { TransitLine } from '../../transit/transit.ts'
import type { ChatAreaSource, ChatContext, ChatDirection, ChatIntent, ChatMortgage, ChatQuery } from '../chat.schema.ts'

/**
 * What a case expects the engine to understand. Absent query means {}, absent neighbourhood means null. `areaOf`
 * is compared only where a case states it (null: no area): cases written before the engine drew areas say nothing
 * about them, and are not scored on them.
 */
export interface ExpectedParse {
  readonly intent: ChatIntent
  readonly query?: ChatQuery
  readonly neighbourhood?: string | null
  readonly mortgage?: ChatMortgage
  readonly areaOf?: ChatAreaSource | null
  /** Words the reply must not use (a Toronto search never says "SkyTrain"); scored only where a case states it. */
  readonly replyLacks?: readonly string[]
  /** Words the reply must use; scored only where a case states it. */
  readonly replyHas?: readonly string[]
}

/**
 * One query of the evaluation set. `kind` groups the figures: `refuse` must be declined, `lookalike` is lawful
 * text that shares words with steering and must not be declined. `heldOut` cases were written before the engine
 * was tuned and are never used to tune it.
 */
export interface ChatEvalCase {
  readonly text: string
  readonly lang: 'en' | 'zh'
  readonly kind: 'search' | 'followUp' | 'mortgage' | 'other' | 'refuse' | 'lookalike'
  readonly context?: ChatContext
  readonly expect: ExpectedParse
  readonly heldOut?: true
}

type Extra = Pick<ChatEvalCase, 'context'>

/** Builders that keep the data files short. */
export const en = (kind: ChatEvalCase['kind'], text: string, expect: ExpectedParse, extra?: Extra): ChatEvalCase => ({
  text,
  lang: 'en',
  kind,
  expect,
  ...extra,
})
export const zh = (kind: ChatEvalCase['kind'], text: string, expect: ExpectedParse, extra?: Extra): ChatEvalCase => ({
  text,
  lang: 'zh',
  kind,
  expect,
  ...extra,
})
export const search = (query: ChatQuery, neighbourhood: string | null = null): ExpectedParse => ({
  intent: 'search',
  query,
  neighbourhood,
})
/** A search with a drawn area: a walk round a place, or a stretch of a line. */
export const inArea = (query: ChatQuery, areaOf: ChatAreaSource | null, neighbourhood: string | null = null) => ({
  intent: 'search' as const,
  query,
  neighbourhood,
  areaOf,
})
export const walk = (place: string, minutes: number, placeKind: 'station' | 'campus' = 'station'): ChatAreaSource => ({
  kind: 'walk',
  place,
  placeKind,
  minutes,
})
export const along = (line: TransitLine, direction: ChatDirection, from: string): ChatAreaSource => ({
  kind: 'line',
  line,
  direction,
  from,
  fromKind: 'station',
})
/** An expectation with words the reply must use and must not use. */
export const saying = (expect: ExpectedParse, replyHas: readonly string[], replyLacks: readonly string[] = []) => ({
  ...expect,
  replyHas,
  replyLacks,
})
export const REFUSE: ExpectedParse = { intent: 'refuse' }
export const OTHER: ExpectedParse = { intent: 'other' }
export const ctx = (query: ChatQuery, neighbourhood: string | null = null): Extra => ({
  context: { intent: 'search', query, neighbourhood },
})

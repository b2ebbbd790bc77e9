import { COMPARABLE_BEDS_DELTA, COMPARABLES_MAX, type ComparableStep, stepSince } from './comparable-steps.ts'

/** What the choice needs of this home. */
export interface ComparableSubject {
  beds: number
  baths: number
  sqft: number | null
  neighbourhood: string
}

/** A candidate home, closed, with its distance from this home. */
export interface ComparableCandidate {
  beds: number
  baths: number
  sqft: number | null
  neighbourhood: string
  distanceM: number
  /** ISO time it closed. */
  closeDate: string
}

export interface ComparableDifferences {
  /** Its bedrooms less this home's. */
  beds: number
  baths: number
  /** Its living area against this home's, in whole per cent (+12 is 12 % larger); null when either is unknown. */
  sqftPct: number | null
}

export function differencesFrom(subject: ComparableSubject, c: ComparableCandidate): ComparableDifferences {
  return {
    beds: c.beds - subject.beds,
    baths: c.baths - subject.baths,
    sqftPct:
      subject.sqft !== null && c.sqft !== null && subject.sqft > 0
        ? Math.round(((c.sqft - subject.sqft) / subject.sqft) * 100)
        : null,
  }
}

/** Whether a candidate is within a step: its place, bedrooms and (for steps that ask) living area. */
export function isWithinStep(subject: ComparableSubject, c: ComparableCandidate, step: ComparableStep): boolean {
  const near = c.distanceM <= step.radiusM || (step.sameNeighbourhood && c.neighbourhood === subject.neighbourhood)
  if (!near || Math.abs(c.beds - subject.beds) > COMPARABLE_BEDS_DELTA) return false
  if (step.sizeBand === null || subject.sqft === null) return true
  return c.sqft !== null && Math.abs(c.sqft - subject.sqft) <= subject.sqft * step.sizeBand
}

/**
 * How unlike this home a candidate is, lower first: a bedroom counts as much as a kilometre, a bathroom as half,
 * ten per cent of area as a kilometre, and each month since it closed as a third.
 */
export function unlikeness(subject: ComparableSubject, c: ComparableCandidate, asOf: Date): number {
  const d = differencesFrom(subject, c)
  const months = Math.max(0, asOf.getTime() - Date.parse(c.closeDate)) / (30.44 * 86_400_000)
  return Math.abs(d.beds) + Math.abs(d.baths) / 2 + Math.abs(d.sqftPct ?? 10) / 10 + c.distanceM / 1000 + months / 3
}

/**
 * The most alike candidates within a step that closed in its period before `asOf`, at most COMPARABLES_MAX, most
 * alike first.
 */
export function chooseComparables<T extends ComparableCandidate>(
  subject: ComparableSubject,
  candidates: readonly T[],
  step: ComparableStep,
  asOf: Date,
): T[] {
  const since = stepSince(step, asOf).getTime()
  return candidates
    .filter((c) => {
      const closed = Date.parse(c.closeDate)
      return closed >= since && closed <= asOf.getTime() && isWithinStep(subject, c, step)
    })
    .map((c) => ({ c, score: unlikeness(subject, c, asOf) }))
    .sort((a, b) => a.score - b.score)
    .slice(0, COMPARABLES_MAX)
    .map(({ c }) => c)
}

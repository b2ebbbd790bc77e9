/** The most comparable homes shown. */
export const COMPARABLES_MAX = 6

/** A price range rests on at least this many comparable homes; with fewer it is not shown. */
export const RANGE_MIN_COUNT = 3

/**
 * How far the search for comparable homes reaches, tried in order until at least RANGE_MIN_COUNT are found (the
 * last step's finds are used however few): a closer, more recent, more alike few are worth more than many further
 * away. Every step keeps the same kind of home (condo, townhouse, house), the
 * same sale or lease, and bedrooms within one of this home's.
 * - `close`: in the same neighbourhood or within 1 km, closed in the last 6 months, living area within 20 %.
 * - `wider`: within 2 km, closed in the last 9 months, living area within 30 %.
 * - `widest`: within 3 km, closed in the last 12 months, any living area.
 */
export const COMPARABLE_STEPS = [
  { id: 'close', radiusM: 1000, sameNeighbourhood: true, months: 6, sizeBand: 0.2 },
  { id: 'wider', radiusM: 2000, sameNeighbourhood: false, months: 9, sizeBand: 0.3 },
  { id: 'widest', radiusM: 3000, sameNeighbourhood: false, months: 12, sizeBand: null },
] as const

export type ComparableStep = (typeof COMPARABLE_STEPS)[number]
export type ComparableStepId = ComparableStep['id']
export const COMPARABLE_STEP_IDS = COMPARABLE_STEPS.map((s) => s.id) as [ComparableStepId, ...ComparableStepId[]]

/** Bedrooms of a comparable home differ from this home's by at most this many. */
export const COMPARABLE_BEDS_DELTA = 1

/** The start of a step's period: `months` calendar months before `asOf`. */
export function stepSince(step: ComparableStep, asOf: Date): Date {
  const since = new Date(asOf)
  since.setUTCMonth(since.getUTCMonth() - step.months)
  return since
}

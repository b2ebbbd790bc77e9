import {
  COMPARABLE_STEPS,
  type Comparables,
  chooseComparables,
  differencesFrom,
  estimateRange,
  placeZh,
  RANGE_MIN_COUNT,
  representativeSqft,
  type VowAccess,
} from '@maplenest/core'
import type { ComparableRow, ComparableSubjectRow } from './comparables-repository.ts'

/**
 * The comparable homes of a subject among closed candidates, and the range they suggest: the closest step that
 * finds at least RANGE_MIN_COUNT (else the widest step's finds), its most alike homes, and the range from them.
 * Pure, so that the back-test runs it on held-out sales as the API does.
 */
export function buildComparables(
  subject: ComparableSubjectRow,
  candidates: readonly ComparableRow[],
  asOf: Date,
  vow: VowAccess,
): Comparables {
  const area = representativeSqft(subject.sqft)
  const me = { beds: subject.beds, baths: subject.baths, sqft: area, neighbourhood: subject.neighbourhood }
  const sized = candidates.map((c) => ({
    row: c,
    beds: c.beds,
    baths: c.baths,
    sqft: representativeSqft(c.sqft),
    neighbourhood: c.neighbourhood,
    distanceM: c.distanceM,
    closeDate: c.closeDate.toISOString(),
  }))
  for (const [i, step] of COMPARABLE_STEPS.entries()) {
    const chosen = chooseComparables(me, sized, step, asOf)
    if (chosen.length < RANGE_MIN_COUNT && i < COMPARABLE_STEPS.length - 1) continue
    if (chosen.length === 0) break
    const lease = subject.sr === 'Lease'
    return {
      items: chosen.map((c) => ({
        mlNum: c.row.mlNum,
        city: c.row.city,
        address: c.row.address,
        unit: c.row.unit,
        neighbourhood: c.row.neighbourhood,
        neighbourhoodZh: placeZh(c.row.city, c.row.neighbourhood, 'neighbourhood') ?? null,
        lat: c.row.location.y,
        lng: c.row.location.x,
        distanceM: c.row.distanceM,
        closeDate: c.closeDate,
        closePrice: c.row.closePrice,
        price: c.row.price,
        pricePerSqft: c.sqft ? Math.round(c.row.closePrice / c.sqft) : null,
        beds: c.row.beds,
        bedsPlus: c.row.bedsPlus,
        baths: c.row.baths,
        sqft: c.row.sqft,
        photo: c.row.photo,
        differences: differencesFrom(me, c),
      })),
      range: estimateRange(
        area,
        chosen.map((c) => ({ closePrice: c.row.closePrice, sqft: c.sqft })),
        lease,
      ),
      step: step.id,
      locked: false,
      vow,
    }
  }
  return { items: [], range: null, step: null, locked: false, vow }
}

import type { AgeCode } from './listing-codes.ts'

/** The age filter's bands in whole years (spec §3): '0' is new, '100+' has no upper bound. */
export const AGE_RANGES = {
  '0': { minYears: 0, maxYears: 0 },
  '0-5': { minYears: 0, maxYears: 5 },
  '6-10': { minYears: 6, maxYears: 10 },
  '11-15': { minYears: 11, maxYears: 15 },
  '16-30': { minYears: 16, maxYears: 30 },
  '31-50': { minYears: 31, maxYears: 50 },
  '51-99': { minYears: 51, maxYears: 99 },
  '100+': { minYears: 100, maxYears: null },
} as const satisfies Record<AgeCode, { minYears: number; maxYears: number | null }>

export interface AgeRange {
  minYears: number
  maxYears: number | null
}

export function ageRange(code: AgeCode): AgeRange {
  return AGE_RANGES[code]
}

/** A building's age in whole years from its year built to the UTC year of `now`; never negative. */
export function calculateAgeYears(yearBuilt: number, now: Date): number {
  return Math.max(0, now.getUTCFullYear() - yearBuilt)
}

/**
 * The age code of a building: '0' (new) when built this year or later (a project finishing next year),
 * then the narrowest band holding its age.
 */
export function ageCodeFor(yearBuilt: number, now: Date): AgeCode {
  const age = calculateAgeYears(yearBuilt, now)
  if (age === 0) return '0'
  if (age <= 5) return '0-5'
  if (age <= 10) return '6-10'
  if (age <= 15) return '11-15'
  if (age <= 30) return '16-30'
  if (age <= 50) return '31-50'
  if (age <= 99) return '51-99'
  return '100+'
}

import type { EqaoSubject, SchoolLanguage } from './school.schema.ts'
import type { SchoolLevel } from './school-codes.ts'

/** Rating bands of the badges: top (8 and up), good (6 to under 8), low (under 6), none (not ranked). */
export type RatingBand = 'top' | 'good' | 'low' | 'none'

export function ratingBand(rating: number | null | undefined): RatingBand {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return 'none'
  if (rating >= 8) return 'top'
  if (rating >= 6) return 'good'
  return 'low'
}

/** A rating out of 10 with one decimal ("8.0", "6.5"), or null when there is none. */
export function formatRating(rating: number | null | undefined): string | null {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return null
  return (Math.round(rating * 10) / 10).toFixed(1)
}

export const schoolLevelKey = (level: SchoolLevel) => `ui.schools.level.${level}` as const
export const schoolLanguageKey = (language: SchoolLanguage) => `ui.schools.language.${language}` as const

/** The API's language value for a stored one ("English" → "english"). */
export function toSchoolLanguage(stored: string): SchoolLanguage {
  return stored.toLowerCase() === 'french' ? 'french' : 'english'
}

/**
 * A grade range for display, with an en dash: "JK-8" → "JK–8", "9-12" → "9–12", "K" → "K". Null or blank → null.
 */
export function formatGradeRange(grades: string | null | undefined): string | null {
  const text = grades?.trim()
  if (!text) return null
  const [from, to] = text.split(/\s*[-–]\s*/)
  return to ? `${from}–${to}` : (from ?? null)
}

/** An EQAO percentage as a whole percent ("72%"); null or out of range → "–". */
export function formatEqaoPercent(percent: number | null | undefined): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent) || percent < 0 || percent > 100) return '–'
  return `${Math.round(percent)}%`
}

/** The school year ending in `year`: 2024 → "2023–24". */
export function schoolYear(year: number): string {
  return `${year - 1}–${String(year % 100).padStart(2, '0')}`
}

/** EQAO assessments in display order: grades 3 and 6 reading, writing, math; grade 9 math; grade 10 OSSLT. */
export const EQAO_ASSESSMENTS: readonly { grade: number; subject: EqaoSubject }[] = [
  { grade: 3, subject: 'reading' },
  { grade: 3, subject: 'writing' },
  { grade: 3, subject: 'math' },
  { grade: 6, subject: 'reading' },
  { grade: 6, subject: 'writing' },
  { grade: 6, subject: 'math' },
  { grade: 9, subject: 'math' },
  { grade: 10, subject: 'osslt' },
]

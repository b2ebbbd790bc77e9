import { numberFormat } from '@maplenest/core'

/** A school pin's colour by its 0–10 rating: 8 and above green, 6 to 8 amber, below 6 grey, none outlined. */
type SchoolTone = 'good' | 'mid' | 'low' | 'unrated'

export function toSchoolTone(rating: number | null): SchoolTone {
  if (rating === null || Number.isNaN(rating)) return 'unrated'
  if (rating >= 8) return 'good'
  if (rating >= 6) return 'mid'
  return 'low'
}

/** The rating as the pin shows it: one decimal, "–" for none. */
export function formatRating(rating: number | null, locale: string): string {
  if (rating === null) return '–'
  return numberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 0 }).format(rating)
}

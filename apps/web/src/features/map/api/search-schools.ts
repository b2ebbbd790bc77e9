import { api } from '../../../shared/api/api.ts'
import { type MapView, toBboxParam } from '../map-views.ts'

export const SCHOOL_SEARCH_PATH = '/house/api/school/v1/search'
export const SCHOOL_MAP_LIMIT = 200

export type SchoolLevel = 'elementary' | 'secondary'

export interface MapSchool {
  schoolNumber: string
  name: string
  level: SchoolLevel
  language: string
  /** 0–10, or null when the school has no rating. */
  rating: number | null
  lat: number
  lng: number
  category: string
  board: string
}

/** GET /house/api/school/v1/search in a view. Quiet: the screen shows its own error state. */
export function searchSchools(view: MapView, level: SchoolLevel | null, signal?: AbortSignal) {
  return api.get<{ items: MapSchool[]; total: number }>(SCHOOL_SEARCH_PATH, {
    query: { bbox: toBboxParam(view.bbox), ...(level ? { level } : {}), limit: SCHOOL_MAP_LIMIT },
    toast: false,
    signal,
  })
}

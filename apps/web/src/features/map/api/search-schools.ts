import type { SchoolSummary } from '@maplenest/core'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { type MapView, toBboxParam } from '../map-views.ts'

export const SCHOOL_SEARCH_PATH = '/house/api/school/v1/search'
const SCHOOL_MAP_LIMIT = 200

export type SchoolLevel = SchoolSummary['level']
/** A school as the search answers it: the map uses its place, name, level, rating, board, language, category. */
type MapSchool = SchoolSummary

/** GET /house/api/school/v1/search in a view. Quiet: the screen shows its own error state. */
export function searchSchools(view: MapView, level: SchoolLevel | null, signal?: AbortSignal) {
  return api.get<{ items: MapSchool[]; total: number }>(SCHOOL_SEARCH_PATH, {
    query: { bbox: toBboxParam(view.bbox), ...(level ? { level } : {}), limit: SCHOOL_MAP_LIMIT },
    toast: false,
    signal,
  })
}

export const searchSchoolsQuery = (view: MapView, level: SchoolLevel | null) =>
  queryOptions({
    queryKey: ['map', 'schools', { bbox: toBboxParam(view.bbox), level }],
    queryFn: ({ signal }) => searchSchools(view, level, signal),
  })

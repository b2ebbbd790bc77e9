import type { University } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

/** GET /house/api/university/v1: the campuses students pick from. Quiet. */
function getUniversities(signal?: AbortSignal): Promise<University[]> {
  return api.get<University[]>('/house/api/university/v1', { toast: false, signal })
}

const getUniversitiesQuery = () =>
  queryOptions({ queryKey: ['schools', 'universities'], queryFn: ({ signal }) => getUniversities(signal) })

export const useUniversities = () => useQuery(getUniversitiesQuery())

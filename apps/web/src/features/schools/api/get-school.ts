import type { SchoolDetail } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

/** GET /house/api/school/v1/:schoolNumber: one school with its rankings and nearby listings. Quiet. */
function getSchool(schoolNumber: string, signal?: AbortSignal): Promise<SchoolDetail> {
  return api.get<SchoolDetail>(`/house/api/school/v1/${encodeURIComponent(schoolNumber)}`, { toast: false, signal })
}

const getSchoolQuery = (schoolNumber: string) =>
  queryOptions({
    queryKey: ['schools', 'detail', schoolNumber],
    queryFn: ({ signal }) => getSchool(schoolNumber, signal),
  })

/** No number asks for nothing (the screen says "not found"). */
export const useSchool = (schoolNumber: string | null) =>
  useQuery({ ...getSchoolQuery(schoolNumber ?? ''), enabled: !!schoolNumber })

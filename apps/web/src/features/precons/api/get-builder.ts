import type { BuilderDetail } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

/** GET /house/api/precons/v1/builder/:id: one builder with its projects. Quiet: the screen says what went wrong. */
function getBuilder(id: string, signal?: AbortSignal): Promise<BuilderDetail> {
  return api.get<BuilderDetail>(`/house/api/precons/v1/builder/${encodeURIComponent(id)}`, { toast: false, signal })
}

const getBuilderQuery = (id: string) =>
  queryOptions({ queryKey: ['precons', 'builder', id], queryFn: ({ signal }) => getBuilder(id, signal) })

/** No id asks for nothing (the screen says "not found"). */
export const useBuilder = (id: string | null) => useQuery({ ...getBuilderQuery(id ?? ''), enabled: !!id })

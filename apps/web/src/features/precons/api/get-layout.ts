import type { LayoutDetail } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

/** GET /house/api/precons/v1/layout/:id: one floor plan of a project. Quiet: the screen says what went wrong. */
function getLayout(id: string, signal?: AbortSignal): Promise<LayoutDetail> {
  return api.get<LayoutDetail>(`/house/api/precons/v1/layout/${encodeURIComponent(id)}`, { toast: false, signal })
}

const getLayoutQuery = (id: string) =>
  queryOptions({ queryKey: ['precons', 'layout', id], queryFn: ({ signal }) => getLayout(id, signal) })

/** No id asks for nothing (the screen says "not found"). */
export const useLayout = (id: string | null) => useQuery({ ...getLayoutQuery(id ?? ''), enabled: !!id })

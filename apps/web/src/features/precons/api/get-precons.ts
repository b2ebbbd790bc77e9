import type { PreconsDetail } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

/** GET /house/api/precons/v1/:id: one project with its layouts, deposits and builders. Quiet: the screen says what went wrong. */
function getPrecons(id: string, signal?: AbortSignal): Promise<PreconsDetail> {
  return api.get<PreconsDetail>(`/house/api/precons/v1/${encodeURIComponent(id)}`, { toast: false, signal })
}

const getPreconsQuery = (id: string) =>
  queryOptions({ queryKey: ['precons', 'precons', id], queryFn: ({ signal }) => getPrecons(id, signal) })

/** No id asks for nothing (the screen says "not found"). */
export const usePrecons = (id: string | null) => useQuery({ ...getPreconsQuery(id ?? ''), enabled: !!id })

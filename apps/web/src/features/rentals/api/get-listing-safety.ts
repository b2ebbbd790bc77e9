import type { ListingSafety } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { RENTAL_PATH, RENTALS_KEY } from './rental-keys.ts'

/** GET /house/api/rental/v1/safety/{mlNum}: the rent against similar listings nearby and the agent's registration. */
const getListingSafety = (mlNum: string, signal?: AbortSignal) =>
  api.get<ListingSafety>(`${RENTAL_PATH}/safety/${encodeURIComponent(mlNum)}`, { toast: false, signal })

const listingSafetyQuery = (mlNum: string) =>
  queryOptions({
    queryKey: [...RENTALS_KEY, 'safety', mlNum],
    queryFn: ({ signal }) => getListingSafety(mlNum, signal),
  })

export const useListingSafety = (mlNum: string | null) =>
  useQuery({ ...listingSafetyQuery(mlNum ?? ''), enabled: Boolean(mlNum) })

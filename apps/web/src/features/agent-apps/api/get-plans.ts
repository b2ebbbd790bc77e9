import type { PlanList } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { AGENT_APPS_KEY, ORDER_PATH } from './agent-apps-keys.ts'

/** GET /house/api/order/v1/plans: monthly and yearly, in cents of CAD. */
const getPlans = (signal?: AbortSignal) => api.get<PlanList>(`${ORDER_PATH}/plans`, { toast: false, signal })

const plansQuery = () =>
  queryOptions({
    queryKey: [...AGENT_APPS_KEY, 'plans'],
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 3_600_000,
  })

export const usePlans = () => useQuery(plansQuery())

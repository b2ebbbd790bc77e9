import type { ActiveClients, ActivityPeriod } from '@maplenest/core'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { ACTIVITY_KEY, ACTIVITY_PATH } from './activity-keys.ts'

/** GET /house/api/activity/v1/active?period=: clients by activity over the period, the most active first. */
const getActive = (period: ActivityPeriod, signal?: AbortSignal) =>
  api.get<ActiveClients>(`${ACTIVITY_PATH}/active`, { query: { period }, toast: false, signal })

export const useActive = (period: ActivityPeriod) =>
  useQuery({ queryKey: [...ACTIVITY_KEY, 'active', period], queryFn: ({ signal }) => getActive(period, signal) })

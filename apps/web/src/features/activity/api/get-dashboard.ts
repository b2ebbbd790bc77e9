import type { ActivityPeriod, Dashboard } from '@maplenest/core'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { ACTIVITY_KEY, ACTIVITY_PATH } from './activity-keys.ts'

/** GET /house/api/activity/v1/dashboard?period=: the agent's figures and series over the period. */
const getDashboard = (period: ActivityPeriod, signal?: AbortSignal) =>
  api.get<Dashboard>(`${ACTIVITY_PATH}/dashboard`, { query: { period }, toast: false, signal })

export const useDashboard = (period: ActivityPeriod) =>
  useQuery({ queryKey: [...ACTIVITY_KEY, 'dashboard', period], queryFn: ({ signal }) => getDashboard(period, signal) })

import type { MyApp } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { AGENT_APPS_KEY, APP_PATH } from './agent-apps-keys.ts'

/** GET /house/api/app/v1/mine: the caller's own app (brokers), whether it is live and until when. */
const getMyApp = (signal?: AbortSignal) => api.get<MyApp>(`${APP_PATH}/mine`, { toast: false, signal })

const myAppQuery = () =>
  queryOptions({ queryKey: [...AGENT_APPS_KEY, 'mine'], queryFn: ({ signal }) => getMyApp(signal) })

export const useMyApp = (enabled = true) => useQuery({ ...myAppQuery(), enabled })

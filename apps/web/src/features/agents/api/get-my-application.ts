import type { MyAgentApplication } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

const MY_APPLICATION_PATH = '/house/api/agent/v1/applications/mine'
export const MY_APPLICATION_KEY = ['agents', 'application', 'mine'] as const

/** GET /house/api/agent/v1/applications/mine: whether the signed-in person is an agent, and their application. */
const getMyApplication = (signal?: AbortSignal) =>
  api.get<MyAgentApplication>(MY_APPLICATION_PATH, { toast: false, signal })

const getMyApplicationQuery = () =>
  queryOptions({ queryKey: MY_APPLICATION_KEY, queryFn: ({ signal }) => getMyApplication(signal) })

export const useMyApplication = () => useQuery(getMyApplicationQuery())

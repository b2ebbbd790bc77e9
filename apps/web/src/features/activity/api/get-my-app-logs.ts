import type { AppLogPage } from '@maplenest/core'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { nextCursorOf, type PageCursor, withCursor } from '../../../shared/api/paged.ts'
import { usePaged } from '../../../shared/api/use-paged.ts'
import { ACTIVITY_KEY } from './activity-keys.ts'

/** GET /house/api/appLog/v1/mine: the person's own app log, newest first. */
const getMyAppLogs = (cursor: PageCursor, signal?: AbortSignal) =>
  api.get<AppLogPage>('/house/api/appLog/v1/mine', { query: withCursor({ limit: 20 }, cursor), toast: false, signal })

const myAppLogsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...ACTIVITY_KEY, 'app-logs'] as const,
    queryFn: ({ pageParam, signal }) => getMyAppLogs(pageParam, signal),
    initialPageParam: undefined as PageCursor,
    getNextPageParam: nextCursorOf,
  })

export const useMyAppLogs = () => usePaged(myAppLogsQuery())

import type { Locale, WebAppShare } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { AGENT_APPS_KEY } from './agent-apps-keys.ts'

/**
 * GET /house/api/share/v2/webApp: the app's own share card (its name as the title, a line naming the agent), in the
 * language the shared link opens in (null: the app's current language).
 */
const getWebAppShare = (userId: string, appId: string, language: Locale | null, signal?: AbortSignal) =>
  api.get<WebAppShare>('/house/api/share/v2/webApp', {
    query: { userId, appId },
    ...(language ? { headers: { language } } : {}),
    toast: false,
    signal,
  })

const webAppShareQuery = (userId: string, appId: string, language: Locale | null) =>
  queryOptions({
    queryKey: [...AGENT_APPS_KEY, 'webAppShare', appId, language ?? 'current'],
    queryFn: ({ signal }) => getWebAppShare(userId, appId, language, signal),
    staleTime: 5 * 60_000,
  })

export const useWebAppShare = (userId: string, appId: string, language: Locale | null) =>
  useQuery(webAppShareQuery(userId, appId, language))

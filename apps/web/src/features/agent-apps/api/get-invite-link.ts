import type { AppInviteLink, Locale } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { AGENT_APPS_KEY, APP_PATH } from './agent-apps-keys.ts'

/**
 * POST /house/api/app/v1/mine/invite: the broker's short invite link for a language (null: the reader's own). The
 * same code comes back each time, so it is read like a query.
 */
const getInviteLink = (language: Locale | null) =>
  api.post<AppInviteLink>(`${APP_PATH}/mine/invite`, { language }, { toast: false })

const inviteLinkQuery = (language: Locale | null) =>
  queryOptions({
    queryKey: [...AGENT_APPS_KEY, 'invite', language ?? 'none'],
    queryFn: () => getInviteLink(language),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useInviteLink = (language: Locale | null) => useQuery(inviteLinkQuery(language))

import type { LeadPage } from '@maplenest/core'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { ACTIVITY_KEY, ACTIVITY_PATH } from './activity-keys.ts'

/**
 * GET /house/api/activity/v1/leads?clientId=&limit=1: the client's newest lead, whose contact is how they last asked
 * to be reached (the account's own address is not the agent's to use).
 */
export const useClientContact = (userId: string) =>
  useQuery({
    queryKey: [...ACTIVITY_KEY, 'contact', userId],
    queryFn: ({ signal }) =>
      api.get<LeadPage>(`${ACTIVITY_PATH}/leads`, { query: { clientId: userId, limit: 1 }, toast: false, signal }),
    enabled: userId !== '',
    select: (page) => page.items[0]?.client ?? null,
  })

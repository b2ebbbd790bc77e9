import type { ClientDetails } from '@maplenest/core'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { ACTIVITY_KEY, ACTIVITY_PATH } from './activity-keys.ts'

/** GET /house/api/activity/v1/clients/{userId}: one client's counts, alerts and timeline. */
const getClientDetails = (userId: string, signal?: AbortSignal) =>
  api.get<ClientDetails>(`${ACTIVITY_PATH}/clients/${encodeURIComponent(userId)}`, { toast: false, signal })

// Addresses come in the language asked for.
export const useClientDetails = (userId: string) =>
  useQuery({
    queryKey: [...ACTIVITY_KEY, 'client', userId, currentLocale()],
    queryFn: ({ signal }) => getClientDetails(userId, signal),
    enabled: userId !== '',
  })

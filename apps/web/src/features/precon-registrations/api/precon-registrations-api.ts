import type {
  AgentPage,
  City,
  PreconRegistration,
  PreconRegistrationCreateForm,
  PreconRegistrationList,
} from '@maplenest/core'
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

export const PRECON_REGISTRATIONS_API = '/house/api/precons/v1/registrations'
/** Every registrations read lives under this key, so one write refreshes both lists. */
export const PRECON_REGISTRATIONS_KEY = ['preconRegistrations'] as const

// Quiet calls: each screen says what went wrong with the server's words.
/** POST …/registrations: the registration as stored (with the consent's time and words); one Idempotency-Key each. */
const createRegistration = (body: PreconRegistrationCreateForm) =>
  api.post<PreconRegistration>(PRECON_REGISTRATIONS_API, body, { toast: false, idempotent: true })
/** DELETE …/registrations/mine/{id}: the buyer withdraws one. */
const withdrawRegistration = (id: string) =>
  api.delete<unknown>(`${PRECON_REGISTRATIONS_API}/mine/${encodeURIComponent(id)}`, undefined, { toast: false })
/** POST …/registrations/{id}/reply: the receiving agent marks it contacted, with a reply. */
const replyRegistration = ({ id, reply }: { id: string; reply: string }) =>
  api.post<PreconRegistration>(
    `${PRECON_REGISTRATIONS_API}/${encodeURIComponent(id)}/reply`,
    { reply },
    { toast: false },
  )

const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: PRECON_REGISTRATIONS_KEY })

/** The signed-in person's registrations (not withdrawn), newest first. */
export const useMyRegistrations = () =>
  useQuery({
    queryKey: [...PRECON_REGISTRATIONS_KEY, 'mine'],
    queryFn: ({ signal }) =>
      api.get<PreconRegistrationList>(`${PRECON_REGISTRATIONS_API}/mine`, { toast: false, signal }),
  })

/** The registrations the signed-in agent receives (an administrator's include the queue). */
export const useIncomingRegistrations = () =>
  useQuery({
    queryKey: [...PRECON_REGISTRATIONS_KEY, 'incoming'],
    queryFn: ({ signal }) =>
      api.get<PreconRegistrationList>(`${PRECON_REGISTRATIONS_API}/incoming`, { toast: false, signal }),
  })

/** The agents of a city the form offers to choose from (the first page of the directory). */
export const useCityAgents = (city: City, enabled: boolean) =>
  useQuery({
    queryKey: ['agents', 'search', city, 'registration'],
    queryFn: ({ signal }) =>
      api.get<AgentPage>('/house/api/agent/v1/search', { toast: false, signal, query: { city, limit: 20 } }),
    enabled,
    staleTime: 10 * 60_000,
  })

export function useCreateRegistration() {
  const client = useQueryClient()
  return useMutation({ mutationFn: createRegistration, onSuccess: () => refresh(client) })
}

export function useWithdrawRegistration() {
  const client = useQueryClient()
  return useMutation({ mutationFn: withdrawRegistration, onSuccess: () => refresh(client) })
}

export function useReplyRegistration() {
  const client = useQueryClient()
  return useMutation({ mutationFn: replyRegistration, onSuccess: () => refresh(client) })
}

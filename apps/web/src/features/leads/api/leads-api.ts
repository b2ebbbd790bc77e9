import type { Lead, LeadPage, LeadQuestionForm, LeadStatus, LeadUpdateForm, LeadUrgencyFilter } from '@maplenest/core'
import { infiniteQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { nextCursorOf, type PageCursor, withCursor } from '../../../shared/api/paged.ts'
import { usePaged } from '../../../shared/api/use-paged.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'

export const LEADS_API = '/house/api/activity/v1/leads'
/** Every read of the agent's leads lives under this key, so a change refreshes the list and the lead. */
export const LEADS_KEY = ['leads'] as const

export type LeadFilter = LeadStatus | 'all'

// Quiet calls: each screen says what went wrong with the server's words.
const getLeads = (
  status: LeadFilter,
  urgency: LeadUrgencyFilter,
  q: string,
  cursor: PageCursor,
  signal?: AbortSignal,
) =>
  api.get<LeadPage>(LEADS_API, {
    query: withCursor({ status, ...(urgency !== 'all' ? { urgency } : {}), ...(q ? { q } : {}), limit: 20 }, cursor),
    toast: false,
    signal,
  })

// Addresses come in the language asked for.
const leadsQuery = (status: LeadFilter, urgency: LeadUrgencyFilter, q: string) =>
  infiniteQueryOptions({
    queryKey: [...LEADS_KEY, 'list', status, urgency, q, currentLocale()] as const,
    queryFn: ({ pageParam, signal }) => getLeads(status, urgency, q, pageParam, signal),
    initialPageParam: undefined as PageCursor,
    getNextPageParam: nextCursorOf,
  })

/** GET …/leads?status=&urgency=&q=: the agent's leads, newest first. */
export const useLeads = (status: LeadFilter, urgency: LeadUrgencyFilter = 'all', q = '') =>
  usePaged(leadsQuery(status, urgency, q))

/** GET …/leads/{id}: one of the agent's leads. */
export const useLead = (id: string) =>
  useQuery({
    queryKey: [...LEADS_KEY, 'one', id, currentLocale()],
    queryFn: ({ signal }) => api.get<Lead>(`${LEADS_API}/${encodeURIComponent(id)}`, { toast: false, signal }),
    enabled: id !== '',
  })

/** PUT …/leads/{id}: moves it on, sets its urgency, sets or clears its reminder, keeps a note. */
export function useUpdateLead(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: LeadUpdateForm) =>
      api.put<Lead>(`${LEADS_API}/${encodeURIComponent(id)}`, body, { toast: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: LEADS_KEY }),
  })
}

/** POST …/leads: a client's question to the agent of the app they are in; one Idempotency-Key each. */
export function useSendQuestion() {
  return useMutation({
    mutationFn: (body: LeadQuestionForm) =>
      api.post<{ id: string }>(LEADS_API, body, { toast: false, idempotent: true }),
  })
}

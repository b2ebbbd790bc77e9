import type { NoticeConsent } from '@maplenest/core'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'

const CONSENT_PATH = '/house/api/notice/v1/consent'
const CONSENT_KEY = ['notices', 'consent'] as const

/** GET /house/api/notice/v1/consent: whether notices are e-mailed too, and when that was chosen. */
const getConsent = (signal?: AbortSignal) => api.get<NoticeConsent>(CONSENT_PATH, { toast: false, signal })
const getConsentQuery = () => queryOptions({ queryKey: CONSENT_KEY, queryFn: ({ signal }) => getConsent(signal) })
export const useNoticeConsent = () => useQuery(getConsentQuery())

/** PUT /house/api/notice/v1/consent: turns e-mail copies on or off. */
const setConsent = (email: boolean) => api.put<NoticeConsent>(CONSENT_PATH, { email }, { toast: false })

export function useSetNoticeConsent() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: setConsent,
    onSuccess: (consent) => client.setQueryData(CONSENT_KEY, consent),
  })
}

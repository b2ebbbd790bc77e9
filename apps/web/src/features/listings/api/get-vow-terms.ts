import type { MessageKey } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { isMessageKey } from '../../../shared/i18n/i18n.ts'

/** The VOW terms of use as catalogue keys: the screen shows them in its own language. */
export interface VowTerms {
  version: string
  titleKey: MessageKey | null
  clauseKeys: MessageKey[]
}

const keyOrNull = (value: unknown): MessageKey | null =>
  typeof value === 'string' && isMessageKey(value) ? value : null

/** GET /house/api/vow/v1/terms: the terms a registered user accepts once to see sold data and history. */
async function getVowTerms(signal?: AbortSignal): Promise<VowTerms> {
  const data = await api.get<unknown>('/house/api/vow/v1/terms', { signal })
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
  const clauses = Array.isArray(record.clauseKeys) ? record.clauseKeys : []
  return {
    version: typeof record.version === 'string' ? record.version : '',
    titleKey: keyOrNull(record.titleKey),
    clauseKeys: clauses.map(keyOrNull).filter((key): key is MessageKey => key !== null),
  }
}

const getVowTermsQuery = () =>
  queryOptions({ queryKey: ['listings', 'vow', 'terms'], queryFn: ({ signal }) => getVowTerms(signal) })

/** The terms, asked for only while `enabled` (the sheet is open). */
export const useVowTerms = (enabled: boolean) => useQuery({ ...getVowTermsQuery(), enabled })

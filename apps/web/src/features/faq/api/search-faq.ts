import type { FaqEntry } from '@maplenest/core'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'

export const FAQ_KEY = ['faq'] as const

/** GET /house/api/faq/v1?q=: the FAQ in the reader's language; `q` keeps questions holding every word. */
const searchFaq = (q: string, signal?: AbortSignal) =>
  api.get<FaqEntry[]>('/house/api/faq/v1', { query: q ? { q } : {}, toast: false, signal })

const searchFaqQuery = (q: string) =>
  queryOptions({ queryKey: [...FAQ_KEY, 'search', currentLocale(), q], queryFn: ({ signal }) => searchFaq(q, signal) })

/** The previous answer stays while the next search is on its way, so the list does not flash empty as one types. */
export const useFaqSearch = (q: string) => useQuery({ ...searchFaqQuery(q), placeholderData: keepPreviousData })

import type { FaqEntry } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { FAQ_KEY } from './search-faq.ts'

/** GET /house/api/faq/v1/{id}: one question and its answer in the reader's language. */
const getFaq = (id: string, signal?: AbortSignal) =>
  api.get<FaqEntry>(`/house/api/faq/v1/${encodeURIComponent(id)}`, { toast: false, signal })

const getFaqQuery = (id: string) =>
  queryOptions({ queryKey: [...FAQ_KEY, id, currentLocale()], queryFn: ({ signal }) => getFaq(id, signal) })

export const useFaq = (id: string) => useQuery({ ...getFaqQuery(id), enabled: id !== '' })

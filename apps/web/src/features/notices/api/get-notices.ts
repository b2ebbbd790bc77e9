import type { NoticePage } from '@maplenest/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { storage } from '../../../shared/storage/storage.ts'

const NOTICES_PATH = '/house/api/notice/v1'
const NOTICES_KEY = ['notices'] as const
/** The pages of notices only: the consent answer lives under NOTICES_KEY too and has another shape. */
export const NOTICE_LIST_KEY = [...NOTICES_KEY, 'list'] as const
/** The centre shows the newest fifty; older ones are rarely wanted and stay on the server. */
const NOTICES_PAGE_SIZE = 50

/**
 * GET /house/api/notice/v1: the signed-in person's notices, newest first, with the unread count, which is kept as
 * the spec's notifyNum (cleared at logout).
 */
export async function getNotices(signal?: AbortSignal): Promise<NoticePage> {
  const page = await api.get<NoticePage>(NOTICES_PATH, { query: { limit: NOTICES_PAGE_SIZE }, toast: false, signal })
  await storage.set('notifyNum', page.unread)
  return page
}

// The texts come in the language asked for, so the language is part of the key.
const getNoticesQuery = () =>
  queryOptions({ queryKey: [...NOTICE_LIST_KEY, currentLocale()], queryFn: ({ signal }) => getNotices(signal) })

export const useNotices = (enabled = true) => useQuery({ ...getNoticesQuery(), enabled })

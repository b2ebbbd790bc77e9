import type { NoticePage, NoticeRead } from '@maplenest/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { NOTICE_LIST_KEY } from './get-notices.ts'

/** The key prefix of the account feature's counts query; features share no code, so the key is named here. */
const ACCOUNT_COUNTS_KEY = ['account', 'counts'] as const

/** POST /house/api/notice/v1/read with { ids } or { all: true }. */
const markNoticesRead = (request: NoticeRead) =>
  api.post<{ marked: number; unread: number }>('/house/api/notice/v1/read', request, { toast: false })

/** Marks read at once on screen (the dot and the badge go), then asks the server again. */
export function useMarkNoticesRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: markNoticesRead,
    onMutate: (request) => {
      const at = new Date().toISOString()
      client.setQueriesData<NoticePage>({ queryKey: NOTICE_LIST_KEY }, (page) => {
        if (!page) return page
        const hit = (id: string) => request.all === true || (request.ids ?? []).includes(id)
        const items = page.items.map((n) => (hit(n.id) && !n.readAt ? { ...n, readAt: at } : n))
        return { ...page, items, unread: items.filter((n) => !n.readAt).length }
      })
    },
    // My's counts (the account's GET /house/api/user/v1/counts) include the unread notices: ask for them again too.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: NOTICE_LIST_KEY }),
        client.invalidateQueries({ queryKey: ACCOUNT_COUNTS_KEY }),
      ]),
  })
}

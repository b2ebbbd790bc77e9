import type { NoticePage, NoticeRead } from '@maplenest/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { NOTICES_KEY } from './get-notices.ts'

/** POST /house/api/notice/v1/read with { ids } or { all: true }. */
export const markNoticesRead = (request: NoticeRead) =>
  api.post<{ marked: number; unread: number }>('/house/api/notice/v1/read', request, { toast: false })

/** Marks read at once on screen (the dot and the badge go), then asks the server again. */
export function useMarkNoticesRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: markNoticesRead,
    onMutate: (request) => {
      const at = new Date().toISOString()
      client.setQueriesData<NoticePage>({ queryKey: NOTICES_KEY }, (page) => {
        if (!page) return page
        const hit = (id: string) => request.all === true || (request.ids ?? []).includes(id)
        const items = page.items.map((n) => (hit(n.id) && !n.readAt ? { ...n, readAt: at } : n))
        return { ...page, items, unread: items.filter((n) => !n.readAt).length }
      })
    },
    onSettled: () => client.invalidateQueries({ queryKey: NOTICES_KEY }),
  })
}

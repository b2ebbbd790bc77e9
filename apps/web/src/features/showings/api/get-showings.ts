import type { ShowingPage, ShowingTab } from '@maplenest/core'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../shared/api/api.ts'
import { nextCursorOf, type PageCursor, withCursor } from '../../../shared/api/paged.ts'
import { usePaged } from '../../../shared/api/use-paged.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { SHOWINGS_KEY, SHOWINGS_PATH } from './showings-keys.ts'

const SHOWINGS_PAGE_SIZE = 20

/** Whose list: the showings the person booked, or the requests the agent handles. */
export type ShowingSide = 'mine' | 'agent'

/**
 * GET /house/api/appointment/v1?status=&cursor= (mine) or …/v1/agent?status=&cursor= (the agent's): one tab,
 * soonest first as the server orders them.
 */
function getShowings(side: ShowingSide, tab: ShowingTab, cursor: PageCursor, signal?: AbortSignal) {
  const query = withCursor({ status: tab, limit: SHOWINGS_PAGE_SIZE }, cursor)
  const path = side === 'agent' ? `${SHOWINGS_PATH}/agent` : SHOWINGS_PATH
  return api.get<ShowingPage>(path, { query, toast: false, signal })
}

// The addresses come in the language asked for, so the language is part of the key.
const showingsQuery = (side: ShowingSide, tab: ShowingTab) =>
  infiniteQueryOptions({
    queryKey: [...SHOWINGS_KEY, 'list', side, tab, currentLocale()] as const,
    queryFn: ({ pageParam, signal }) => getShowings(side, tab, pageParam, signal),
    initialPageParam: undefined as PageCursor,
    getNextPageParam: nextCursorOf,
  })

export const useShowings = (side: ShowingSide, tab: ShowingTab) => usePaged(showingsQuery(side, tab))

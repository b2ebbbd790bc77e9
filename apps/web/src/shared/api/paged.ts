/** One page of a keyset list as the API answers it: the rows and the cursor of the next page, if any. */
export interface CursorPage<T> {
  items: T[]
  nextCursor: string | null
}

/** The cursor TanStack passes to a list's next page: none for the first page. */
export type PageCursor = string | undefined

/** Where a list's next page starts, read from the last page; undefined when there is none. */
export const nextCursorOf = (page: { nextCursor: string | null }): PageCursor => page.nextCursor ?? undefined

/** The query of a list with its cursor, as the API takes it; the first page sends no cursor. */
export const withCursor = <Q extends object>(query: Q, cursor: PageCursor): Q & { cursor?: string } =>
  cursor ? { ...query, cursor } : query

/** A keyset list on screen: its pages so far, and the next one on demand (see `usePaged`). */
export interface Paged<T, P = CursorPage<T>> {
  status: 'pending' | 'error' | 'success'
  error: unknown
  /** The rows so far with the first page (its totals describe the whole list) and the newest page. */
  data: { items: T[]; first: P; last: P } | undefined
  /** The first page again (after a failure, or when the answers changed). */
  refetch: () => unknown
  hasMore: boolean
  loadingMore: boolean
  /** The next page failed; the list offers to try again. */
  moreFailed: boolean
  /** Asks for the next page; never rejects (a failure shows as `moreFailed`). */
  loadMore: () => Promise<void>
}

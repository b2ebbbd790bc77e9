import { useCallback, useEffect, useRef, useState } from 'react'

export type PagesState = 'loading' | 'ready' | 'failed'

export interface CursorPages<P, T> {
  state: PagesState
  /** The first page (its totals and flags describe the whole search). */
  first: P | null
  /** The newest page loaded. */
  last: P | null
  items: T[]
  hasMore: boolean
  /** The next page failed; the list offers to try again. */
  moreFailed: boolean
  loadMore: () => Promise<void>
  /** After a failure: the first page again, or the page that failed. */
  retry: () => void
  /** From the first page again. */
  reload: () => void
}

/**
 * The pages of a keyset search (infinite scroll over `nextCursor`): the first page on mount and whenever `key`
 * changes, cancelling the call in flight, then one more per `loadMore`. A null key waits. `fetchPage` and
 * `itemsOf` may change between renders; the newest ones are used.
 */
export function useCursorPages<P extends { nextCursor: string | null }, T>(
  key: string | null,
  fetchPage: (cursor: string | undefined, signal?: AbortSignal) => Promise<P>,
  itemsOf: (page: P) => T[],
): CursorPages<P, T> {
  const [state, setState] = useState<PagesState>('loading')
  const [first, setFirst] = useState<P | null>(null)
  const [last, setLast] = useState<P | null>(null)
  const [items, setItems] = useState<T[]>([])
  const [moreFailed, setMoreFailed] = useState(false)
  const [generation, setGeneration] = useState(0)
  const cursor = useRef<string | null>(null)
  const keyRef = useRef(key)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage
  const itemsRef = useRef(itemsOf)
  itemsRef.current = itemsOf

  useEffect(() => {
    void generation
    keyRef.current = key
    cursor.current = null
    setState('loading')
    setMoreFailed(false)
    setItems([])
    if (key === null) return
    const controller = new AbortController()
    fetchRef.current(undefined, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return
        cursor.current = page.nextCursor
        setFirst(page)
        setLast(page)
        setItems(itemsRef.current(page))
        setState('ready')
      },
      () => {
        if (!controller.signal.aborted) setState('failed')
      },
    )
    return () => controller.abort()
  }, [key, generation])

  const loadMore = useCallback(async () => {
    const next = cursor.current
    if (!next) return
    const startedFor = keyRef.current
    try {
      const page = await fetchRef.current(next)
      if (keyRef.current !== startedFor) return
      cursor.current = page.nextCursor
      setLast(page)
      setItems((before) => [...before, ...itemsRef.current(page)])
      setMoreFailed(false)
    } catch {
      if (keyRef.current === startedFor) setMoreFailed(true)
    }
  }, [])

  return {
    state,
    first,
    last,
    items,
    hasMore: state === 'ready' && !moreFailed && last?.nextCursor != null,
    moreFailed,
    loadMore,
    retry: () => {
      if (state === 'failed') setGeneration((n) => n + 1)
      else {
        setMoreFailed(false)
        void loadMore()
      }
    },
    reload: () => setGeneration((n) => n + 1),
  }
}

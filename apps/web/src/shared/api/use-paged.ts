import { type InfiniteData, type QueryKey, type UseInfiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { CursorPage, PageCursor, Paged } from './paged.ts'

/**
 * A keyset list (infinite scroll over `nextCursor`) from its `infiniteQueryOptions`: the first page when the key
 * is new, one more per `loadMore`; pages already loaded come from the cache.
 */
export function usePaged<P extends CursorPage<unknown>, K extends QueryKey>(
  options: UseInfiniteQueryOptions<P, Error, InfiniteData<P, unknown>, K, PageCursor>,
): Paged<P['items'][number], P> {
  const query = useInfiniteQuery(options)
  const pages = query.data?.pages
  const first = pages?.[0]
  const last = pages?.at(-1)
  // while the failed page is asked for again, the footer says it is loading rather than that it failed
  const moreFailed = query.isFetchNextPageError && !query.isFetchingNextPage
  return {
    status: first ? 'success' : query.isError ? 'error' : 'pending',
    error: query.error,
    data: pages && first && last ? { items: pages.flatMap((page) => page.items), first, last } : undefined,
    refetch: () => void query.refetch(),
    hasMore: query.hasNextPage && !moreFailed,
    loadingMore: query.isFetchingNextPage,
    moreFailed,
    loadMore: async () => {
      // a refresh in flight (after accepting terms, say) finishes first: it is the newer answer
      await query.fetchNextPage({ cancelRefetch: false })
    },
  }
}

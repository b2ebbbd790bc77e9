import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { PullToRefresh } from 'antd-mobile'
import type { ReactNode } from 'react'
import type { Paged } from '../api/paged.ts'
import { LoadState } from '../ui/load-state.tsx'
import { PageLoading } from '../ui/loading.tsx'
import { PagedList, type PagedListTexts } from '../ui/paged-list.tsx'

/** The words of a refreshable list, from its feature's catalogue. */
export interface RefreshableListTexts {
  pull: { pulling: string; canRelease: string; refreshing: string; complete: string }
  paging: PagedListTexts
  /** What the failed first page says (its button reads `paging.retry`). */
  failed: string
}

/**
 * A keyset list the person pulls down to refresh: loading, failed with a retry, the empty state, the rows and the
 * next page when the end scrolls into view. Every list of requests (showings, reservations, contracts) is one.
 */
export function RefreshableList<T>({
  paged,
  queryKey,
  texts,
  empty,
  children,
}: {
  paged: Paged<T>
  /** What pull to refresh fetches again. */
  queryKey: QueryKey
  texts: RefreshableListTexts
  empty: ReactNode
  children: (items: T[]) => ReactNode
}) {
  const client = useQueryClient()
  return (
    <PullToRefresh
      onRefresh={() => client.refetchQueries({ queryKey })}
      pullingText={texts.pull.pulling}
      canReleaseText={texts.pull.canRelease}
      refreshingText={texts.pull.refreshing}
      completeText={texts.pull.complete}
    >
      <LoadState
        query={paged}
        loading={<PageLoading />}
        failed={{ title: texts.failed, retry: texts.paging.retry }}
        isEmpty={(data) => data.items.length === 0}
        empty={empty}
      >
        {(data) => (
          <PagedList paged={paged} texts={texts.paging}>
            {children(data.items)}
          </PagedList>
        )}
      </LoadState>
    </PullToRefresh>
  )
}

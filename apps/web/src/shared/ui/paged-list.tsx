import { Button, InfiniteScroll } from 'antd-mobile'
import type { ReactNode } from 'react'
import type { Paged } from '../api/paged.ts'
import styles from './paged-list.module.css'

/** The footer's texts, from the feature's own catalogue keys. */
export interface PagedListTexts {
  /** Under the last row while the next page loads; empty for lists that show nothing then. */
  loadingMore: string
  /** Under the last row when there is nothing more. */
  end: string
  loadMoreFailed: string
  retry: string
}

export interface PagedListProps {
  paged: Pick<Paged<unknown>, 'hasMore' | 'moreFailed' | 'loadMore'>
  texts: PagedListTexts
  /** The rows loaded so far. */
  children: ReactNode
}

/**
 * A list that loads its next page when its end scrolls into view, saying so under the rows; a failed page offers
 * to try again, and the end of the list says it is the end.
 */
export function PagedList({ paged, texts, children }: PagedListProps) {
  return (
    <>
      {children}
      {paged.moreFailed ? (
        <div className={styles.moreFailed} role="alert">
          <span>{texts.loadMoreFailed}</span>
          <Button size="small" shape="rounded" onClick={() => void paged.loadMore()}>
            {texts.retry}
          </Button>
        </div>
      ) : (
        <InfiniteScroll loadMore={paged.loadMore} hasMore={paged.hasMore}>
          <span className={styles.scrollNote}>{paged.hasMore ? texts.loadingMore : texts.end}</span>
        </InfiniteScroll>
      )}
    </>
  )
}

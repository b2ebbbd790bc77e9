import { Button, InfiniteScroll } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import type { ListingSearch } from '../api/search-listings.ts'
import { ListingGrid } from '../components/listing-grid.tsx'
import { ListingGridSkeleton } from '../components/listing-grid-skeleton.tsx'
import styles from './listing-list.module.css'

export interface ListingResultsProps {
  search: ListingSearch
  onClearFilters?: () => void
  share?: boolean
}

/** The total, the cards and infinite scroll, or the loading, failed and empty states of a search. */
export function ListingResults({ search, onClearFilters, share }: ListingResultsProps) {
  const { t } = useTranslation()
  if (search.state === 'loading') return <ListingGridSkeleton label={t('ui.listing.list.loading')} />
  if (search.state === 'failed') {
    return (
      <EmptyState
        variant="disconnected"
        title={t('ui.listing.list.searchFailed')}
        description={t('ui.listing.list.searchFailedText')}
        action={
          <Button color="primary" shape="rounded" onClick={search.retry}>
            {t('ui.listing.list.retry')}
          </Button>
        }
      />
    )
  }
  const page = search.page
  if (!page || search.items.length === 0) {
    return (
      <EmptyState
        title={t('ui.listing.list.emptyTitle')}
        description={t('ui.listing.list.emptyText')}
        action={
          onClearFilters ? (
            <Button color="primary" fill="outline" shape="rounded" onClick={onClearFilters}>
              {t('ui.listing.list.clearFilters')}
            </Button>
          ) : null
        }
      />
    )
  }
  return (
    <>
      <p className={styles.total} aria-live="polite">
        {page.total === 1 ? t('ui.listing.list.totalOne') : t('ui.listing.list.total', { count: page.total })}
      </p>
      <ListingGrid
        items={search.items}
        vow={share ? undefined : page.vow}
        onVowAccepted={search.reload}
        share={share}
      />
      {search.moreFailed ? (
        <div className={styles.moreFailed} role="alert">
          <span>{t('ui.listing.list.loadMoreFailed')}</span>
          <Button size="small" shape="rounded" onClick={search.retry}>
            {t('ui.listing.list.retry')}
          </Button>
        </div>
      ) : (
        <InfiniteScroll loadMore={search.loadMore} hasMore={search.hasMore}>
          <span className={styles.scrollNote}>
            {search.hasMore ? t('ui.listing.list.loadingMore') : t('ui.listing.list.end')}
          </span>
        </InfiniteScroll>
      )}
    </>
  )
}

import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { useListingSearch } from '../api/search-listings.ts'
import type { ListingFilters } from '../search-query.ts'
import { ListingGrid } from './listing-grid.tsx'
import { ListingGridSkeleton } from './listing-grid-skeleton.tsx'
import styles from './listing-preview.module.css'

export const PREVIEW_LIMIT = 6

export interface ListingPreviewProps {
  filters: ListingFilters
  /** The full list, with the same filters. */
  seeAll: string
  emptyTitle: string
  emptyDescription: string
}

/** A few listings (six) of a search with a link to the whole list; used by the home tabs. */
export function ListingPreview({ filters, seeAll, emptyTitle, emptyDescription }: ListingPreviewProps) {
  const { t } = useTranslation()
  const search = useListingSearch(filters, PREVIEW_LIMIT)
  const link = (
    <Link to={seeAll} className={styles.seeAll}>
      {t('ui.listing.home.seeAll')}
    </Link>
  )
  if (search.state === 'loading') return <ListingGridSkeleton label={t('ui.listing.home.loading')} count={2} />
  if (search.state === 'failed') {
    return (
      <EmptyState
        variant="disconnected"
        title={t('ui.listing.home.failed')}
        action={
          <Button color="primary" fill="outline" shape="rounded" onClick={search.retry}>
            {t('ui.listing.list.retry')}
          </Button>
        }
      />
    )
  }
  if (search.items.length === 0) return <EmptyState title={emptyTitle} description={emptyDescription} action={link} />
  return (
    <div>
      <ListingGrid items={search.items.slice(0, PREVIEW_LIMIT)} vow={search.page?.vow} onVowAccepted={search.reload} />
      {link}
    </div>
  )
}

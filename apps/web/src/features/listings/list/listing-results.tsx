import type { ListingSearchQuery } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { CardGridSkeleton } from '../../../shared/ui/card-grid-skeleton.tsx'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PagedList } from '../../../shared/ui/paged-list.tsx'
import type { ListingSearch } from '../api/search-listings.ts'
import { ListingGrid } from '../components/listing-grid.tsx'

export interface ListingResultsProps {
  search: ListingSearch
  onClearFilters?: () => void
  share?: boolean
  /** What the search is near (a hot search): near the subway, the cards name their station. */
  near?: ListingSearchQuery['near']
  /** The places the search is filtered to, as their chips name them: an empty list says they emptied it. */
  places?: readonly string[]
}

/** The cards with infinite scroll, or the loading, failed and empty states of a search. */
export function ListingResults({ search, onClearFilters, share, near, places = [] }: ListingResultsProps) {
  const { t, i18n } = useTranslation()
  return (
    <LoadState
      query={search}
      loading={<CardGridSkeleton label={t('ui.listing.list.loading')} />}
      failed={{
        title: t('ui.listing.list.searchFailed'),
        text: t('ui.listing.list.searchFailedText'),
        retry: t('ui.listing.list.retry'),
      }}
      isEmpty={(found) => found.items.length === 0}
      empty={
        <EmptyState
          title={t('ui.listing.list.emptyTitle')}
          description={
            places.length > 0
              ? t('ui.listing.list.emptyPlace', { place: new Intl.ListFormat(i18n.language).format(places) })
              : t('ui.listing.list.emptyText')
          }
          action={
            onClearFilters ? (
              <Button color="primary" fill="outline" shape="rounded" onClick={onClearFilters}>
                {t('ui.listing.list.clearFilters')}
              </Button>
            ) : null
          }
        />
      }
    >
      {({ items, last }) => (
        <PagedList
          paged={search}
          texts={{
            loadingMore: t('ui.listing.list.loadingMore'),
            end: t('ui.listing.list.end'),
            loadMoreFailed: t('ui.listing.list.loadMoreFailed'),
            retry: t('ui.listing.list.retry'),
          }}
        >
          <ListingGrid items={items} vow={share ? undefined : last.vow} share={share} near={near} />
        </PagedList>
      )}
    </LoadState>
  )
}

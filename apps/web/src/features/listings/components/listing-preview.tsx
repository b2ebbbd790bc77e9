import { useTranslation } from 'react-i18next'
import type { ListingFilters } from '../../../entities/listing/index.ts'
import { CardGridSkeleton } from '../../../shared/ui/card-grid-skeleton.tsx'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { SeeAllLink } from '../../../shared/ui/see-all-link.tsx'
import { useListingSearch } from '../api/search-listings.ts'
import { ListingGrid } from './listing-grid.tsx'

const PREVIEW_LIMIT = 6

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
  const link = <SeeAllLink to={seeAll} label={t('ui.listing.home.seeAll')} />
  return (
    <LoadState
      query={search}
      loading={<CardGridSkeleton label={t('ui.listing.home.loading')} count={2} />}
      failed={{ title: t('ui.listing.home.failed'), retry: t('ui.listing.list.retry'), outline: true }}
      isEmpty={(found) => found.items.length === 0}
      empty={<EmptyState title={emptyTitle} description={emptyDescription} action={link} />}
    >
      {({ items, last }) => (
        <div>
          <ListingGrid items={items.slice(0, PREVIEW_LIMIT)} vow={last.vow} />
          {link}
        </div>
      )}
    </LoadState>
  )
}

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  countActiveFilters,
  LazyListingFilterSheet,
  type ListDefaults,
  useListFilters,
} from '../../../entities/listing/index.ts'
import { useCompareDock } from '../../../shared/ui/compare-slot.ts'
import { Page } from '../../../shared/ui/page.tsx'
import { useSavedSearchSlot } from '../../../shared/ui/saved-search-slot.ts'
import { ShareBanner } from '../../../shared/ui/share-banner.tsx'
import { countListings, useListingSearch } from '../api/search-listings.ts'
import { DataNotes } from '../components/data-notes.tsx'
import { ListToolbar } from './list-toolbar.tsx'
import styles from './listing-list.module.css'
import { ListingResults } from './listing-results.tsx'
import { useListTitle } from './use-list-title.ts'
import { usePlaceLabels } from './use-place-labels.ts'

export interface ListingListScreenProps {
  /** City, sale or lease and property type when the address says nothing. */
  defaults: ListDefaults
  /** Read-only shared list: no filters, a banner inviting to open the app. */
  share?: boolean
  /** A fixed title (a shared list keeps the name of its link); otherwise the title says what the filters show. */
  title?: string
}

/**
 * A list of listings: search, filters and order (kept in the address), the city and total, saving the search, cards
 * with infinite scroll, under a title that says what the filters show.
 */
export function ListingListScreen({ defaults, share, title: fixedTitle }: ListingListScreenProps) {
  const { t } = useTranslation()
  const { filters, initial, setFilters } = useListFilters(defaults)
  const [sheet, setSheet] = useState(false)
  const search = useListingSearch(filters)
  const total = search.data?.last.total ?? null
  const active = countActiveFilters(filters, defaults)
  const filtersTitle = useListTitle(filters)
  const title = fixedTitle ?? filtersTitle
  const dock = useCompareDock()
  const places = usePlaceLabels(filters).map(({ label }) => label)
  const save = useSavedSearchSlot(share ? null : { query: filters, polygon: null }, 'list')

  return (
    <Page title={title} back={!share}>
      {share ? <ShareBanner text={t('ui.listing.share.banner')} openLabel={t('ui.listing.share.open')} /> : null}
      <ListToolbar
        filters={filters}
        total={total}
        activeCount={active}
        onOpenFilters={() => setSheet(true)}
        onChange={setFilters}
        readOnly={share}
        save={save}
      />
      <div className={styles.results}>
        <ListingResults
          search={search}
          share={share}
          near={filters.near}
          places={places}
          onClearFilters={
            active > 0 || filters.q || filters.near || places.length > 0 ? () => setFilters(initial) : undefined
          }
        />
        {search.data && search.data.items.length > 0 ? (
          <DataNotes dataUpdatedAt={search.data.last.dataUpdatedAt ?? null} />
        ) : null}
      </div>
      {share ? null : dock}
      {share ? null : (
        <LazyListingFilterSheet
          visible={sheet}
          filters={filters}
          initial={initial}
          count={countListings}
          total={total}
          onClose={() => setSheet(false)}
          onApply={(next) => {
            setSheet(false)
            setFilters(next)
          }}
        />
      )}
    </Page>
  )
}

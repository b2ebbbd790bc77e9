import { Tabs } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ALL_TYPES, LIST_PATHS, type ListingFilters } from '../../../entities/listing/index.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { HOME_TABS, type HomeTabKey } from '../menu-items.ts'
import styles from './home-listing-tabs.module.css'

/** What each listing tab shows: the newest in both cities, Toronto homes for sale, Toronto rentals. */
const TAB_SEARCHES: Partial<Record<HomeTabKey, { filters: ListingFilters; seeAll: string }>> = {
  latest: {
    filters: { sr: 'Sale', status: 'active', sort: 'new' },
    seeAll: `${LIST_PATHS.saleCondo}?roomType=${ALL_TYPES}`,
  },
  buy: {
    filters: { city: 'toronto', sr: 'Sale', status: 'active', sort: 'new' },
    seeAll: `${LIST_PATHS.saleCondo}?roomType=${ALL_TYPES}`,
  },
  rent: {
    filters: { city: 'toronto', sr: 'Lease', status: 'active', sort: 'new' },
    seeAll: `${LIST_PATHS.leaseCondo}?roomType=${ALL_TYPES}`,
  },
}

/** What a listing tab asks its preview to show: a search, the whole list's address and the texts when it is empty. */
interface HomeListingPreview {
  filters: ListingFilters
  seeAll: string
  emptyTitle: string
  emptyDescription: string
}

export interface HomeListingTabsProps {
  /** A few listings of a search with a link to the whole list; the page gives the listings feature's preview. */
  renderListings: (preview: HomeListingPreview) => ReactNode
  /** The pre-construction tab's content; the page gives the pre-construction feature's preview. */
  precons: ReactNode
}

/** Latest, buy, rent and pre-construction listings on the home screen. */
export function HomeListingTabs({ renderListings, precons }: HomeListingTabsProps) {
  const { t } = useTranslation()
  return (
    <section className={styles.section} aria-labelledby="home-listings">
      <h2 id="home-listings" className={styles.heading}>
        {t('ui.home.listings')}
      </h2>
      <Tabs className={styles.tabs} defaultActiveKey="latest">
        {HOME_TABS.map((tab) => {
          const search = TAB_SEARCHES[tab.key]
          return (
            <Tabs.Tab key={tab.key} title={t(tab.labelKey)}>
              {tab.key === 'precons' ? (
                precons
              ) : search ? (
                renderListings({
                  filters: search.filters,
                  seeAll: search.seeAll,
                  emptyTitle: t(tab.emptyTitleKey),
                  emptyDescription: t(tab.emptyDescriptionKey),
                })
              ) : (
                <EmptyState
                  title={t(tab.emptyTitleKey)}
                  description={t(tab.emptyDescriptionKey)}
                  action={
                    tab.seeAll ? (
                      <Link to={tab.seeAll} className={styles.seeAll}>
                        {t('ui.home.seeAll')}
                      </Link>
                    ) : null
                  }
                />
              )}
            </Tabs.Tab>
          )
        })}
      </Tabs>
    </section>
  )
}

import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ALL_TYPES, LIST_PATHS, type ListingFilters } from '../../../entities/listing/index.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { useTabListKeys } from '../../../shared/ui/use-tab-list-keys.ts'
import { HOME_TABS, type HomeTab, type HomeTabKey } from '../menu-items.ts'
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

/**
 * Latest, buy, rent and pre-construction listings on the home screen, as tabs: the arrow keys move between them, a tab
 * is drawn when first chosen and kept (hidden) when another is, so coming back to it shows it as it was.
 */
export function HomeListingTabs({ renderListings, precons }: HomeListingTabsProps) {
  const { t } = useTranslation()
  const id = useId()
  const [active, setActive] = useState<HomeTabKey>('latest')
  const [drawn, setDrawn] = useState<ReadonlySet<HomeTabKey>>(() => new Set(['latest']))

  const choose = (key: HomeTabKey) => {
    setActive(key)
    setDrawn((keys) => (keys.has(key) ? keys : new Set([...keys, key])))
  }

  const { refs, onKeyDown } = useTabListKeys(
    HOME_TABS.map((tab) => tab.key),
    choose,
  )

  const content = (tab: HomeTab) => {
    if (tab.key === 'precons') return precons
    const search = TAB_SEARCHES[tab.key]
    if (search)
      return renderListings({
        filters: search.filters,
        seeAll: search.seeAll,
        emptyTitle: t(tab.emptyTitleKey),
        emptyDescription: t(tab.emptyDescriptionKey),
      })
    return (
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
    )
  }

  return (
    <section className={styles.section} aria-labelledby="home-listings">
      <h2 id="home-listings" className={styles.heading}>
        {t('ui.home.listings')}
      </h2>
      <div role="tablist" aria-labelledby="home-listings" className={styles.tabList}>
        {HOME_TABS.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            aria-selected={tab.key === active}
            aria-controls={drawn.has(tab.key) ? `${id}-${tab.key}-panel` : undefined}
            tabIndex={tab.key === active ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className={styles.tabLabel}>{t(tab.labelKey)}</span>
          </button>
        ))}
      </div>
      {HOME_TABS.filter((tab) => drawn.has(tab.key)).map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-${tab.key}-panel`}
          aria-labelledby={`${id}-${tab.key}-tab`}
          hidden={tab.key !== active}
          className={styles.panel}
        >
          {content(tab)}
        </div>
      ))}
    </section>
  )
}

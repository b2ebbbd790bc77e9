import { Button, InfiniteScroll } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { type PreconsFilters, usePreconsSearch } from '../api/precons-api.ts'
import { DemoNote, PreconsShareBanner } from '../components/notes.tsx'
import { PreconsGrid, PreconsGridSkeleton } from '../components/precons-grid.tsx'
import styles from '../precons.module.css'
import { PreconsFilterSheet } from './filter-sheet.tsx'
import { countFilters, filtersFromParams, paramsFromFilters } from './list-filters.ts'

const CITY_CHOICES = ['all', 'toronto', 'vancouver'] as const

/** Pre-construction projects: city chips and filters (kept in the address), total, cards with infinite scroll. */
export function PreconsListScreen({ title, share }: { title: string; share?: boolean }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params)
  const [sheet, setSheet] = useState(false)
  const search = usePreconsSearch(filters)
  const active = countFilters(filters)
  const setFilters = (next: PreconsFilters) => setParams(paramsFromFilters(next), { replace: true })

  let results: React.ReactNode
  if (search.state === 'loading') results = <PreconsGridSkeleton label={t('ui.precons.list.loading')} />
  else if (search.state === 'failed') {
    results = (
      <EmptyState
        variant="disconnected"
        title={t('ui.precons.list.failedTitle')}
        description={t('ui.precons.list.failedText')}
        action={
          <Button color="primary" shape="rounded" onClick={search.retry}>
            {t('ui.precons.list.retry')}
          </Button>
        }
      />
    )
  } else if (search.items.length === 0) {
    results = (
      <EmptyState
        title={t('ui.precons.list.emptyTitle')}
        description={t('ui.precons.list.emptyText')}
        action={
          share ? null : (
            <Button color="primary" fill="outline" shape="rounded" onClick={() => setFilters({ city: filters.city })}>
              {t('ui.precons.filter.reset')}
            </Button>
          )
        }
      />
    )
  } else {
    results = (
      <>
        <p className={styles.total} aria-live="polite">
          {(search.page?.total ?? 0) === 1
            ? t('ui.precons.list.totalOne')
            : t('ui.precons.list.total', { count: search.page?.total ?? search.items.length })}
        </p>
        <PreconsGrid items={search.items} share={share} label={title} />
        {search.moreFailed ? (
          <div className={styles.moreFailed} role="alert">
            <span>{t('ui.precons.list.loadMoreFailed')}</span>
            <Button size="small" shape="rounded" onClick={search.retry}>
              {t('ui.precons.list.retry')}
            </Button>
          </div>
        ) : (
          <InfiniteScroll loadMore={search.loadMore} hasMore={search.hasMore}>
            <span className={styles.scrollNote}>
              {search.hasMore ? t('ui.precons.list.loadingMore') : t('ui.precons.list.end')}
            </span>
          </InfiniteScroll>
        )}
        <DemoNote />
      </>
    )
  }

  return (
    <Page title={title} back={!share}>
      {share ? <PreconsShareBanner /> : null}
      {share ? null : (
        <div className={styles.toolbar} role="toolbar" aria-label={t('ui.precons.filter.city')}>
          {CITY_CHOICES.map((city) => (
            <button
              key={city}
              type="button"
              className={styles.toolbarButton}
              aria-pressed={(filters.city ?? 'all') === city}
              onClick={() => setFilters({ ...filters, city: city === 'all' ? undefined : city })}
            >
              {city === 'all' ? t('ui.precons.filter.allCities') : t(`precons.city.${city}`)}
            </button>
          ))}
          <button
            type="button"
            className={styles.toolbarButton}
            aria-pressed={active > 0}
            onClick={() => setSheet(true)}
          >
            {active > 0 ? t('ui.precons.filter.moreCount', { count: active }) : t('ui.precons.filter.more')}
          </button>
        </div>
      )}
      {results}
      {share ? null : (
        <PreconsFilterSheet
          visible={sheet}
          filters={filters}
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

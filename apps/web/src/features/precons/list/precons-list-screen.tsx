import { Button } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { CardGridSkeleton } from '../../../shared/ui/card-grid-skeleton.tsx'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { PagedList } from '../../../shared/ui/paged-list.tsx'
import { type PreconsFilters, usePreconsSearch } from '../api/search-precons.ts'
import { DemoNote, PreconsShareBanner } from '../components/notes.tsx'
import { PreconsGrid } from '../components/precons-grid.tsx'
import styles from '../precons.module.css'
import { countFilters, filtersFromParams, paramsFromFilters } from './list-filters.ts'
import { PreconsFilterSheet } from './precons-filter-sheet.tsx'

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

  const results = (
    <LoadState
      query={search}
      loading={<CardGridSkeleton label={t('ui.precons.list.loading')} />}
      failed={{
        title: t('ui.precons.list.failedTitle'),
        text: t('ui.precons.list.failedText'),
        retry: t('ui.precons.list.retry'),
      }}
      isEmpty={(found) => found.items.length === 0}
      empty={
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
      }
    >
      {({ items, last }) => (
        <>
          <p className={styles.total} aria-live="polite">
            {last.total === 1 ? t('ui.precons.list.totalOne') : t('ui.precons.list.total', { count: last.total })}
          </p>
          <PagedList
            paged={search}
            texts={{
              loadingMore: t('ui.precons.list.loadingMore'),
              end: t('ui.precons.list.end'),
              loadMoreFailed: t('ui.precons.list.loadMoreFailed'),
              retry: t('ui.precons.list.retry'),
            }}
          >
            <PreconsGrid items={items} share={share} label={title} />
          </PagedList>
          <DemoNote />
        </>
      )}
    </LoadState>
  )

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
              {city === 'all' ? t('ui.precons.filter.allCities') : t(`ui.region.short.${city}`)}
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

import { CITIES, type City, type University } from '@maplenest/core'
import { Button, InfiniteScroll } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { PageLoading } from '../../shared/ui/loading.tsx'
import { Page } from '../../shared/ui/page.tsx'
import { ListingCard } from '../listings/components/listing-card.tsx'
import { getUniversities, useOne, useUniversity } from './api/schools-api.ts'
import { Chips } from './components/chips.tsx'
import styles from './schools.module.css'

/**
 * university/university (?city=&campus=): the city's campuses as chips with their lease counts, then the chosen
 * campus's active lease listings nearest first, then homes for sale nearby.
 */
export function UniversityScreen({ title }: { title: string }) {
  const { t, i18n } = useTranslation()
  const [params, setParams] = useSearchParams()
  const { result, reload } = useOne('all', (_key, signal) => getUniversities(signal))
  const campuses = result.state === 'ready' ? result.value : []
  const wanted = params.get('campus')
  const fromCampus = campuses.find((c) => c.id === wanted)
  const city: City =
    fromCampus?.city ??
    ((CITIES as readonly string[]).includes(params.get('city') ?? '') ? (params.get('city') as City) : 'toronto')
  const inCity = campuses.filter((c) => c.city === city)
  const campus = fromCampus ?? inCity[0] ?? null
  const chosen = useUniversity(campus?.id ?? null)
  const zh = i18n.language.startsWith('zh')
  const nameOf = (c: University) => (zh && c.nameZh ? c.nameZh : c.name)

  const choose = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params)
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v)
      else next.delete(k)
    }
    setParams(next, { replace: true })
  }

  if (result.state === 'loading') {
    return (
      <Page title={title}>
        <PageLoading />
      </Page>
    )
  }
  if (result.state !== 'ready') {
    return (
      <Page title={title}>
        <EmptyState
          variant="disconnected"
          title={t('ui.schools.loadFailed')}
          action={
            <Button color="primary" shape="rounded" onClick={reload}>
              {t('ui.schools.retry')}
            </Button>
          }
        />
      </Page>
    )
  }

  const km = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format((campus?.radiusM ?? 2000) / 1000)
  const lease = chosen.items.filter((l) => l.sr === 'Lease')
  const sale = chosen.items.filter((l) => l.sr === 'Sale')

  return (
    <Page title={title}>
      <div className={styles.screen}>
        <p className={styles.meta}>{t('ui.university.intro')}</p>
        <Chips<City>
          label={t('ui.schools.filter.city')}
          options={CITIES.map((c) => ({ value: c, label: t(`ui.schools.city.${c}`) }))}
          value={city}
          onChange={(v) => choose({ city: v, campus: undefined })}
        />
        <fieldset className={styles.chipGroup} aria-label={t('ui.university.campuses')}>
          <legend className={styles.chipLegend}>{t('ui.university.campuses')}</legend>
          <div className={styles.campusChips}>
            {inCity.map((c) => (
              <button
                key={c.id}
                type="button"
                className={styles.campusChip}
                aria-pressed={c.id === campus?.id}
                onClick={() => choose({ campus: c.id, city: c.city })}
              >
                <span>{nameOf(c)}</span>
                <small>{t('ui.university.leaseCount', { count: c.leaseCount })}</small>
              </button>
            ))}
          </div>
        </fieldset>
        {campus ? <h2 className={styles.sectionTitle}>{nameOf(campus)}</h2> : null}
        {chosen.state === 'loading' ? (
          <PageLoading />
        ) : chosen.state === 'failed' ? (
          <EmptyState
            variant="disconnected"
            title={t('ui.schools.loadFailed')}
            action={
              <Button color="primary" shape="rounded" onClick={chosen.retry}>
                {t('ui.schools.retry')}
              </Button>
            }
          />
        ) : chosen.items.length === 0 ? (
          <EmptyState title={t('ui.university.empty')} />
        ) : (
          <>
            {lease.length ? (
              <section aria-labelledby="campus-lease">
                <h3 id="campus-lease" className={styles.cardTitle}>
                  {t('ui.university.lease', { km })} · {chosen.first?.leaseCount ?? lease.length}
                </h3>
                <ul className={styles.cards}>
                  {lease.map((l) => (
                    <li key={l.mlNum}>
                      <ListingCard listing={l} />
                      <p className={styles.distance}>{t('ui.schools.distance', { metres: l.distanceM })}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {sale.length ? (
              <section aria-labelledby="campus-sale">
                <h3 id="campus-sale" className={styles.cardTitle}>
                  {t('ui.university.sale', { km })} · {chosen.first?.saleCount ?? sale.length}
                </h3>
                <ul className={styles.cards}>
                  {sale.map((l) => (
                    <li key={l.mlNum}>
                      <ListingCard listing={l} />
                      <p className={styles.distance}>{t('ui.schools.distance', { metres: l.distanceM })}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {chosen.moreFailed ? (
              <div className={styles.moreFailed} role="alert">
                <span>{t('ui.schools.loadFailed')}</span>
                <Button size="small" shape="rounded" onClick={chosen.retry}>
                  {t('ui.schools.retry')}
                </Button>
              </div>
            ) : (
              <InfiniteScroll loadMore={chosen.loadMore} hasMore={chosen.hasMore}>
                <span className={styles.scrollNote}>{chosen.hasMore ? t('ui.schools.loadingMore') : ''}</span>
              </InfiniteScroll>
            )}
          </>
        )}
      </div>
    </Page>
  )
}

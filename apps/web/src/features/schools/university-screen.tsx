import { CITIES, type City, RENTAL_PUBLISH_PATH, type University } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { LoadState } from '../../shared/ui/load-state.tsx'
import { PageLoading } from '../../shared/ui/loading.tsx'
import { Page } from '../../shared/ui/page.tsx'
import { PagedList } from '../../shared/ui/paged-list.tsx'
import { useUniversities } from './api/get-universities.ts'
import { useUniversity } from './api/get-university.ts'
import { CampusListings } from './components/campus-listings.tsx'
import { Chips } from './components/chips.tsx'
import styles from './schools.module.css'

/**
 * university/university (?city=&campus=): the city's campuses as chips with their lease counts, then the chosen
 * campus's active lease listings nearest first, then homes for sale nearby.
 */
export function UniversityScreen({ title }: { title: string }) {
  const { t, i18n } = useTranslation()
  const [params, setParams] = useSearchParams()
  const universities = useUniversities()
  const campuses = universities.data ?? []
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

  const failed = { title: t('ui.schools.loadFailed'), retry: t('ui.schools.retry') }
  if (!universities.data) {
    return (
      <Page title={title}>
        <LoadState query={universities} loading={<PageLoading />} failed={failed}>
          {() => null}
        </LoadState>
      </Page>
    )
  }

  const km = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format((campus?.radiusM ?? 2000) / 1000)

  return (
    <Page title={title}>
      <div className={styles.screen}>
        <p className={styles.meta}>{t('ui.university.intro')}</p>
        <Chips<City>
          label={t('ui.schools.filter.city')}
          options={CITIES.map((c) => ({ value: c, label: t(`ui.region.${c}`) }))}
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
        {campus ? (
          <Link className={styles.demandLink} to={`${RENTAL_PUBLISH_PATH}?school=${encodeURIComponent(campus.id)}`}>
            {t('ui.university.postDemand')}
          </Link>
        ) : null}
        <LoadState
          query={chosen}
          loading={<PageLoading />}
          failed={failed}
          isEmpty={(found) => found.items.length === 0}
          empty={<EmptyState title={t('ui.university.empty')} />}
        >
          {({ items, first }) => {
            const lease = items.filter((l) => l.sr === 'Lease')
            const sale = items.filter((l) => l.sr === 'Sale')
            return (
              <PagedList
                paged={chosen}
                texts={{
                  loadingMore: t('ui.schools.loadingMore'),
                  end: '',
                  loadMoreFailed: failed.title,
                  retry: failed.retry,
                }}
              >
                <CampusListings
                  id="campus-lease"
                  heading={`${t('ui.university.lease', { km })} · ${first.leaseCount}`}
                  listings={lease}
                />
                <CampusListings
                  id="campus-sale"
                  heading={`${t('ui.university.sale', { km })} · ${first.saleCount}`}
                  listings={sale}
                />
              </PagedList>
            )
          }}
        </LoadState>
      </div>
    </Page>
  )
}

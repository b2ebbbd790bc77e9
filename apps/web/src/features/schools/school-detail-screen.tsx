import { formatGradeRange, formatRating, type SchoolDetail } from '@maplenest/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ListingCard } from '../../entities/listing/index.ts'
import { RatingBadge } from '../../entities/school/index.ts'
import { useDetailCover } from '../../shared/ui/detail-cover.ts'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { LoadState } from '../../shared/ui/load-state.tsx'
import { PageLoading } from '../../shared/ui/loading.tsx'
import { Page } from '../../shared/ui/page.tsx'
import { useTabListKeys } from '../../shared/ui/use-tab-list-keys.ts'
import { useSchool } from './api/get-school.ts'
import { EqaoTable } from './components/eqao-table.tsx'
import { FraserChart } from './components/fraser-chart.tsx'
import styles from './schools.module.css'

type TabKey = 'summary' | 'fraser' | 'eqao'
const TABS: readonly TabKey[] = ['summary', 'fraser', 'eqao']

/** school-detail?schoolNumber=: the school's header, then Summary, Fraser ranking and EQAO tabs (?tab=). */
export function SchoolDetailScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const schoolNumber = params.get('schoolNumber')
  const found = useSchool(schoolNumber)
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as TabKey) : 'summary'

  const notFound = <EmptyState title={t('ui.schools.empty')} description={t('ui.schools.notFound')} />
  if (!schoolNumber || !found.data) {
    return (
      <Page title={title} transparent>
        {schoolNumber ? (
          <LoadState
            query={found}
            loading={<PageLoading />}
            failed={{ title: t('ui.schools.loadFailed'), retry: t('ui.schools.retry') }}
            notFound={notFound}
          >
            {() => null}
          </LoadState>
        ) : (
          notFound
        )}
      </Page>
    )
  }
  const school = found.data
  const grades = formatGradeRange(school.grades)
  const setTab = (key: TabKey) => {
    const next = new URLSearchParams(params)
    if (key === 'summary') next.delete('tab')
    else next.set('tab', key)
    setParams(next, { replace: true })
  }

  return (
    <Page title={title} transparent saveAs={{ type: 'school', id: school.schoolNumber }}>
      <SchoolCover>
        <div className={styles.rowMain}>
          <h2 className={styles.schoolName}>{school.name}</h2>
          <ul className={styles.tags}>
            <li className={styles.tag}>{t(`ui.schools.level.${school.level}`)}</li>
            <li className={styles.tag}>{t(`ui.schools.language.${school.language}`)}</li>
            {school.category ? <li className={styles.tag}>{t(`ui.schools.category.${school.category}`)}</li> : null}
            {grades ? <li className={styles.tag}>{t('ui.schools.gradeRange', { range: grades })}</li> : null}
          </ul>
        </div>
        <RatingBadge rating={school.rating} />
      </SchoolCover>
      <Tabs
        active={tab}
        onChange={setTab}
        labels={{
          summary: t('ui.schools.tab.summary'),
          fraser: t('ui.schools.tab.fraser'),
          eqao: t('ui.schools.tab.eqao'),
        }}
      >
        {tab === 'summary' ? <SummaryTab school={school} /> : null}
        {tab === 'fraser' ? <FraserTab school={school} /> : null}
        {tab === 'eqao' ? <EqaoTab school={school} /> : null}
      </Tabs>
    </Page>
  )
}

/** The coloured block under the floating header; the header turns solid once it has scrolled away. */
function SchoolCover({ children }: { children: React.ReactNode }) {
  return (
    <header ref={useDetailCover()} className={styles.header}>
      {children}
    </header>
  )
}

function Tabs({
  active,
  onChange,
  labels,
  children,
}: {
  active: TabKey
  onChange: (key: TabKey) => void
  labels: Record<TabKey, string>
  children: React.ReactNode
}) {
  const { t } = useTranslation()
  const id = useId()
  const { refs, onKeyDown } = useTabListKeys(TABS, onChange)
  return (
    <>
      <div role="tablist" aria-label={t('ui.schools.tabs')} className={styles.tabList}>
        {TABS.map((key, index) => (
          <button
            key={key}
            ref={(el) => {
              refs.current[index] = el
            }}
            type="button"
            role="tab"
            id={`${id}-${key}-tab`}
            aria-selected={key === active}
            aria-controls={`${id}-panel`}
            tabIndex={key === active ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(key)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {labels[key]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}-tab`} className={styles.panel}>
        {children}
      </div>
    </>
  )
}

function SummaryTab({ school }: { school: SchoolDetail }) {
  const { t, i18n } = useTranslation()
  const grades = formatGradeRange(school.grades)
  const rating = formatRating(school.rating)
  const km = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(school.nearbyRadiusM / 1000)
  const none = <span className={styles.note}>{t('ui.schools.none')}</span>
  const city = t(`ui.schools.city.${school.city}`)
  return (
    <>
      <section className={styles.card} aria-labelledby="school-facts">
        <h3 id="school-facts" className={styles.cardTitle}>
          {t('ui.schools.tab.summary')}
        </h3>
        <dl className={styles.facts}>
          <dt>{t('ui.schools.field.rating')}</dt>
          <dd>{rating ? t('ui.schools.ratingOutOf', { rating }) : t('ui.schools.notRanked')}</dd>
          <dt>{t('ui.schools.field.ranking')}</dt>
          <dd>{school.ranking ? t('ui.schools.rankOf', school.ranking) : t('ui.schools.notRanked')}</dd>
          <dt>{t('ui.schools.field.grades')}</dt>
          <dd>{grades ?? none}</dd>
          <dt>{t('ui.schools.field.category')}</dt>
          <dd>{school.category ? t(`ui.schools.category.${school.category}`) : none}</dd>
          <dt>{t('ui.schools.field.board')}</dt>
          <dd>{school.board}</dd>
          <dt>{t('ui.schools.field.language')}</dt>
          <dd>{t(`ui.schools.language.${school.language}`)}</dd>
          <dt>{t('ui.schools.field.phone')}</dt>
          <dd>
            {school.phone ? (
              <a
                href={`tel:${school.phone.replace(/[^\d+]/g, '')}`}
                aria-label={t('ui.schools.call', { phone: school.phone })}
              >
                {school.phone}
              </a>
            ) : (
              none
            )}
          </dd>
          <dt>{t('ui.schools.field.fax')}</dt>
          <dd>{school.fax ?? none}</dd>
          <dt>{t('ui.schools.field.website')}</dt>
          <dd>
            {school.website ? (
              <a href={school.website} target="_blank" rel="noopener noreferrer">
                {school.website.replace(/^https?:\/\//, '')}
              </a>
            ) : (
              none
            )}
          </dd>
          <dt>{t('ui.schools.field.address')}</dt>
          <dd>{school.address ? `${school.address}, ${city}` : none}</dd>
          <dt>{t('ui.schools.field.location')}</dt>
          <dd>
            {t('ui.schools.locationText', {
              neighbourhood: school.neighbourhood ?? '',
              city,
              // Not `lng`: i18next reads that option as the language.
              latitude: school.lat.toFixed(4),
              longitude: school.lng.toFixed(4),
            })}
          </dd>
        </dl>
        <p className={styles.note} style={{ marginTop: 12 }}>
          {t('ui.schools.demoNote')}
        </p>
      </section>
      <section aria-labelledby="school-listings">
        <h3 id="school-listings" className={styles.cardTitle}>
          {t('ui.schools.nearbyListings')}
        </h3>
        {school.nearbyListings.length === 0 ? (
          <p className={styles.meta}>{t('ui.schools.nearbyNone', { km })}</p>
        ) : (
          <>
            <p className={styles.meta} style={{ marginBottom: 10 }}>
              {t('ui.schools.nearbyWithin', { km })}
            </p>
            <ul className={styles.cards}>
              {school.nearbyListings.map((l) => (
                <li key={l.mlNum}>
                  <ListingCard listing={l} />
                  <p className={styles.distance}>{t('ui.schools.distance', { metres: l.distanceM })}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  )
}

function FraserTab({ school }: { school: SchoolDetail }) {
  const { t } = useTranslation()
  if (school.rankings.length === 0) return <EmptyState title={t('ui.schools.empty')} />
  return (
    <section className={styles.card} aria-labelledby="school-fraser">
      <h3 id="school-fraser" className={styles.cardTitle}>
        {t('ui.schools.fraser.title')}
      </h3>
      <FraserChart rankings={school.rankings} />
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('ui.schools.fraser.year')}</th>
            <th scope="col">{t('ui.schools.fraser.rating')}</th>
            <th scope="col">{t('ui.schools.fraser.rank')}</th>
          </tr>
        </thead>
        <tbody>
          {school.rankings.map((r) => (
            <tr key={r.year}>
              <th scope="row">{r.year}</th>
              <td>{formatRating(r.rating)}</td>
              <td>{`${r.rank}/${r.outOf}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note} style={{ marginTop: 12 }}>
        {t('ui.schools.demoNote')}
      </p>
    </section>
  )
}

function EqaoTab({ school }: { school: SchoolDetail }) {
  const { t } = useTranslation()
  if (school.eqao.length === 0) {
    return (
      <EmptyState
        title={t('ui.schools.empty')}
        description={school.city === 'toronto' ? undefined : t('ui.schools.eqao.ontarioOnly')}
      />
    )
  }
  return (
    <section className={styles.card} aria-labelledby="school-eqao">
      <h3 id="school-eqao" className={styles.cardTitle}>
        {t('ui.schools.eqao.title')}
      </h3>
      <EqaoTable results={school.eqao} />
      <p className={styles.note} style={{ marginTop: 12 }}>
        {t('ui.schools.demoNote')}
      </p>
    </section>
  )
}

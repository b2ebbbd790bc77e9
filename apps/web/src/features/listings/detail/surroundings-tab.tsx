import type { ListingDetail } from '@maplenest/core'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useListingFormat } from '../../../entities/listing/index.ts'
import { toSchoolDetailPath } from '../../../entities/school/index.ts'
import { SectionCard } from '../../../shared/ui/section-card.tsx'
import styles from './listing-detail.module.css'
import { useDistanceFormat } from './use-distance-format.ts'

/** Around the home, with the stations' lines and the walking rule, loads when the tab is first shown. */
const AroundHomeCard = lazy(() => import('./around-home-card.tsx').then((m) => ({ default: m.AroundHomeCard })))

/**
 * Around the home (a still map, the neighbourhood and the stations within walking reach), then the nearby schools
 * with level, language, distance and rating; the school figures are labelled as demo data.
 */
export function SurroundingsTab({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const distance = useDistanceFormat()

  return (
    <>
      <Suspense
        fallback={
          <SectionCard title={t('ui.listing.detail.around')} titleId="listing-around">
            <div className={styles.aroundRoom} />
          </SectionCard>
        }
      >
        <AroundHomeCard listing={listing} />
      </Suspense>
      <SectionCard title={t('ui.listing.detail.schools')} titleId="listing-schools">
        <p className={styles.note}>{t('ui.listing.detail.schoolsNote')}</p>
        {listing.schools.length === 0 ? (
          <p className={styles.muted}>{t('ui.listing.detail.schoolsEmpty')}</p>
        ) : (
          <ul className={styles.schools}>
            {listing.schools.map((school) => (
              <li key={school.schoolNumber} className={styles.school}>
                <div className={styles.schoolMain}>
                  <p className={styles.schoolName}>
                    <Link to={toSchoolDetailPath(school.schoolNumber)} style={{ color: 'inherit' }}>
                      {school.name}
                    </Link>
                  </p>
                  <p className={styles.schoolMeta}>
                    {t(`ui.listing.detail.school.${school.level}`)} · {t(`ui.listing.detail.school.${school.language}`)}{' '}
                    · {t('ui.listing.detail.school.distance', { distance: distance(school.distanceM) })}
                  </p>
                </div>
                <span className={styles.rating} data-rated={school.rating !== null}>
                  {school.rating === null
                    ? t('ui.listing.detail.school.noRating')
                    : t('ui.listing.detail.school.rating', {
                        rating: new Intl.NumberFormat(format.locale, { maximumFractionDigits: 1 }).format(
                          school.rating,
                        ),
                      })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </>
  )
}

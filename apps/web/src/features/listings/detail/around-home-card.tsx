import { type ListingDetail, NEAR_STATION_RADIUS_M, transitLineMapName } from '@maplenest/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useListingFormat } from '../../../entities/listing/index.ts'
import { usePlacePictureSlot } from '../../../shared/ui/place-picture-slot.ts'
import { SectionCard } from '../../../shared/ui/section-card.tsx'
import styles from './around-home.module.css'
import { useDistanceFormat } from './use-distance-format.ts'

/**
 * Where the home is: a still map with its neighbourhood outlined, the stations within walking reach and the nearby
 * schools, then the neighbourhood's name and the stations with their walking minutes, in the app's language.
 */
export function AroundHomeCard({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const distance = useDistanceFormat()
  const zh = format.locale.startsWith('zh')
  const area = listing.neighbourhoodArea
  const dots = useMemo(
    () => [
      ...listing.schools.map((s) => ({
        id: `school-${s.schoolNumber}`,
        kind: 'school' as const,
        lat: s.lat,
        lng: s.lng,
      })),
      ...listing.stations.map((s) => ({ id: `station-${s.name}`, kind: 'station' as const, lat: s.lat, lng: s.lng })),
    ],
    [listing.schools, listing.stations],
  )
  const pin = useMemo(() => ({ lat: listing.lat, lng: listing.lng }), [listing.lat, listing.lng])
  const picture = usePlacePictureSlot({ pin, dots, outline: area?.outline, label: t('ui.listing.detail.around.map') })

  return (
    <SectionCard title={t('ui.listing.detail.around')} titleId="listing-around">
      {picture}
      {picture ? (
        <p className={styles.legend} aria-hidden="true">
          <span className={styles.legendStation}>M</span> {t('ui.listing.detail.around.station')}
          <span className={styles.legendSchool} /> {t('ui.listing.detail.around.school')}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt>{t('ui.listing.detail.neighbourhood')}</dt>
        <dd data-testid="listing-neighbourhood">{area ? (zh ? area.zh : area.name) : listing.neighbourhood}</dd>
      </dl>
      <h4 className={styles.heading}>{t('ui.listing.detail.stations')}</h4>
      {listing.stations.length === 0 ? (
        <p className={styles.empty}>
          {t('ui.listing.detail.stationsEmpty', { distance: distance(NEAR_STATION_RADIUS_M) })}
        </p>
      ) : (
        <ul className={styles.stations} aria-label={t('ui.listing.detail.stations')}>
          {listing.stations.map((s) => (
            <li key={s.name} className={styles.station}>
              <span className={styles.stationSign} aria-hidden="true">
                M
              </span>
              <span className={styles.stationMain}>
                <span className={styles.stationName}>{zh ? s.zh : s.name}</span>
                <span className={styles.stationLines}>
                  {s.lines.map((line) => transitLineMapName(line)[zh ? 'zh' : 'en']).join(' · ')} ·{' '}
                  {distance(s.distanceM)}
                </span>
              </span>
              <span className={styles.walk}>{t('ui.listing.detail.station.walk', { minutes: s.walkMinutes })}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.note}>{t('ui.listing.detail.stationsNote')}</p>
    </SectionCard>
  )
}

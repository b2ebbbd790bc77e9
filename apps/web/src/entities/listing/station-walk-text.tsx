import { getNearestStation, type ListingSummary } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import styles from './station-walk-line.module.css'

/**
 * Which station a home is near and how far on foot ("6 min walk to Sheppard-Yonge", "步行6分钟至雪柏-央街站"), by
 * core's walking rule: for cards found by a "near the subway" search. Nothing when no station is within reach.
 */
export default function StationWalkText({ listing }: { listing: Pick<ListingSummary, 'city' | 'lat' | 'lng'> }) {
  const { t, i18n } = useTranslation()
  const station = getNearestStation(listing.city, listing)
  if (!station) return null
  return (
    <p className={styles.line} data-station-walk="">
      <span className={styles.sign} aria-hidden="true">
        M
      </span>
      {t('ui.listing.walkToStation', {
        minutes: station.walkMinutes,
        station: i18n.language.startsWith('zh') ? station.zh : station.name,
      })}
    </p>
  )
}

import { formatRating, ratingBand } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import styles from './rating-badge.module.css'

/** A school's rating out of 10 in its band's colour (8 and up top, 6 to 8 good, under 6 low), or "not rated". */
export function RatingBadge({ rating }: { rating: number | null }) {
  const { t } = useTranslation()
  const band = ratingBand(rating)
  const shown = formatRating(rating)
  return (
    <span
      className={styles.badge}
      data-band={band}
      role="img"
      aria-label={shown ? t('ui.schools.ratingBadge', { rating: shown }) : t('ui.schools.band.none')}
    >
      <strong aria-hidden="true">{shown ?? t('ui.schools.unrated')}</strong>
      <span aria-hidden="true">{t(`ui.schools.band.${band}`)}</span>
    </span>
  )
}

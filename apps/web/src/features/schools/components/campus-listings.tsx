import type { ListingSummary } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { ListingCard } from '../../../entities/listing/index.ts'
import styles from '../schools.module.css'

/** One kind of a campus's listings (lease or sale) under its heading, each card with its distance; nothing when none. */
export function CampusListings({
  id,
  heading,
  listings,
}: {
  id: string
  heading: string
  listings: readonly (ListingSummary & { distanceM: number })[]
}) {
  const { t } = useTranslation()
  if (listings.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.cardTitle}>
        {heading}
      </h3>
      <ul className={styles.cards}>
        {listings.map((l) => (
          <li key={l.mlNum}>
            <ListingCard listing={l} />
            <p className={styles.distance}>{t('ui.schools.distance', { metres: l.distanceM })}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

import { isAvailableLsc, type ListingSummary } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { ListingCard, toDetailPath, useListingFormat } from '../../../entities/listing/index.ts'
import { useRentalSlot } from '../../../shared/ui/rental-slot.ts'
import styles from '../schools.module.css'

/** A lease on a campus's list: its card, with "Reserve" under it where the app provides it. */
function CampusCard({ listing }: { listing: ListingSummary }) {
  const format = useListingFormat()
  const reserve = useRentalSlot(
    listing.sr === 'Lease' && isAvailableLsc(listing.lsc)
      ? {
          mlNum: listing.mlNum,
          city: listing.city,
          address: format.address(listing),
          detailPath: toDetailPath(listing),
        }
      : null,
    'card',
  )
  return <ListingCard listing={listing} notice={reserve} />
}

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
            <CampusCard listing={l} />
            <p className={styles.distance}>{t('ui.schools.distance', { metres: l.distanceM })}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

import { formatViewedAt } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListingPhoto, toDetailPath, useListingFormat } from '../../../entities/listing/index.ts'
import { usePageNow } from '../../../shared/time/page-clock.ts'
import type { ViewedListing } from '../api/get-browse-history.ts'
import styles from './browse-history.module.css'

export interface BrowseRowProps {
  listing: ViewedListing
  /** The keyboard's way to remove a row (the swipe is for touch). */
  onRemove: () => void
}

/** One viewed listing: photo, price, rooms, address and when it was viewed, on the clock of the home's city. */
export function BrowseRow({ listing, onRemove }: BrowseRowProps) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const now = usePageNow()
  const address = format.address(listing)
  return (
    <div className={styles.row}>
      <Link to={toDetailPath(listing)} className={styles.link}>
        <span className={styles.thumb}>
          <ListingPhoto src={listing.photo} alt={t('ui.listing.photoOf', { address })} />
        </span>
        <span className={styles.text}>
          <span className={styles.price}>{format.price(listing.price, listing.sr)}</span>
          <span className={styles.meta}>{format.rooms(listing)}</span>
          <span className={styles.address}>{address}</span>
          {listing.viewedAt ? (
            <time className={styles.when} dateTime={listing.viewedAt}>
              {formatViewedAt(listing.viewedAt, now, format.locale, listing.city)}
            </time>
          ) : null}
        </span>
      </Link>
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        aria-label={`${t('ui.listing.browse.remove')} ${address}`}
      >
        ×
      </button>
    </div>
  )
}

import type { ListingSummary } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListingPhoto, ListingPrice, toDetailPath, useListingFormat } from '../../../entities/listing/index.ts'
import { useSignedIn } from '../../../shared/session/use-session.ts'
import { useFavouriteSlot } from '../../../shared/ui/favourite-slot.ts'
import styles from './map-listing-card.module.css'

interface MapListingCardProps {
  listing: ListingSummary
  onClose?: () => void
  /** Shown when the listing can be picked for sharing. */
  selected?: boolean
  onToggleSelect?: () => void
  /** A visitor's tap on the heart, before they are asked to sign in: the map keeps its work. */
  onBeforeSignIn?: () => void
}

/** The card of a tapped pin: photo, price, rooms and address, its heart; it opens the listing's detail screen. */
export function MapListingCard({ listing, onClose, selected, onToggleSelect, onBeforeSignIn }: MapListingCardProps) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const address = format.address(listing)
  const signedIn = useSignedIn()
  const heart = useFavouriteSlot({ type: 'listing', id: listing.mlNum, name: address }, 'card')
  return (
    <section className={styles.card} aria-label={t('ui.map.card.title')} data-mlnum={listing.mlNum}>
      <Link to={toDetailPath(listing)} className={styles.link} aria-label={`${t('ui.map.card.open')}: ${address}`}>
        <div className={styles.photo}>
          <ListingPhoto src={listing.photo} alt={t('ui.listing.photoOf', { address })} />
        </div>
        <div className={styles.body}>
          <ListingPrice listing={listing} />
          <p className={styles.rooms}>{format.rooms(listing)}</p>
          <p className={styles.address}>{address}</p>
          <p className={styles.area}>{format.neighbourhood(listing)}</p>
        </div>
      </Link>
      <div className={styles.actions}>
        {heart ? (
          <span className={styles.heart} onClickCapture={signedIn ? undefined : onBeforeSignIn}>
            {heart}
          </span>
        ) : null}
        {onToggleSelect ? (
          <button type="button" className={styles.action} aria-pressed={selected ?? false} onClick={onToggleSelect}>
            {selected ? `✓ ${t('ui.map.card.selected')}` : t('ui.map.card.select')}
          </button>
        ) : null}
        {onClose ? (
          <button type="button" className={styles.close} aria-label={t('ui.map.card.close')} onClick={onClose}>
            ×
          </button>
        ) : null}
      </div>
    </section>
  )
}

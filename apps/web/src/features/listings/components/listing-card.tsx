import type { ListingSummary, VowAccess } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toDetailPath } from '../listing-paths.ts'
import { useListingFormat } from '../use-listing-format.ts'
import { useListingStatus } from '../use-listing-status.ts'
import styles from './listing-card.module.css'
import { ListingPhoto } from './listing-photo.tsx'
import { ListingPrice } from './listing-price.tsx'
import { StatusBadge } from './status-badge.tsx'
import { VowPrompt } from './vow-prompt.tsx'

export interface ListingCardProps {
  listing: ListingSummary
  /** What the viewer may see of sold data; a restricted item shows the matching prompt. */
  vow?: VowAccess
  onVowAccepted?: () => void
  /** Share pages link to the read-only details. */
  share?: boolean
}

/** One listing in a list: photo with status, price in dollars and yuan, rooms and size, address, brokerage. */
export function ListingCard({ listing, vow, onVowAccepted, share }: ListingCardProps) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const status = useListingStatus()(listing)
  const address = format.address(listing)
  const facts = [format.rooms(listing), ...(listing.sqft ? [format.size(listing.sqft)] : [])]

  return (
    <article className={styles.card} aria-labelledby={`listing-${listing.mlNum}`}>
      <Link to={toDetailPath(listing, { share })} className={styles.link}>
        <div className={styles.photo}>
          <ListingPhoto src={listing.photo} alt={t('ui.listing.photoOf', { address })} />
          <span className={styles.badgeSpot}>
            <StatusBadge label={status.badge} tone={status.tone} />
          </span>
        </div>
        <div className={styles.body}>
          <ListingPrice listing={listing} />
          <p className={styles.facts}>
            {facts.map((fact, i) => (
              <span key={fact}>
                {i > 0 ? <span aria-hidden="true"> · </span> : null}
                {fact}
              </span>
            ))}
          </p>
          <h3 id={`listing-${listing.mlNum}`} className={styles.address}>
            {address}
          </h3>
          <p className={styles.neighbourhood}>{listing.neighbourhood}</p>
          <p className={styles.status}>{status.line}</p>
          {status.market ? <p className={styles.market}>{status.market}</p> : null}
        </div>
      </Link>
      {listing.restricted && vow?.need ? <VowPrompt need={vow.need} onAccepted={onVowAccepted ?? (() => {})} /> : null}
      <p className={styles.provider}>{t('ui.listing.providedBy', { brokerage: listing.brokerage })}</p>
    </article>
  )
}

import type { ListingSummary } from '@maplenest/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PhotoCard } from '../../shared/ui/photo-card.tsx'
import styles from './listing-card.module.css'
import { toDetailPath } from './listing-paths.ts'
import { ListingPhoto } from './listing-photo.tsx'
import { ListingPrice } from './listing-price.tsx'
import { ListingStatusBadge } from './listing-status-badge.tsx'
import { useListingFormat } from './use-listing-format.ts'
import { useListingStatus } from './use-listing-status.ts'

export interface ListingCardProps {
  listing: ListingSummary
  /** Share pages link to the read-only details. */
  share?: boolean
  /** Shown under the link, above the brokerage line; lists put the sign-in or terms prompt of sold data here. */
  notice?: ReactNode
}

/** One listing in a list: photo with status, price in dollars and yuan, rooms and size, address, brokerage. */
export function ListingCard({ listing, share, notice }: ListingCardProps) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const status = useListingStatus()(listing)
  const address = format.address(listing)
  const facts = [format.rooms(listing), ...(listing.sqft ? [format.size(listing.sqft)] : [])]
  const headingId = `listing-${listing.mlNum}`

  return (
    <PhotoCard
      to={toDetailPath(listing, { share })}
      headingId={headingId}
      photo={<ListingPhoto src={listing.photo} alt={t('ui.listing.photoOf', { address })} />}
      badges={<ListingStatusBadge label={status.badge} tone={status.tone} />}
      after={
        <>
          {notice}
          <p className={styles.provider}>{t('ui.listing.providedBy', { brokerage: listing.brokerage })}</p>
        </>
      }
    >
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
        <h3 id={headingId} className={styles.address}>
          {address}
        </h3>
        <p className={styles.neighbourhood}>{listing.neighbourhood}</p>
        <p className={styles.status}>{status.line}</p>
        {status.market ? <p className={styles.market}>{status.market}</p> : null}
      </div>
    </PhotoCard>
  )
}

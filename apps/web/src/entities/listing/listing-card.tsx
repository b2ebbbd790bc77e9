import { isAvailableLsc, type ListingSummary } from '@maplenest/core'
import { memo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFreshForSearch } from '../../shared/saved-search/index.ts'
import { useCompareToggle } from '../../shared/ui/compare-slot.ts'
import { useFavouriteSlot } from '../../shared/ui/favourite-slot.ts'
import { useShowingSlot } from '../../shared/ui/showing-slot.ts'
import styles from './listing-card.module.css'
import { toDetailPath } from './listing-paths.ts'
import { ListingPhoto } from './listing-photo.tsx'
import { ListingPrice } from './listing-price.tsx'
import { ListingStatusBadge } from './listing-status-badge.tsx'
import { useListingCardText } from './use-listing-card-text.ts'
import { useListingFormat } from './use-listing-format.ts'
import { useListingStatus } from './use-listing-status.ts'
import { wrapBetween } from './wrap-between.ts'

export interface ListingCardProps {
  listing: ListingSummary
  /** Share pages link to the read-only details. */
  share?: boolean
  /** Shown under the link, above the brokerage line; lists put the sign-in or terms prompt of sold data here. */
  notice?: ReactNode
  /**
   * A control over the card's top right corner, outside the link (a button inside a link is not allowed): the
   * place kept for saving to favourites. The price line leaves room for it whether or not one is given. Without
   * one, the favourites' heart fills it (not on share pages, which are read-only).
   */
  action?: ReactNode
  /** The first card of a list: its photo loads first (see CoverImage). */
  priority?: boolean
  /**
   * The photo above the body rather than beside it, for a narrow column (the assistant's sheet over the map): the
   * price has the card's whole width and the corner control stands over the photo.
   */
  stacked?: boolean
}

/**
 * How wide a card's photo is drawn: its column is at most 168 px and the card about 205 px tall, so a 4:3 photo
 * covering it is drawn about 275 px wide.
 */
const CARD_PHOTO_SIZES = '275px'

/**
 * One listing in a list, compact so a phone shows several at once: the photo beside the price in dollars and
 * yuan, rooms and size, address and area, one status line, and the brokerage under both. A card draws again only
 * when its own props or what it reads changes: a list that draws again (a new page, the screen's address corrected)
 * leaves its cards as they are.
 */
export const ListingCard = memo(function ListingCard({
  listing,
  share,
  notice,
  action,
  priority,
  stacked,
}: ListingCardProps) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const text = useListingCardText()
  const status = useListingStatus()(listing)
  const address = format.address(listing)
  const facts = [text.rooms(listing), ...(listing.sqft ? [format.size(listing.sqft)] : [])]
  const headingId = `listing-${listing.mlNum}`
  // a sold home's dates may be withheld from visitors (VOW): then there is no line at all
  const statusLine = text.statusLine(listing)
  // a home that alerted since the saved search this list shows was last opened
  const fresh = useFreshForSearch(listing.mlNum)
  const heart = useFavouriteSlot(share ? null : { type: 'listing', id: listing.mlNum }, 'card')
  const corner = action ?? heart
  const detailPath = toDetailPath(listing, { share })
  // the card's menu (book a showing) where the app provides one: only homes on the market can be visited, and
  // share pages are read-only
  const bookable = !share && isAvailableLsc(listing.lsc)
  const compare = useCompareToggle(share ? null : { mlNum: listing.mlNum, address }, 'card')
  const menu = useShowingSlot(
    bookable ? { mlNum: listing.mlNum, city: listing.city, address, detailPath } : null,
    'card',
  )

  return (
    <article className={stacked ? styles.stacked : styles.card} aria-labelledby={headingId}>
      <Link to={detailPath} className={styles.link}>
        <div className={styles.photo}>
          <ListingPhoto
            src={listing.photo}
            alt={t('ui.listing.photoOf', { address })}
            priority={priority}
            sizes={CARD_PHOTO_SIZES}
          />
          <span className={styles.badge}>
            <ListingStatusBadge label={status.badge} tone={status.tone} />
          </span>
        </div>
        <div className={styles.body}>
          <div className={styles.price}>
            <ListingPrice listing={listing} size="compact" />
          </div>
          <p className={styles.facts}>{wrapBetween(facts)}</p>
          <h3 id={headingId} className={styles.address}>
            {address}
          </h3>
          <p className={styles.neighbourhood}>{format.neighbourhood(listing)}</p>
          {statusLine ? <p className={styles.status}>{wrapBetween(statusLine)}</p> : null}
          {fresh ? <p className={styles.fresh}>{t('ui.savedSearch.card.fresh')}</p> : null}
        </div>
      </Link>
      {corner ? <div className={styles.action}>{corner}</div> : null}
      {notice}
      <div className={styles.footer}>
        <p className={styles.provider}>{t('ui.listing.providedBy', { brokerage: listing.brokerage })}</p>
        {compare}
        {menu}
      </div>
    </article>
  )
})

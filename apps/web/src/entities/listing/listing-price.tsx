import { isClosedLsc, type ListingSummary } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import styles from './listing-price.module.css'
import { LockIcon } from './lock-icon.tsx'
import { useListingCardText } from './use-listing-card-text.ts'
import { useListingFormat } from './use-listing-format.ts'

export interface ListingPriceProps {
  listing: Pick<ListingSummary, 'price' | 'closePrice' | 'sr' | 'status' | 'lsc' | 'restricted'>
  /** 'compact': a list card; 'card': a larger card; 'hero': a detail's header. */
  size?: 'compact' | 'card' | 'hero'
}

/**
 * The price in dollars, and in yuan where the person shows them (a rent in whole yuan a month). Rent reads per month.
 * A sold or leased home shows its close price when the board allows, with the asking price under it; otherwise the
 * asking price and a locked close price.
 */
export function ListingPrice({ listing, size = 'card' }: ListingPriceProps) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const text = useListingCardText()
  const closed = listing.status === 'U' && isClosedLsc(listing.lsc)
  const shownClose = closed && listing.closePrice !== null
  const main = shownClose && listing.closePrice !== null ? listing.closePrice : listing.price
  const mainText = format.price(main, listing.sr)
  const cny = text.priceCny(main, listing.sr)

  return (
    <div className={styles[size]}>
      <p className={styles.line}>
        <span className={styles.amount}>
          {shownClose
            ? t(listing.sr === 'Lease' ? 'ui.listing.price.leased' : 'ui.listing.price.sold', { price: mainText })
            : mainText}
        </span>
        {cny === null ? null : <span className={styles.cny}>{cny}</span>}
      </p>
      {shownClose ? (
        <p className={styles.asking}>
          {t('ui.listing.price.asking', { price: format.price(listing.price, listing.sr) })}
        </p>
      ) : null}
      {closed && !shownClose && listing.restricted ? (
        <p className={styles.locked}>
          <LockIcon size={14} />
          {t('ui.listing.vow.lockedPrice')}
        </p>
      ) : null}
    </div>
  )
}

import {
  calculateFavouriteChange,
  type FavouriteItem,
  formatFavouriteChange,
  formatListingPrice,
  type Locale,
} from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import {
  ListingStatusBadge,
  useListingCardText,
  useListingStatus,
  wrapBetween,
} from '../../../entities/listing/index.ts'
import { CardBadge } from '../../../shared/ui/card-badge.tsx'
import shareStyles from '../share/share.module.css'
import { toFavouriteHref } from './favourite-href.ts'
import styles from './favourites.module.css'

export interface FavouriteRowProps {
  item: FavouriteItem
  /** The keyboard's way to remove a row (the swipe is for touch); none on a share page. */
  onRemove?: () => void
  share?: boolean
  /** Select mode: a checkbox before the row chooses it for a share link. */
  selected?: boolean
  onSelect?: () => void
}

function priceOf(item: FavouriteItem, locale: Locale): string | null {
  const price = item.current.price
  if (price == null) return null
  return formatListingPrice(price, item.listing?.sr ?? 'Sale', locale)
}

/**
 * One favourite: picture, name, where, price now; for a home its rooms and its status badge and line as list cards
 * write them; what changed since it was saved, and its remove button.
 */
export function FavouriteRow({ item, onRemove, share, selected, onSelect }: FavouriteRowProps) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const cardText = useListingCardText()
  const listingStatus = useListingStatus()
  const home = item.listing
  const status = home ? listingStatus(home) : null
  const statusLine = home ? cardText.statusLine(home) : ''
  const change = calculateFavouriteChange(
    { price: item.savedPrice, status: item.savedStatus },
    { price: item.current.price, status: item.current.status },
  )
  const changeLabel = change ? formatFavouriteChange(change, locale) : null
  const price = priceOf(item, locale)
  const saved = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(item.savedAt))
  const tone = change?.kind === 'priceDown' ? 'success' : change?.kind === 'status' ? 'error' : 'info'
  return (
    <div className={styles.row}>
      {onSelect ? (
        <span className={shareStyles.check}>
          <input
            type="checkbox"
            checked={selected ?? false}
            onChange={onSelect}
            aria-label={t('favourite.share.select', { name: item.current.title })}
          />
        </span>
      ) : null}
      <Link to={toFavouriteHref(item, share)} className={styles.link}>
        <span className={styles.thumb} data-kind={item.type}>
          {item.current.photo ? <img src={item.current.photo} alt="" loading="lazy" /> : <span aria-hidden="true" />}
          {status ? (
            <span className={styles.status}>
              <ListingStatusBadge label={status.badge} tone={status.tone} />
            </span>
          ) : null}
        </span>
        <span className={styles.text}>
          <span className={styles.title}>{item.current.title}</span>
          <span className={styles.meta}>{item.current.subtitle}</span>
          {price ? <span className={styles.price}>{price}</span> : null}
          {home ? <span className={styles.meta}>{cardText.rooms(home)}</span> : null}
          {statusLine ? <span className={styles.statusLine}>{wrapBetween(statusLine)}</span> : null}
          {/* a change of status the badge on the photo already names ("Sold") is not said twice */}
          {changeLabel && changeLabel !== status?.badge ? (
            <span className={styles.badge}>
              <CardBadge label={changeLabel} tone={tone} />
            </span>
          ) : null}
          {share ? null : <span className={styles.when}>{t('favourite.savedOn', { date: saved })}</span>}
        </span>
      </Link>
      {onRemove ? (
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          aria-label={t('favourite.removeNamed', { name: item.current.title })}
        >
          {t('favourite.remove')}
        </button>
      ) : null}
    </div>
  )
}

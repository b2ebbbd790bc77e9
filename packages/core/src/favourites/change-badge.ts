import type { MessageKey } from '../i18n/catalogue.ts'
import { translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import type { ListingStatus, LscCode } from '../listings/listing-codes.ts'
import { dollarsToCents } from '../money/cents.ts'
import { formatCadWhole } from '../money/format-money.ts'
import type { FavouriteStatus } from './favourite-types.ts'

/** How a favourite changed since it was saved; null when it did not (or nothing can be compared). */
export type FavouriteChange =
  | { kind: 'priceDown'; amount: number }
  | { kind: 'priceUp'; amount: number }
  | { kind: 'status'; status: FavouriteStatus }

interface PriceAndStatus {
  price: number | null
  status: FavouriteStatus | null
}

/** A listing's place in the market from its status and status code: sold and leased close it, any other U is off. */
export function toFavouriteStatus(listing: { status: ListingStatus; lsc: LscCode }): FavouriteStatus {
  if (listing.lsc === 'sld') return 'sold'
  if (listing.lsc === 'lsd') return 'leased'
  return listing.status === 'A' ? 'active' : 'offMarket'
}

/**
 * The change badge of the Favs tab. A change of status outweighs a change of price (a sold home's list price no
 * longer matters); a price counts only when both the saved and the current one are known.
 */
export function calculateFavouriteChange(saved: PriceAndStatus, current: PriceAndStatus): FavouriteChange | null {
  if (saved.status && current.status && saved.status !== current.status)
    return { kind: 'status', status: current.status }
  if (saved.price == null || current.price == null || saved.price === current.price) return null
  const amount = Math.abs(current.price - saved.price)
  return current.price < saved.price ? { kind: 'priceDown', amount } : { kind: 'priceUp', amount }
}

const STATUS_KEYS: Record<FavouriteStatus, MessageKey> = {
  active: 'favourite.change.backOnMarket',
  sold: 'favourite.change.sold',
  leased: 'favourite.change.leased',
  offMarket: 'favourite.change.offMarket',
}

/** "Price down $20,000", "Price up $5,000", "Sold", "Leased", "Off market", "Back on market". */
export function formatFavouriteChange(change: FavouriteChange, locale: Locale): string {
  if (change.kind === 'status') return translate(locale, STATUS_KEYS[change.status])
  const amount = formatCadWhole(dollarsToCents(change.amount), locale)
  return translate(locale, change.kind === 'priceDown' ? 'favourite.change.priceDown' : 'favourite.change.priceUp', {
    amount,
  })
}

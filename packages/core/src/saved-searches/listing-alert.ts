import { type SaleOrLease, SEARCH_STATUSES, type SearchStatus } from '../listings/listing-codes.ts'
import { isAvailableLsc } from '../listings/lsc.ts'

/**
 * What a change to a listing tells a saved search: a new listing, its price down or up, back on the market after
 * it was off or under contract, or sold or leased.
 */
export const LISTING_ALERT_KINDS = ['new', 'priceDown', 'priceUp', 'backOnMarket', 'sold', 'leased'] as const
export type ListingAlertKind = (typeof LISTING_ALERT_KINDS)[number]

/** Kinds that reveal a deal: only for people under the VOW rule (signed in, terms accepted). */
export const VOW_ALERT_KINDS = ['sold', 'leased'] as const satisfies readonly ListingAlertKind[]

export function isVowAlertKind(kind: ListingAlertKind): boolean {
  return (VOW_ALERT_KINDS as readonly string[]).includes(kind)
}

/** A listing's price and board status code, before or after a change. */
export interface ListingMoment {
  price: number
  lsc: string
}

/**
 * The alert a change raises, or null when it tells a search nothing. A listing first seen on the market is new (one
 * first seen already sold is history, not news); a listing that becomes sold or leased says so; one that comes back
 * to the market after it was off or under contract is back on market, whatever its price did; otherwise a price that
 * moved while on the market is a price change.
 */
export function listingAlertKind(before: ListingMoment | null, after: ListingMoment): ListingAlertKind | null {
  const availableNow = isAvailableLsc(after.lsc)
  if (!before) return availableNow ? 'new' : null
  if (after.lsc !== before.lsc && (after.lsc === 'sld' || after.lsc === 'lsd'))
    return after.lsc === 'sld' ? 'sold' : 'leased'
  if (!availableNow) return null
  if (!isAvailableLsc(before.lsc)) return 'backOnMarket'
  if (after.price < before.price) return 'priceDown'
  if (after.price > before.price) return 'priceUp'
  return null
}

/**
 * The alerts a saved search of this status takes: a search of homes on the market hears of every change (sales
 * and leases only under the VOW rule); a search of sold or leased homes hears of deals only; one of homes taken off
 * the market hears nothing.
 */
export function alertKindsForStatus(status: SearchStatus, sr: SaleOrLease): readonly ListingAlertKind[] {
  const deal: ListingAlertKind = sr === 'Lease' ? 'leased' : 'sold'
  if (status === 'sold') return [deal]
  if (status === 'delist') return []
  return ['new', 'priceDown', 'priceUp', 'backOnMarket', deal]
}

/** The statuses of the saved searches a change of this kind is for: those whose alerts take it. */
export function searchStatusesHearing(kind: ListingAlertKind, sr: SaleOrLease): SearchStatus[] {
  return SEARCH_STATUSES.filter((status) => alertKindsForStatus(status, sr).includes(kind))
}

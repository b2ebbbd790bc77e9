import type { MessageKey } from '../i18n/catalogue.ts'
import type { LscCode, SaleOrLease, SearchStatus } from './listing-codes.ts'
import { LSC_CODES } from './listing-codes.ts'

/** Status codes that close a listing with a deal: sold (sale) and leased (lease). */
export const CLOSED_LSC_CODES = ['sld', 'lsd'] as const satisfies readonly LscCode[]

/**
 * Status codes of a listing a buyer or tenant can act on today: new, price change, extended, back on market.
 * A conditional deal (sc, sce, lc, lce) is under contract and a failed deal (dft) is not open to offers until the
 * board reports it back on the market (bom), so neither is offered in the for-sale or for-lease lists.
 */
export const AVAILABLE_LSC_CODES = ['new', 'pc', 'ext', 'bom'] as const satisfies readonly LscCode[]

/** Status codes of a listing taken off the market without a deal: expired, terminated, suspended. */
export const DELISTED_LSC_CODES = ['exp', 'ter', 'sus'] as const satisfies readonly LscCode[]

/**
 * The status codes each list view shows (spec §4 "Search status codes: New or Sld (sale), New or Lsd (lease)"):
 * `active` the available codes, `sold` sold (sale) or leased (lease), `delist` the codes of a listing taken off
 * the market without a deal.
 */
export function toSearchLscCodes(status: SearchStatus, sr: SaleOrLease): readonly LscCode[] {
  if (status === 'active') return AVAILABLE_LSC_CODES
  if (status === 'sold') return [sr === 'Lease' ? 'lsd' : 'sld']
  return DELISTED_LSC_CODES
}

export function isAvailableLsc(lsc: string): boolean {
  return (AVAILABLE_LSC_CODES as readonly string[]).includes(lsc)
}

export function isLscCode(value: string): value is LscCode {
  return (LSC_CODES as readonly string[]).includes(value)
}

/** True for sold and leased, the codes whose status line shows the close date. */
export function isClosedLsc(lsc: string): boolean {
  return (CLOSED_LSC_CODES as readonly string[]).includes(lsc)
}

/**
 * The catalogue key naming a listing status code. `new` reads "Sale" or "Lease" by the listing's sale-or-lease;
 * a code the boards add later, or any other text, is "Unknown".
 */
export function lscKey(lsc: string, sr: SaleOrLease): MessageKey {
  if (!isLscCode(lsc)) return 'listing.lsc.unknown'
  if (lsc === 'new') return sr === 'Lease' ? 'listing.lsc.new.lease' : 'listing.lsc.new.sale'
  return `listing.lsc.${lsc}`
}

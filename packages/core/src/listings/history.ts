import type { MessageKey } from '../i18n/catalogue.ts'
import type { HistoryEventType, SaleOrLease, SearchStatus } from './listing-codes.ts'

/** The catalogue key naming a history event: "Sale", "Sold in condition", "Back on Market"… */
export function historyEventKey(event: HistoryEventType): MessageKey {
  return `listing.history.${event}`
}

const EVENT_BY_LSC: Readonly<Record<string, HistoryEventType>> = {
  sld: 'sold',
  lsd: 'leased',
  pc: 'priceChange',
  sc: 'soldConditional',
  lc: 'soldConditional',
  dft: 'dealFailed',
  exp: 'expired',
  ext: 'extended',
  bom: 'backOnMarket',
  ter: 'terminated',
  sus: 'suspended',
}

/**
 * The history event a status code records: `new` is a sale or a lease by `sr`; conditional sale and conditional
 * lease are both "Sold in condition". The escape codes (sce, lce) and unknown codes have no event: null.
 */
export function toHistoryEvent(lsc: string, sr: SaleOrLease): HistoryEventType | null {
  if (lsc === 'new') return sr === 'Lease' ? 'lease' : 'sale'
  return Object.hasOwn(EVENT_BY_LSC, lsc) ? EVENT_BY_LSC[lsc]! : null
}

export const SEARCH_STATUS_CODES = ['New', 'Sld', 'Lsd'] as const
export type SearchStatusCode = (typeof SEARCH_STATUS_CODES)[number]

/**
 * The status code a search sends (spec §4): New or Sld for sale, New or Lsd for lease. Delisted listings have no
 * code of their own (they are the unavailable ones neither sold nor leased): null.
 */
export function searchStatusCode(sr: SaleOrLease, status: SearchStatus): SearchStatusCode | null {
  if (status === 'active') return 'New'
  if (status === 'sold') return sr === 'Lease' ? 'Lsd' : 'Sld'
  return null
}

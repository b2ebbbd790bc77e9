import type { MessageKey } from '../i18n/catalogue.ts'
import type { LscCode, SaleOrLease } from './listing.schema.ts'
import { LSC_CODES } from './listing.schema.ts'

/** Status codes that close a listing with a deal: sold (sale) and leased (lease). */
export const CLOSED_LSC_CODES = ['sld', 'lsd'] as const satisfies readonly LscCode[]

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

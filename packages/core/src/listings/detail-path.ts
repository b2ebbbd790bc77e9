import type { ListingSummary } from './listing.schema.ts'

/** The detail screens: Toronto by sale or lease and condo or house (townhouses read as houses), and Vancouver. */
export const DETAIL_PATHS = {
  saleCondo: '/pages/toronto/sale/condo-detail',
  saleHouse: '/pages/toronto/sale/res-detail',
  leaseCondo: '/pages/toronto/lease/condo-detail',
  leaseHouse: '/pages/toronto/lease/res-detail',
  vancouver: '/pages/vancouver/van-detail',
  saleCondoShare: '/pages/share/condo-detail-share',
  saleHouseShare: '/pages/share/res-detail-share',
  leaseCondoShare: '/pages/share/lease-condo-detail-share',
  leaseHouseShare: '/pages/share/lease-res-detail-share',
  vancouverShare: '/pages/share/van-detail-share',
} as const

export type ListingWhere = Pick<ListingSummary, 'mlNum' | 'city' | 'sr' | 'roomType'>
type DetailKey = keyof typeof DETAIL_PATHS

function detailKey(where: ListingWhere, share: boolean): DetailKey {
  const suffix = share ? 'Share' : ''
  if (where.city === 'vancouver') return `vancouver${suffix}`
  const kind = where.roomType === 'condo' ? 'Condo' : 'House'
  return `${where.sr === 'Lease' ? 'lease' : 'sale'}${kind}${suffix}`
}

/**
 * The detail address of a listing in the app (under /h5): Vancouver, Toronto sale or lease, condo or house. The
 * screens link with it, and so do notices and e-mails about a listing.
 */
export function toDetailPath(where: ListingWhere, options: { share?: boolean } = {}): string {
  return `${DETAIL_PATHS[detailKey(where, options.share ?? false)]}?mlNum=${encodeURIComponent(where.mlNum)}`
}

import type { ListingSummary, SaleOrLease } from '@maplenest/core'

/** The list screens of the route table, by sale or lease and by condo or house. */
export const LIST_PATHS = {
  saleCondo: '/pages/toronto/sale/sale-list',
  saleHouse: '/pages/toronto/sale/house-list',
  leaseCondo: '/pages/toronto/lease/lease-list',
  leaseHouse: '/pages/toronto/lease/house-list',
  saleShare: '/pages/share/sale-list-share',
  leaseShare: '/pages/share/lease-list-share',
} as const

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

export const SEARCH_PATH = '/pages/search/search'
export const BROWSE_HISTORY_PATH = '/pages/my/browse/browse-list'

type Where = Pick<ListingSummary, 'mlNum' | 'city' | 'sr' | 'roomType'>
type DetailKey = keyof typeof DETAIL_PATHS

function detailKey(where: Where, share: boolean): DetailKey {
  const suffix = share ? 'Share' : ''
  if (where.city === 'vancouver') return `vancouver${suffix}`
  const kind = where.roomType === 'condo' ? 'Condo' : 'House'
  return `${where.sr === 'Lease' ? 'lease' : 'sale'}${kind}${suffix}`
}

/** The detail address of a listing: Vancouver, Toronto sale or lease, condo or house (townhouses read as houses). */
export function toDetailPath(where: Where, options: { share?: boolean } = {}): string {
  return `${DETAIL_PATHS[detailKey(where, options.share ?? false)]}?mlNum=${encodeURIComponent(where.mlNum)}`
}

/** The list that holds a kind of listing; the filters go in its query. */
export function toListPath(sr: SaleOrLease, house: boolean): string {
  if (sr === 'Lease') return house ? LIST_PATHS.leaseHouse : LIST_PATHS.leaseCondo
  return house ? LIST_PATHS.saleHouse : LIST_PATHS.saleCondo
}

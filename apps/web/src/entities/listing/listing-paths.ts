import { LISTING_ALL_TYPES, type SaleOrLease } from '@maplenest/core'

export { DETAIL_PATHS, toDetailPath } from '@maplenest/core'

/** `roomType` value for "every type" on a list whose default is one type (kept beside the paths a link is made of). */
export const ALL_TYPES = LISTING_ALL_TYPES

/** The list screens of the route table, by sale or lease and by condo or house. */
export const LIST_PATHS = {
  saleCondo: '/pages/toronto/sale/sale-list',
  saleHouse: '/pages/toronto/sale/house-list',
  leaseCondo: '/pages/toronto/lease/lease-list',
  leaseHouse: '/pages/toronto/lease/house-list',
  saleShare: '/pages/share/sale-list-share',
  leaseShare: '/pages/share/lease-list-share',
} as const

export const SEARCH_PATH = '/pages/search/search'
/** The Map tab; the list's filters go in its query. */
export const MAP_PATH = '/pages/map/map'
export const BROWSE_HISTORY_PATH = '/pages/my/browse/browse-list'

/** The list that holds a kind of listing; the filters go in its query. */
export function toListPath(sr: SaleOrLease, house: boolean): string {
  if (sr === 'Lease') return house ? LIST_PATHS.leaseHouse : LIST_PATHS.leaseCondo
  return house ? LIST_PATHS.saleHouse : LIST_PATHS.saleCondo
}

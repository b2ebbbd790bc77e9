import type { City, ListingSummary, SaleOrLease } from '@maplenest/core'

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
export const MORTGAGE_FORM_PATH = '/pages/my/calculate/calculate'

type Where = Pick<ListingSummary, 'mlNum' | 'city' | 'sr' | 'roomType'>

function detailFile(where: Where, share: boolean): string {
  if (where.city === 'vancouver') return share ? '/pages/share/van-detail-share' : '/pages/vancouver/van-detail'
  const kind = where.roomType === 'condo' ? 'condo' : 'res'
  if (share)
    return where.sr === 'Lease' ? `/pages/share/lease-${kind}-detail-share` : `/pages/share/${kind}-detail-share`
  return where.sr === 'Lease' ? `/pages/toronto/lease/${kind}-detail` : `/pages/toronto/sale/${kind}-detail`
}

/** The detail address of a listing: Vancouver, Toronto sale or lease, condo or house (townhouses read as houses). */
export function toDetailPath(where: Where, options: { share?: boolean } = {}): string {
  return `${detailFile(where, options.share ?? false)}?mlNum=${encodeURIComponent(where.mlNum)}`
}

/** The list that holds a kind of listing; the filters go in its query. */
export function toListPath(sr: SaleOrLease, house: boolean): string {
  if (sr === 'Lease') return house ? LIST_PATHS.leaseHouse : LIST_PATHS.leaseCondo
  return house ? LIST_PATHS.saleHouse : LIST_PATHS.saleCondo
}

/** The mortgage calculator opened with a listing's price and city (decision 0009). */
export function toMortgagePath(price: number, city: City): string {
  return `${MORTGAGE_FORM_PATH}?price=${price}&city=${city}`
}

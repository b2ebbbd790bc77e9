import type { RouteEntry } from '../route-table.ts'
import { SCREENS, type Screen } from '../screens.ts'

/**
 * The screens the server draws for a first visit — the ones people land on from a search, a shared link or the
 * home-screen icon — with the page module each is built from (its key in the client build's manifest), whose
 * scripts and styles go with the page. Every other screen is drawn by the app in the browser.
 */
export const SERVER_RENDERED: ReadonlyMap<Screen, string> = new Map<Screen, string>([
  [SCREENS.home, 'src/pages/home.tsx'],
  [SCREENS.saleList, 'src/pages/toronto/sale/sale-list.tsx'],
  [SCREENS.saleHouseList, 'src/pages/toronto/sale/house-list.tsx'],
  [SCREENS.leaseList, 'src/pages/toronto/lease/lease-list.tsx'],
  [SCREENS.leaseHouseList, 'src/pages/toronto/lease/house-list.tsx'],
  [SCREENS.condoDetail, 'src/pages/toronto/sale/condo-detail.tsx'],
  [SCREENS.resDetail, 'src/pages/toronto/sale/res-detail.tsx'],
  [SCREENS.leaseCondoDetail, 'src/pages/toronto/lease/condo-detail.tsx'],
  [SCREENS.leaseResDetail, 'src/pages/toronto/lease/res-detail.tsx'],
  [SCREENS.vanDetail, 'src/pages/vancouver/van-detail.tsx'],
  [SCREENS.preconsList, 'src/pages/precons/precons-list.tsx'],
  [SCREENS.preconsDetail, 'src/pages/precons/precons-detail.tsx'],
  [SCREENS.schoolList, 'src/pages/school/school-list.tsx'],
  [SCREENS.schoolDetail, 'src/pages/school/school-detail.tsx'],
  [SCREENS.map, 'src/pages/map/map.tsx'],
])

/** Whether the server draws this route's screen. */
export const isServerRendered = (entry: RouteEntry): boolean => !entry.requiresAuth && SERVER_RENDERED.has(entry.screen)

/**
 * The answers the server may fetch while drawing a screen (query-key prefixes): public reads that are the same for
 * every visitor. Anything about a person (favourites, history, showings, counts) is fetched by the browser.
 */
const SERVER_QUERIES: readonly (readonly string[])[] = [
  ['listings', 'search'],
  ['listings', 'detail'],
  ['listings', 'similar'],
  ['banners'],
  ['precons'],
  ['schools'],
  ['agents', 'detail'],
  ['agents', 'listings'],
  ['exchange-rate'],
  ['map', 'config'],
]

export function isServerQuery(key: readonly unknown[]): boolean {
  return SERVER_QUERIES.some((prefix) => prefix.every((part, i) => key[i] === part))
}

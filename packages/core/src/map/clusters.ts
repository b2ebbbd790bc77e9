import type { MapBbox } from './geometry.ts'

/**
 * From this zoom on, the map shows the listings themselves instead of clusters, unless the view holds more than
 * MAP_LISTINGS_CAP: then counted cells, so that what the map draws adds up to the view's total.
 */
export const MAP_LISTINGS_ZOOM = 15
/** From this zoom on, a view holding this many listings or fewer shows them one by one. */
export const MAP_LISTINGS_MAX = 150
/**
 * Below this zoom (a whole city or more) the map always shows clusters: a hundred pins over a city overlap into
 * one blot, while a few counted circles say where the listings are. The list still gets the listings when there
 * are no more than MAP_LISTINGS_MAX.
 */
export const MAP_CLUSTERS_BELOW_ZOOM = 12
/**
 * At most this many listings (newest first) are sent for a view in listings mode, and for a drawn area (whose total
 * counts them all): more than a phone's list or pins show, and few enough to answer within 50 ms at 200,000 listings.
 */
export const MAP_LISTINGS_CAP = 200
export const MAP_AREA_CAP = 200
export const MAP_ZOOM_MIN = 0
export const MAP_ZOOM_MAX = 22
export const MAP_POLYGON_MAX_POINTS = 500
/** A 256-pixel tile is cut into this many cluster cells across (cells of about 64 pixels). */
const CELLS_PER_TILE = 4
/** However far out the view, it is cut into at most this many cells across. */
const MAX_CELLS_ACROSS = 48

/**
 * The grid cell the clusters of a view are counted in, in degrees: about 64 screen pixels at the (whole) zoom,
 * never finer than 1/48 of the view's width, and square on screen at the view's latitude (rounded to a whole
 * degree, so panning keeps the same grid).
 */
export function clusterCell(zoom: number, bbox: MapBbox): { lng: number; lat: number } {
  const byZoom = 360 / 2 ** Math.floor(zoom) / CELLS_PER_TILE
  const byView = (bbox.east - bbox.west) / MAX_CELLS_ACROSS
  const lng = Math.max(byZoom, byView)
  const midLat = Math.round((bbox.south + bbox.north) / 2)
  return { lng, lat: lng * Math.max(Math.cos((midLat * Math.PI) / 180), 0.05) }
}

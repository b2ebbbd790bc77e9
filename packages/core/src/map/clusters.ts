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
 * A cell's height over its width in degrees: square on screen at 46.6° north (where the cosine of the latitude is
 * 11/16), within 6 % of square in Toronto (43.7°) and in Vancouver (49.2°). One ratio everywhere, so that every view's
 * cells lie on one grid, whatever its latitude.
 */
const CELL_HEIGHT_RATIO = 11 / 16

/**
 * The grid the map's counts are kept on, in degrees: 1/65,536 of the world's width (about 440 by 420 metres here)
 * and CELL_HEIGHT_RATIO of that in height. Every cluster cell down to zoom 14 is 2^n of these across and up, so a
 * view's cells are whole cells of this grid. All three sizes are exact binary fractions, so a point's cell on this grid
 * and on a view's (`floor(x / size)`) agree as they would in exact arithmetic.
 */
export const MAP_BASE_CELL = { lng: 360 / 2 ** 16, lat: (360 / 2 ** 16) * CELL_HEIGHT_RATIO } as const

/**
 * The grid cell the clusters of a view are counted in, in degrees: about 64 screen pixels at the (whole) zoom,
 * doubled until it is no finer than 1/48 of the view's width, and CELL_HEIGHT_RATIO as high as wide. Its width is
 * 360° over a power of two, so panning keeps the same grid, and it is a whole number of MAP_BASE_CELLs from zoom 14
 * out.
 */
export function clusterCell(zoom: number, bbox: MapBbox): { lng: number; lat: number } {
  let lng = 360 / 2 ** Math.floor(zoom) / CELLS_PER_TILE
  const byView = (bbox.east - bbox.west) / MAX_CELLS_ACROSS
  while (lng < byView) lng *= 2
  return { lng, lat: lng * CELL_HEIGHT_RATIO }
}

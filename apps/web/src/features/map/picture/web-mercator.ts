import type { LngLat } from '../map-views.ts'

/** Web Mercator with 512-pixel tiles, as MapLibre draws it (no rotation or tilt). */
const TILE_PX = 512

/** A map of `width` × `height` pixels showing `center` at `zoom`. */
export interface ScreenView {
  center: [number, number]
  zoom: number
  width: number
  height: number
}

export interface Point {
  x: number
  y: number
}

/** The whole world's width in pixels at a zoom. */
export const worldPx = (zoom: number) => TILE_PX * 2 ** zoom

/** Longitude to the world's width, 0..1 from the antimeridian eastward. */
const unitX = (lng: number) => (lng + 180) / 360
/** Latitude to the world's height, 0..1 from the north. */
const unitY = (lat: number) => {
  const s = Math.sin((lat * Math.PI) / 180)
  return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)
}
const lngOf = (x: number) => x * 360 - 180
const latOf = (y: number) => (Math.atan(Math.exp((0.5 - y) * 2 * Math.PI)) * 360) / Math.PI - 90

/** Where a place is drawn, in pixels from the map's top-left corner. */
export function project(view: ScreenView, [lng, lat]: readonly [number, number]): Point {
  const size = worldPx(view.zoom)
  return {
    x: (unitX(lng) - unitX(view.center[0])) * size + view.width / 2,
    y: (unitY(lat) - unitY(view.center[1])) * size + view.height / 2,
  }
}

/** The place under a pixel of the map. */
export function unproject(view: ScreenView, { x, y }: Point): LngLat {
  const size = worldPx(view.zoom)
  return {
    lng: lngOf(unitX(view.center[0]) + (x - view.width / 2) / size),
    lat: latOf(unitY(view.center[1]) + (y - view.height / 2) / size),
  }
}

/** The view moved so that what was under `from` is under `to` (a drag). */
export function panned(view: ScreenView, from: Point, to: Point): ScreenView {
  const at = unproject(view, { x: view.width / 2 - (to.x - from.x), y: view.height / 2 - (to.y - from.y) })
  return { ...view, center: [at.lng, at.lat] }
}

/**
 * The view that shows every point with `padding` pixels to spare, no closer than `maxZoom`: what MapLibre's
 * `fitBounds` gives for a map that is not turned.
 */
export function fitted(
  view: ScreenView,
  points: readonly LngLat[],
  padding: number,
  maxZoom: number,
  minZoom = 3,
): ScreenView {
  if (points.length === 0) return view
  const xs = points.map((p) => unitX(p.lng))
  const ys = points.map((p) => unitY(p.lat))
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const room = { width: Math.max(1, view.width - 2 * padding), height: Math.max(1, view.height - 2 * padding) }
  const span = Math.max((x1 - x0) / room.width, (y1 - y0) / room.height)
  const zoom = span > 0 ? Math.log2(1 / (span * TILE_PX)) : maxZoom
  return {
    ...view,
    center: [lngOf((x0 + x1) / 2), latOf((y0 + y1) / 2)],
    zoom: Math.min(maxZoom, Math.max(minZoom, zoom)),
  }
}

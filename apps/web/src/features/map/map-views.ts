import type { City } from '@maplenest/core'

export type LngLat = { lng: number; lat: number }
/** west, south, east, north */
export type Bbox = [number, number, number, number]
export interface MapView {
  bbox: Bbox
  zoom: number
  /** The centre of the whole map (not of its open part): where the map is to be put back to show this view again. */
  center?: [number, number]
}

/** Where each city opens: the whole city in view on a phone. */
export const CITY_VIEWS: Record<City, { center: [number, number]; zoom: number }> = {
  toronto: { center: [-79.38, 43.71], zoom: 9.8 },
  vancouver: { center: [-123.12, 49.25], zoom: 11.2 },
}

/** The draw tool asks for a zoom where a drawn area covers a few neighbourhoods at most. */
export const DRAW_MIN_ZOOM = 12

/** Zoom a map detail opens at: the street and its neighbours. */
export const DETAIL_ZOOM = 15

/** Time the map settles before the listings of a new view are asked for (spec §9 debounce). */
export const VIEW_DEBOUNCE_MS = 300

/** The bbox query value `w,s,e,n`, rounded to about a metre so equal views make equal requests. */
export function toBboxParam(bbox: Bbox): string {
  return bbox.map((n) => Number(n.toFixed(5))).join(',')
}

import type { ScreenBox } from '../basemap/place-labels.ts'
import type { Bbox, LngLat, MapView } from '../map-views.ts'

/** Elements of the screen laid over the map (controls, the sheet, bars, cards) carry this attribute. */
const MAP_OVERLAY_ATTRIBUTE = 'data-map-overlay'

/**
 * Room kept between a marker's point and an edge, a control or the sheet, so the whole marker stays clear: a price
 * pin stands above its point (44 px tall, up to about 96 px wide with a rent price), a cluster circle is centred on it
 * (up to 76 px and its 5 px ring).
 */
const CLEARANCE = { top: 48, right: 50, bottom: 44, left: 24 } as const

/** The overlays' boxes in the map's own pixels. */
export function overlayBoxes(element: HTMLElement): ScreenBox[] {
  const stage = element.parentElement
  if (!stage) return []
  const origin = element.getBoundingClientRect()
  return [...stage.querySelectorAll(`[${MAP_OVERLAY_ATTRIBUTE}]`)].map((overlay) => {
    const r = overlay.getBoundingClientRect()
    return { x0: r.left - origin.left, y0: r.top - origin.top, x1: r.right - origin.left, y1: r.bottom - origin.top }
  })
}

/** The whole view of a map `width` × `height` pixels, `unproject` turning its pixels into places. */
export function wholeViewOf(unproject: (x: number, y: number) => LngLat, zoom: number, width: number, height: number) {
  const nw = unproject(0, 0)
  const se = unproject(width, height)
  const bbox: Bbox = [nw.lng, se.lat, se.lng, nw.lat]
  return { bbox, zoom, center: centreOf(unproject, width, height) }
}

/** The place at the middle of a map `width` × `height` pixels. */
function centreOf(unproject: (x: number, y: number) => LngLat, width: number, height: number): [number, number] {
  const { lng, lat } = unproject(width / 2, height / 2)
  return [lng, lat]
}

/**
 * How far the open part of a map `width` × `height` pixels lies from each edge, markers' clearance included: the part
 * that no control, bar, card or sheet covers. A column of controls on the right edge narrows it from the right; a
 * wide overlay in the lower half (the sheet, a listing's card) from below, one in the upper half (the draw bar, a
 * banner) from above.
 */
export function openInsets(element: HTMLElement, width: number, height: number) {
  let top = 0
  let right = width
  let bottom = height
  for (const box of overlayBoxes(element)) {
    const wide = box.x1 - box.x0 > width / 2
    if (!wide && box.x1 >= width - 24 && box.x0 > width / 2) right = Math.min(right, box.x0)
    else if (wide && (box.y0 + box.y1) / 2 > height / 2) bottom = Math.min(bottom, box.y0)
    else if (wide) top = Math.max(top, box.y1)
  }
  const x0 = CLEARANCE.left
  const y0 = top + CLEARANCE.top
  const x1 = Math.max(x0 + 40, right - CLEARANCE.right)
  const y1 = Math.max(y0 + 40, bottom - CLEARANCE.bottom)
  return { top: y0, right: width - x1, bottom: height - y1, left: x0 }
}

/**
 * The open part of the view (openInsets) as a view: what the screen asks listings for, so no cluster or pin is drawn
 * under a control, bar, card or sheet.
 */
export function openViewOf(
  unproject: (x: number, y: number) => LngLat,
  zoom: number,
  element: HTMLElement,
  { width, height } = { width: element.clientWidth, height: element.clientHeight },
): MapView {
  if (!width || !height) return wholeViewOf(unproject, zoom, width, height)
  const inset = openInsets(element, width, height)
  const x0 = inset.left
  const y0 = inset.top
  const x1 = width - inset.right
  const y1 = height - inset.bottom
  const nw = unproject(x0, y0)
  const se = unproject(x1, y1)
  return { bbox: [nw.lng, se.lat, se.lng, nw.lat], zoom, center: centreOf(unproject, width, height) }
}

/** How near the map is, written on its element for styles: markers and labels grow as it comes closer. */
export function zoomBand(zoom: number): string {
  if (zoom >= 13) return 'near'
  if (zoom >= 11.5) return 'mid'
  return 'far'
}

/** Writes the whole view on the map's element (`data-bbox` w,s,e,n, `data-zoom`, `data-band`). */
export function writeView(element: HTMLElement, view: MapView) {
  element.dataset.bbox = view.bbox.join(',')
  element.dataset.zoom = String(view.zoom)
  element.dataset.band = zoomBand(view.zoom)
}

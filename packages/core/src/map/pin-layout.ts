/**
 * Markers that never overlap on screen: price pins, building pins and counted circles are grouped in screen pixels
 * at the map's zoom, so that no two drawn markers' boxes meet. Pins and circles that would overlap become one
 * circle holding them all; its count is the sum of theirs, so the circles and pins still add up to the view's total.
 */

/** Web Mercator with 512-pixel tiles, as MapLibre and the map's first picture draw it. */
const TILE_PX = 512

/** Pixels kept clear between two drawn markers. */
export const MARKER_GAP_PX = 2
/** A circle's pale ring (its box-shadow) reaches this far outside its box. */
export const CLUSTER_RING_PX = 5

/** A circle's diameter grows with the log of its count: 44 px (one) to 76 px. */
export const clusterDiameter = (count: number) => Math.round(44 + Math.min(32, Math.log10(Math.max(1, count)) * 9))

/** How wide a circle counting `count` is drawn, everything round it included. */
export type CircleSize = (count: number) => number

/** A listings circle: its diameter by count and its pale ring. */
const LISTING_CIRCLE: CircleSize = (count) => clusterDiameter(count) + 2 * CLUSTER_RING_PX

export interface PinSize {
  width: number
  height: number
  /** Centred on its place (a round marker), rather than standing on it as a price pin does. */
  centred?: boolean
}

/** Something to place: one listing, one building's listings, or a grid cell the server counted. */
export interface PinInput<T> {
  lng: number
  lat: number
  /** How many listings it stands for. */
  count: number
  minPrice: number
  maxPrice: number
  /**
   * The box of its pin (a rounded label standing on its place, the place at the middle of its bottom edge), or null
   * for a counted cell, which is drawn as a circle.
   */
  pin: PinSize | null
  item: T
}

/** A marker to draw: a pin of one input, or a circle of several (or of one counted cell). */
export type PlacedMarker<T> =
  | { kind: 'pin'; lng: number; lat: number; count: number; minPrice: number; maxPrice: number; item: T; pin: PinSize }
  | { kind: 'cluster'; lng: number; lat: number; count: number; minPrice: number; maxPrice: number; items: T[] }

/** A marker's box in the world's pixels at a zoom: x0, y0 (top left), x1, y1 (bottom right). */
export interface PixelBox {
  x0: number
  y0: number
  x1: number
  y1: number
}

/** A place in the pixels of the whole world at a zoom. */
export function worldPixel(lng: number, lat: number, zoom: number): { x: number; y: number } {
  const size = TILE_PX * 2 ** zoom
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180)
  return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size }
}

/**
 * The box a marker covers on screen at a zoom: a pin stands on its place (its bottom edge's middle there), or is
 * centred on it; a circle is centred on it, its pale ring included.
 */
export function markerBox(marker: PlacedMarker<unknown>, zoom: number, circle: CircleSize = LISTING_CIRCLE): PixelBox {
  const at = worldPixel(marker.lng, marker.lat, zoom)
  if (marker.kind === 'pin') {
    const { width, height, centred } = marker.pin
    const bottom = centred ? at.y + height / 2 : at.y
    return { x0: at.x - width / 2, y0: bottom - height, x1: at.x + width / 2, y1: bottom }
  }
  const r = circle(marker.count) / 2
  return { x0: at.x - r, y0: at.y - r, x1: at.x + r, y1: at.y + r }
}

/** Whether two boxes come closer than `gap` pixels. */
export const boxesMeet = (a: PixelBox, b: PixelBox, gap: number) =>
  a.x0 < b.x1 + gap && b.x0 < a.x1 + gap && a.y0 < b.y1 + gap && b.y0 < a.y1 + gap

const membersOf = <T>(marker: PlacedMarker<T>): T[] => (marker.kind === 'pin' ? [marker.item] : marker.items)

/** One circle of two markers: counts add up, the place is the count-weighted mean, the price range spans both. */
function merged<T>(a: PlacedMarker<T>, b: PlacedMarker<T>): PlacedMarker<T> {
  const count = a.count + b.count
  return {
    kind: 'cluster',
    lng: (a.lng * a.count + b.lng * b.count) / count,
    lat: (a.lat * a.count + b.lat * b.count) / count,
    count,
    minPrice: Math.min(a.minPrice, b.minPrice),
    maxPrice: Math.max(a.maxPrice, b.maxPrice),
    items: [...membersOf(a), ...membersOf(b)],
  }
}

/** Biggest first, then north to south and west to east: the same inputs give the same markers. */
const order = <T>(a: PlacedMarker<T>, b: PlacedMarker<T>) => b.count - a.count || b.lat - a.lat || a.lng - b.lng

/**
 * The markers to draw at a zoom: every input as its pin (or a counted cell as its circle), and any that would come
 * within MARKER_GAP_PX of another on screen merged into one circle, biggest first, again until no two meet. A merged
 * circle is bigger and sits elsewhere, so it may meet another: passes go on until one merges nothing, which leaves
 * no two markers meeting (every marker was checked against every other in that pass). Each merge leaves one marker
 * fewer, so it ends. The counts of the markers add up to the inputs'. Circles are `circle(count)` wide: a listings
 * circle unless the map draws its own.
 */
export function layoutPins<T>(
  inputs: readonly PinInput<T>[],
  zoom: number,
  gap = MARKER_GAP_PX,
  circle: CircleSize = LISTING_CIRCLE,
): PlacedMarker<T>[] {
  let markers: PlacedMarker<T>[] = inputs.map((input) =>
    input.pin
      ? { kind: 'pin', ...pick(input), item: input.item, pin: input.pin }
      : { kind: 'cluster', ...pick(input), items: [input.item] },
  )
  for (;;) {
    markers.sort(order)
    const kept: { marker: PlacedMarker<T>; box: PixelBox }[] = []
    let changed = false
    for (const marker of markers) {
      const box = markerBox(marker, zoom, circle)
      const near = kept.findIndex((other) => boxesMeet(box, other.box, gap))
      if (near < 0) {
        kept.push({ marker, box })
        continue
      }
      const joined = merged(kept[near]!.marker, marker)
      kept[near] = { marker: joined, box: markerBox(joined, zoom, circle) }
      changed = true
    }
    markers = kept.map((k) => k.marker)
    if (!changed) return markers
  }
}

const pick = (input: PinInput<unknown>) => ({
  lng: input.lng,
  lat: input.lat,
  count: input.count,
  minPrice: input.minPrice,
  maxPrice: input.maxPrice,
})

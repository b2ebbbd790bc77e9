import type { ScreenBox } from '../basemap/place-labels.ts'
import { pinSize } from '../pin-size.ts'
import styles from './map-canvas.module.css'
import type { MapMarker } from './map-canvas.tsx'

/** A school's or the person's marker: a button a finger's width square (map-canvas.module.css). */
const ROUND_MARKER_PX = 44

/** Pins stand on their place (the tip of their tail there); every other marker is centred on it. */
export const standsOnPlace = (item: MapMarker) => item.kind === 'pin' || item.kind === 'building'

/** A marker button's classes: its kind (a building's pin is a pin with a look of its own) and its look. */
export const markerClass = (item: MapMarker) =>
  [styles.marker, item.kind === 'building' ? styles.pin : '', styles[item.kind], item.tone ? styles[item.tone] : '']
    .filter(Boolean)
    .join(' ')

/** The classes of a marker's words. */
export const markerTextClass = (item: MapMarker) =>
  `${styles.text ?? ''} ${styles[`${standsOnPlace(item) ? 'pin' : item.kind}Text`] ?? ''}`

/**
 * A marker button's box on screen, its place at `at`: known from its kind and words as its styles draw it (a pin as
 * wide as its label, standing on its place; a circle as wide as its size; the rest a finger's width), so that names
 * are placed clear of markers without asking the page, which would have it lay itself out at once.
 */
export function markerScreenBox(item: MapMarker, at: { x: number; y: number }): ScreenBox {
  if (standsOnPlace(item)) {
    const { width, height } = pinSize(item.text)
    return { x0: at.x - width / 2, y0: at.y - height, x1: at.x + width / 2, y1: at.y }
  }
  const half = (item.size ?? ROUND_MARKER_PX) / 2
  return { x0: at.x - half, y0: at.y - half, x1: at.x + half, y1: at.y + half }
}

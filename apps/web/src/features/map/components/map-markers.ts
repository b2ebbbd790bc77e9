import styles from './map-canvas.module.css'
import type { MapMarker } from './map-canvas.tsx'

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

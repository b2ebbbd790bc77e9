import styles from './map-canvas.module.css'
import type { MapMarker } from './map-canvas.tsx'

/** A marker button's classes: its kind and its look. */
export const markerClass = (item: MapMarker) =>
  `${styles.marker} ${styles[item.kind]} ${item.tone ? (styles[item.tone] ?? '') : ''}`

/** The classes of a marker's words. */
export const markerTextClass = (item: MapMarker) => `${styles.text ?? ''} ${styles[`${item.kind}Text`] ?? ''}`

import { useSyncExternalStore } from 'react'
import data from './basemap-data.json'

type BasemapLabelKind =
  | 'district'
  /** A place both a district and a neighbourhood (Vancouver's local areas): named from the whole-city view on. */
  | 'local-area'
  | 'water'
  | 'line'
  | 'station'
  | 'area'
  | 'campus'
  | 'street'
  | 'side-street'

export type BasemapLabel = {
  kind: BasemapLabelKind
  en: string
  /** From core's place register (stations from its transit module), so the map names a place as the app does. */
  zh: string
  lng: number
  lat: number
  /** A street name's stretch ([lng, lat] of its two ends): the label is turned to run along it. */
  along?: [[number, number], [number, number]]
}

/**
 * The names of a map's opening view, bundled with the screen: districts, water, lines, stations and neighbourhoods.
 * The style draws its station dots from them too.
 */
export const BUNDLED_LABELS = data.labels as readonly BasemapLabel[]

/**
 * District, water, line, station, street, neighbourhood and campus names, drawn as HTML labels (no glyph server, and
 * Chinese in the system font); `placeLabels` keeps them from overlapping each other, the markers and the controls.
 * A placed label names its label by its index here, so the names drawn only closer in (near-labels.ts), fetched once
 * the map has drawn, are added after the bundled ones, once: an index means the same label before and after.
 */
let labels: readonly BasemapLabel[] = BUNDLED_LABELS
let nearAdded = false
const listeners = new Set<() => void>()

/** The basemap's names so far: the bundled ones, then the near ones once they are here. */
export const basemapLabels = (): readonly BasemapLabel[] => labels

/** Adds the names drawn only closer in after the bundled ones, the first time only, and tells whoever listens. */
export function addNearLabels(near: readonly BasemapLabel[]): void {
  if (nearAdded) return
  nearAdded = true
  labels = [...labels, ...near]
  for (const listener of listeners) listener()
}

/** Calls `listener` when names are added; returns how to stop. */
export function subscribeBasemapLabels(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The basemap's names so far, drawn again when more arrive. The server draws with the bundled ones, as the first
 * render in the browser does.
 */
export function useBasemapLabels(): readonly BasemapLabel[] {
  return useSyncExternalStore(subscribeBasemapLabels, basemapLabels, () => BUNDLED_LABELS)
}

/** A label's text in the app's language. */
export function labelText(label: BasemapLabel, language: string): string {
  return language.startsWith('zh') ? label.zh : label.en
}

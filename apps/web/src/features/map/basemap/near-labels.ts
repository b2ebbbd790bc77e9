import { addNearLabels, type BasemapLabel } from './basemap-labels.ts'
import { LABEL_RULES } from './label-layout.ts'

/**
 * The kinds of name drawn only closer in than a map opens (from zoom 12.5, label-layout.ts), kept out of the screen's
 * bundle in near-labels.json: street names (most of the names, by far), side streets and campuses.
 */
export const NEAR_LABEL_KINDS = ['street', 'side-street', 'campus'] as const satisfies readonly BasemapLabel['kind'][]

/** The zoom from which a near name can be drawn: until then a map needs none of them. */
export const NEAR_LABELS_FROM_ZOOM = Math.min(...NEAR_LABEL_KINDS.map((kind) => LABEL_RULES[kind].minZoom))

let loading: Promise<void> | undefined

/**
 * Fetches the near names once and adds them to the basemap's. Where they cannot be fetched (offline before they were
 * ever loaded) the map goes on with its bundled names, and the next call tries again.
 */
export function loadNearLabels(): Promise<void> {
  loading ??= import('./near-labels.json').then(
    (near) => addNearLabels(near.default.labels as BasemapLabel[]),
    () => {
      loading = undefined
    },
  )
  return loading
}

/**
 * Fetches the near names when the page is idle (or a second later where browsers cannot say), for a map to call once
 * its first screen has drawn: they are here before the person zooms in, and the first screen never waited for them.
 * Returns how to call it off (the map has gone before the page was idle).
 */
export function loadNearLabelsWhenIdle(): () => void {
  if (loading) return () => {}
  const load = () => void loadNearLabels()
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(load, { timeout: 3000 })
    return () => window.cancelIdleCallback(idle)
  }
  const timer = window.setTimeout(load, 1000)
  return () => window.clearTimeout(timer)
}

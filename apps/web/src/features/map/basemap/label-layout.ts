import { type BasemapLabel, labelText } from './basemap-labels.ts'
import {
  clipSegment,
  estimateTextWidth,
  type LabelCandidate,
  placeLabels,
  readableAngle,
  type ScreenBox,
} from './place-labels.ts'

/**
 * From which zoom (and, for the names of a whole-city view, until which) each kind of basemap name is drawn, and
 * which wins a place first (lower first). The whole-city view names the districts, the water and the lines; closer
 * in, neighbourhoods, stations and streets take over.
 */
export const LABEL_RULES: Record<
  BasemapLabel['kind'],
  { minZoom: number; maxZoom?: number; priority: number; fontSize: number }
> = {
  district: { minZoom: 9, maxZoom: 13, priority: 0, fontSize: 12.5 },
  'local-area': { minZoom: 9, priority: 0, fontSize: 12.5 },
  line: { minZoom: 9, maxZoom: 12.5, priority: 1, fontSize: 11 },
  water: { minZoom: 9, priority: 2, fontSize: 11.5 },
  station: { minZoom: 13, priority: 1, fontSize: 10.5 },
  campus: { minZoom: 13, priority: 2, fontSize: 11 },
  street: { minZoom: 12.5, priority: 3, fontSize: 10.5 },
  area: { minZoom: 11.5, priority: 4, fontSize: 11 },
  'side-street': { minZoom: 14.5, priority: 5, fontSize: 10 },
}

/** The names of areas, which may move off their middle (where a marker may stand) and still name the area. */
const AREA_KINDS: ReadonlySet<BasemapLabel['kind']> = new Set(['district', 'local-area', 'area', 'water', 'campus'])
/** The names written beside a point of the map (a station's sign, a place on a line): right of it, or else round it. */
const SIDE_KINDS: ReadonlySet<BasemapLabel['kind']> = new Set(['station', 'line'])
/** Room between a point and the name beside it. */
const SIDE_GAP_PX = 8
/**
 * Where an area's name may move, tried in order: below, then above, by about half a marker's circle (up to 76 px
 * across) and its own half height, then twice that.
 */
const AREA_SHIFTS = [46, -46, 80, -80].map((y) => ({ x: 0, y }))

/**
 * Where a name written right of its point may move, tried in order: to its left, then below and above it, centred.
 * Offsets from the place right of the point.
 */
const sideShifts = ({ width, height }: { width: number; height: number }) => [
  { x: -(width + 2 * SIDE_GAP_PX), y: 0 },
  { x: -(width / 2 + SIDE_GAP_PX), y: height / 2 + SIDE_GAP_PX },
  { x: -(width / 2 + SIDE_GAP_PX), y: -(height / 2 + SIDE_GAP_PX) },
]

/** A basemap name placed on screen: which label (its index in the basemap's labels), its centre and its turn. */
export type PlacedLabel = LabelCandidate

/**
 * The basemap names to draw for a view, in the app's language: each kind from its zoom, street names along the part
 * of their street on screen, none over another, a marker or a control. `project` turns a place into map pixels;
 * `labels` are the basemap's names so far (`basemapLabels()`), which placed labels name by index.
 */
export function layoutLabels(
  project: (place: [number, number]) => { x: number; y: number },
  view: { zoom: number; width: number; height: number },
  language: string,
  obstacles: readonly ScreenBox[],
  labels: readonly BasemapLabel[],
): PlacedLabel[] {
  const { zoom, width, height } = view
  const candidates: LabelCandidate[] = []
  labels.forEach((label, id) => {
    const rule = LABEL_RULES[label.kind]
    if (zoom < rule.minZoom || (rule.maxZoom !== undefined && zoom >= rule.maxZoom)) return
    const text = labelText(label, language)
    let at: { x: number; y: number }
    let angle = 0
    if (label.along) {
      // The name sits at the middle of the part of its stretch on screen; a part shorter than it has no room.
      const part = clipSegment(project(label.along[0]), project(label.along[1]), width, height)
      if (!part) return
      const [a, b] = part
      if (Math.hypot(b.x - a.x, b.y - a.y) < estimateTextWidth(text, rule.fontSize) + 24) return
      at = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
      angle = readableAngle(a.x, a.y, b.x, b.y)
    } else {
      at = project([label.lng, label.lat])
      if (at.x < -60 || at.y < -20 || at.x > width + 60 || at.y > height + 20) return
    }
    const size = { width: estimateTextWidth(text, rule.fontSize), height: rule.fontSize * 1.3 }
    const beside = SIDE_KINDS.has(label.kind)
    candidates.push({
      id,
      x: at.x + (beside ? size.width / 2 + SIDE_GAP_PX : 0),
      y: at.y,
      ...size,
      angle,
      priority: rule.priority,
      ...(AREA_KINDS.has(label.kind) ? { shifts: AREA_SHIFTS } : beside ? { shifts: sideShifts(size) } : {}),
    })
  })
  return placeLabels(candidates, obstacles, { width, height })
}

/** Where a placed label's element goes: its centre, turned. */
export const labelTransform = (label: PlacedLabel) =>
  `translate(${label.x}px, ${label.y}px) translate(-50%, -50%) rotate(${label.angle}deg)`

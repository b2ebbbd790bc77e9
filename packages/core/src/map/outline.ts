/**
 * A drawn outline from a finger's (or a mouse's) path across the map, in screen pixels: the path's own loop when it
 * runs past where it started, simplified (Douglas–Peucker) to the corners a person can see, and never more than the
 * map API takes (MAP_POLYGON_MAX_POINTS). The screens turn the corners into places.
 */
export interface ScreenPoint {
  x: number
  y: number
}

/** A corner is dropped when the outline moves less than this many pixels without it: a finger's wobble. */
export const OUTLINE_TOLERANCE_PX = 3

/** Distance from p to the segment a–b. */
function distanceToSegment(p: ScreenPoint, a: ScreenPoint, b: ScreenPoint): number {
  const dx = b.x - a.x
  const dy = b.y - a.y
  const length2 = dx * dx + dy * dy
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2))
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
}

/**
 * Douglas–Peucker: the fewest of the path's points that keep every dropped point within `tolerance` pixels of the
 * simplified path. The first and last points stay; repeated points go.
 */
export function simplifyPath(path: readonly ScreenPoint[], tolerance: number): ScreenPoint[] {
  const points = path.filter((p, i) => i === 0 || p.x !== path[i - 1]!.x || p.y !== path[i - 1]!.y)
  if (points.length <= 2) return points.map((p) => ({ x: p.x, y: p.y }))
  const keep = new Uint8Array(points.length)
  keep[0] = 1
  keep[points.length - 1] = 1
  const spans: [number, number][] = [[0, points.length - 1]]
  while (spans.length) {
    const [first, last] = spans.pop()!
    let farthest = -1
    let distance = tolerance
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(points[i]!, points[first]!, points[last]!)
      if (d > distance) {
        distance = d
        farthest = i
      }
    }
    if (farthest < 0) continue
    keep[farthest] = 1
    spans.push([first, farthest], [farthest, last])
  }
  return points.filter((_, i) => keep[i]).map((p) => ({ x: p.x, y: p.y }))
}

/** Twice the signed area of a, b, c: positive when c lies left of a→b. */
const cross = (a: ScreenPoint, b: ScreenPoint, c: ScreenPoint) => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)

/** Where the segments a–b and c–d cross (each passing strictly through the other), or null. */
function crossing(a: ScreenPoint, b: ScreenPoint, c: ScreenPoint, d: ScreenPoint): ScreenPoint | null {
  const d1 = cross(c, d, a)
  const d2 = cross(c, d, b)
  const d3 = cross(a, b, c)
  const d4 = cross(a, b, d)
  if (!(d1 * d2 < 0 && d3 * d4 < 0)) return null
  const t = d1 / (d1 - d2)
  return { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) }
}

/**
 * The loop a path makes when it crosses itself — a finger that runs on past where it started: the widest loop (the
 * most points between the two crossing segments), from the crossing round to it, the tails before and after cut off.
 * A path that does not cross itself is its own outline (its last point joins its first).
 */
export function loopOfPath(path: readonly ScreenPoint[]): ScreenPoint[] {
  let best: { from: number; to: number; at: ScreenPoint } | null = null
  for (let i = 0; i < path.length - 1; i++) {
    for (let j = path.length - 2; j >= i + 2; j--) {
      if (best && j - i <= best.to - best.from) break
      const at = crossing(path[i]!, path[i + 1]!, path[j]!, path[j + 1]!)
      if (at) {
        best = { from: i, to: j, at }
        break
      }
    }
  }
  if (!best) return path.map((p) => ({ x: p.x, y: p.y }))
  return [best.at, ...path.slice(best.from + 1, best.to + 1).map((p) => ({ x: p.x, y: p.y }))]
}

/**
 * The corners of the outline a dragged path draws: its loop, simplified, with at most `maxPoints` corners (the
 * tolerance doubles until it fits); a path that ends where it started does not repeat its first corner.
 */
export function outlineOfPath(
  path: readonly ScreenPoint[],
  { maxPoints, tolerance = OUTLINE_TOLERANCE_PX }: { maxPoints: number; tolerance?: number },
): ScreenPoint[] {
  if (maxPoints < 1) return []
  const loop = loopOfPath(path)
  let corners = simplifyPath(loop, tolerance)
  for (let t = tolerance * 2; corners.length > Math.max(maxPoints, 2); t *= 2) corners = simplifyPath(loop, t)
  // The ring closes itself: a last corner on the first is not another.
  const first = corners[0]
  const last = corners.at(-1)
  if (corners.length > 3 && first && last && Math.hypot(last.x - first.x, last.y - first.y) <= tolerance) corners.pop()
  return corners.length > maxPoints ? corners.slice(0, maxPoints) : corners
}

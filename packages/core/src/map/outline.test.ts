import { describe, expect, it } from 'vitest'
import { MAP_POLYGON_MAX_POINTS } from './clusters.ts'
import { isSelfIntersecting } from './geometry.ts'
import { loopOfPath, outlineOfPath, type ScreenPoint, simplifyPath } from './outline.ts'

const pt = (x: number, y: number): ScreenPoint => ({ x, y })
/** A finger's path round a circle: `turns` of it (more than 1 runs on past the start), a point every 2 degrees. */
const circle = (cx: number, cy: number, r: number, turns = 1, wobble = 0): ScreenPoint[] =>
  Array.from({ length: Math.round(180 * turns) + 1 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 180
    const w = wobble * Math.sin(i * 7.3)
    return pt(cx + (r + w) * Math.cos(a), cy + (r + w) * Math.sin(a))
  })
const asPlaces = (points: ScreenPoint[]) => points.map((p) => ({ lng: p.x, lat: -p.y }))
const area = (ring: ScreenPoint[]) =>
  Math.abs(
    ring.reduce((sum, p, i) => sum + p.x * ring[(i + 1) % ring.length]!.y - ring[(i + 1) % ring.length]!.x * p.y, 0),
  ) / 2

describe('simplifyPath', () => {
  it('keeps the corners of a square drawn with many points and drops the points along its sides', () => {
    const side = (from: ScreenPoint, to: ScreenPoint) =>
      Array.from({ length: 20 }, (_, i) => pt(from.x + ((to.x - from.x) * i) / 20, from.y + ((to.y - from.y) * i) / 20))
    const path = [
      ...side(pt(0, 0), pt(100, 0)),
      ...side(pt(100, 0), pt(100, 100)),
      ...side(pt(100, 100), pt(0, 100)),
      pt(0, 100),
    ]
    expect(simplifyPath(path, 3)).toEqual([pt(0, 0), pt(100, 0), pt(100, 100), pt(0, 100)])
  })

  it('keeps every dropped point within the tolerance of what is left', () => {
    const path = circle(150, 150, 100, 1, 2)
    const kept = simplifyPath(path, 3)
    expect(kept.length).toBeLessThan(path.length / 4)
    expect(kept.length).toBeGreaterThan(8)
    for (const p of path) {
      const near = kept.slice(1).some((b, i) => {
        const a = kept[i]!
        const t = Math.max(
          0,
          Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / ((b.x - a.x) ** 2 + (b.y - a.y) ** 2)),
        )
        return Math.hypot(p.x - a.x - t * (b.x - a.x), p.y - a.y - t * (b.y - a.y)) <= 3 + 1e-9
      })
      expect(near).toBe(true)
    }
  })

  it('leaves a path of one or two points, and drops repeats', () => {
    expect(simplifyPath([], 3)).toEqual([])
    expect(simplifyPath([pt(1, 1), pt(1, 1)], 3)).toEqual([pt(1, 1)])
    expect(simplifyPath([pt(1, 1), pt(1, 1), pt(5, 5)], 3)).toEqual([pt(1, 1), pt(5, 5)])
  })
})

describe('loopOfPath', () => {
  it('cuts a path that runs on past its start down to its loop', () => {
    // Starts at the right of the circle and goes round a turn and a quarter.
    const loop = loopOfPath(circle(150, 150, 100, 1.25))
    expect(isSelfIntersecting(asPlaces(simplifyPath(loop, 1)))).toBe(false)
    expect(area(loop)).toBeGreaterThan(0.95 * Math.PI * 100 * 100)
    expect(area(loop)).toBeLessThan(1.01 * Math.PI * 100 * 100)
  })

  it('keeps the widest loop, not a wobble at the start', () => {
    // A small curl where the finger landed, then a square round it, ending short of the start.
    const curl = [pt(0, 0), pt(10, 0), pt(10, 10), pt(5, -5), pt(5, -50)]
    const path = [...curl, pt(100, -50), pt(100, 100), pt(-50, 100), pt(-50, -20), pt(20, -20)]
    const loop = loopOfPath(path)
    expect(area(loop)).toBeGreaterThan(10_000)
  })

  it('leaves a path that does not cross itself as it is', () => {
    const path = [pt(0, 0), pt(100, 0), pt(100, 100), pt(10, 90)]
    expect(loopOfPath(path)).toEqual(path)
  })
})

describe('outlineOfPath', () => {
  it('turns a loop drawn with a wobbling finger into a few corners that do not cross', () => {
    const corners = outlineOfPath(circle(180, 300, 120, 1.1, 1.5), { maxPoints: MAP_POLYGON_MAX_POINTS })
    expect(corners.length).toBeGreaterThan(8)
    expect(corners.length).toBeLessThan(60)
    expect(isSelfIntersecting(asPlaces(corners))).toBe(false)
  })

  it('a path that ends where it started does not repeat its first corner', () => {
    const square = [pt(0, 0), pt(50, 0), pt(100, 0), pt(100, 100), pt(0, 100), pt(0, 50), pt(1, 1)]
    expect(outlineOfPath(square, { maxPoints: 10 })).toEqual([pt(0, 0), pt(100, 0), pt(100, 100), pt(0, 100)])
  })

  it('never gives more corners than asked for', () => {
    // A jagged path: every point is a corner at the usual tolerance.
    const zigzag = Array.from({ length: 800 }, (_, i) => pt(i * 2, i % 2 ? 40 : 0))
    expect(simplifyPath(zigzag, 3)).toHaveLength(800)
    expect(outlineOfPath(zigzag, { maxPoints: MAP_POLYGON_MAX_POINTS }).length).toBeLessThanOrEqual(
      MAP_POLYGON_MAX_POINTS,
    )
    expect(outlineOfPath(zigzag, { maxPoints: 10 }).length).toBeLessThanOrEqual(10)
    expect(outlineOfPath(zigzag, { maxPoints: 1 })).toHaveLength(1)
    expect(outlineOfPath(zigzag, { maxPoints: 0 })).toEqual([])
  })
})

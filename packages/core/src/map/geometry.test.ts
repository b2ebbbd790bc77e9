import { describe, expect, it } from 'vitest'
import {
  boundsOf,
  collapseRepeats,
  isSelfIntersecting,
  type LatLng,
  onSegment,
  parseMapBbox,
  pointInPolygon,
  segmentsIntersect,
} from './geometry.ts'

const p = (lng: number, lat: number): LatLng => ({ lng, lat })
const square = [p(0, 0), p(10, 0), p(10, 10), p(0, 10)]

describe('parseMapBbox', () => {
  it('reads west,south,east,north', () => {
    expect(parseMapBbox('-79.6,43.5,-79.1,43.9')).toEqual({
      ok: true,
      value: { west: -79.6, south: 43.5, east: -79.1, north: 43.9 },
    })
    expect(parseMapBbox(' -180 , -90 , 180 , 90 ')).toMatchObject({ ok: true })
  })

  it.each([
    ['', 'map.api.bbox.format'],
    ['1,2,3', 'map.api.bbox.format'],
    ['1,2,3,4,5', 'map.api.bbox.format'],
    ['a,2,3,4', 'map.api.bbox.format'],
    ['1,2,,4', 'map.api.bbox.format'],
    ['0x10,2,30,40', 'map.api.bbox.format'],
    ['Infinity,2,3,4', 'map.api.bbox.format'],
    ['-181,0,10,10', 'map.api.bbox.range'],
    ['0,0,180.5,10', 'map.api.bbox.range'],
    ['0,-91,10,10', 'map.api.bbox.range'],
    ['0,0,10,90.1', 'map.api.bbox.range'],
    ['10,0,0,10', 'map.api.bbox.order'],
    ['0,10,10,0', 'map.api.bbox.order'],
    ['5,0,5,10', 'map.api.bbox.order'],
  ])('refuses %j with %s', (text, error) => {
    expect(parseMapBbox(text)).toEqual({ ok: false, error })
  })
})

describe('collapseRepeats', () => {
  it('drops consecutive repeats and a closing repeat of the first point', () => {
    expect(collapseRepeats([p(0, 0), p(0, 0), p(1, 0), p(1, 1), p(1, 1), p(0, 0)])).toEqual([p(0, 0), p(1, 0), p(1, 1)])
  })
  it('keeps repeats that are not next to each other', () => {
    expect(collapseRepeats([p(0, 0), p(1, 0), p(0, 0), p(1, 1)])).toHaveLength(4)
  })
})

describe('segmentsIntersect', () => {
  it.each([
    ['crossing', [p(0, 0), p(2, 2), p(0, 2), p(2, 0)], true],
    ['touching at an end', [p(0, 0), p(1, 1), p(1, 1), p(2, 0)], true],
    ['an end on the other', [p(0, 0), p(2, 0), p(1, 0), p(1, 5)], true],
    ['overlapping on a line', [p(0, 0), p(2, 0), p(1, 0), p(3, 0)], true],
    ['apart on a line', [p(0, 0), p(1, 0), p(2, 0), p(3, 0)], false],
    ['parallel', [p(0, 0), p(2, 0), p(0, 1), p(2, 1)], false],
    ['one short of crossing', [p(0, 0), p(1, 1), p(3, 0), p(2, 0.9)], false],
  ] as const)('%s: %s', (_name, [a, b, c, d], expected) => {
    expect(segmentsIntersect(a, b, c, d)).toBe(expected)
    expect(segmentsIntersect(c, d, a, b)).toBe(expected)
  })
})

describe('isSelfIntersecting', () => {
  it('accepts simple rings, convex and not, either way round', () => {
    expect(isSelfIntersecting(square)).toBe(false)
    expect(isSelfIntersecting([...square].reverse())).toBe(false)
    expect(isSelfIntersecting([p(0, 0), p(10, 0), p(5, 2), p(10, 10), p(0, 10)])).toBe(false)
    expect(isSelfIntersecting([p(0, 0), p(1, 0), p(0, 1)])).toBe(false)
  })

  it('refuses a bowtie, crossing only through its closing edge or not', () => {
    expect(isSelfIntersecting([p(0, 0), p(10, 10), p(10, 0), p(0, 10)])).toBe(true)
    // The edges listed cross nowhere; the closing edge (last point back to the first) crosses the first edge.
    expect(isSelfIntersecting([p(0, 0), p(10, 0), p(10, 10), p(5, -5)])).toBe(true)
  })

  it('refuses a ring touching itself at a corner or folding back along an edge', () => {
    expect(isSelfIntersecting([p(0, 0), p(10, 0), p(5, 5), p(10, 10), p(0, 10), p(5, 5)])).toBe(true)
    expect(isSelfIntersecting([p(0, 0), p(10, 0), p(5, 0), p(5, 5)])).toBe(true)
  })

  it('refuses rings without an inside: collinear points, or fewer than three distinct ones', () => {
    expect(isSelfIntersecting([p(0, 0), p(1, 1), p(2, 2)])).toBe(true)
    expect(isSelfIntersecting([p(0, 0), p(1, 1), p(1, 1), p(0, 0)])).toBe(true)
  })

  it('ignores repeated points', () => {
    expect(isSelfIntersecting([p(0, 0), p(0, 0), p(10, 0), p(10, 10), p(10, 10), p(0, 10), p(0, 0)])).toBe(false)
  })
})

describe('pointInPolygon', () => {
  it('tells inside from outside in a square', () => {
    expect(pointInPolygon(p(5, 5), square)).toBe(true)
    expect(pointInPolygon(p(15, 5), square)).toBe(false)
    expect(pointInPolygon(p(-0.001, 5), square)).toBe(false)
    expect(pointInPolygon(p(5, 10.001), square)).toBe(false)
  })

  it('counts points on an edge or a corner as inside', () => {
    expect(pointInPolygon(p(10, 5), square)).toBe(true)
    expect(pointInPolygon(p(0, 0), square)).toBe(true)
    expect(pointInPolygon(p(5, 10), square)).toBe(true)
  })

  it('follows a concave ring (the notch is outside)', () => {
    const notched = [p(0, 0), p(10, 0), p(10, 10), p(5, 3), p(0, 10)]
    expect(pointInPolygon(p(5, 8), notched)).toBe(false)
    expect(pointInPolygon(p(5, 2), notched)).toBe(true)
    expect(pointInPolygon(p(1, 8), notched)).toBe(true)
  })

  it('does not depend on the direction of the ring or where it starts', () => {
    const ring = [p(-79.4, 43.64), p(-79.37, 43.645), p(-79.38, 43.67), p(-79.41, 43.66)]
    const points = Array.from({ length: 200 }, (_, i) =>
      p(-79.42 + (i % 20) * 0.003, 43.63 + Math.floor(i / 20) * 0.005),
    )
    const expected = points.map((q) => pointInPolygon(q, ring))
    expect(expected.some(Boolean)).toBe(true)
    expect(expected.every(Boolean)).toBe(false)
    expect(points.map((q) => pointInPolygon(q, [...ring].reverse()))).toEqual(expected)
    expect(points.map((q) => pointInPolygon(q, [...ring.slice(2), ...ring.slice(0, 2)]))).toEqual(expected)
  })

  it('has no inside for fewer than three points', () => {
    expect(pointInPolygon(p(0, 0), [p(0, 0), p(1, 1)])).toBe(false)
  })
})

describe('onSegment and boundsOf', () => {
  it('finds points on a segment', () => {
    expect(onSegment(p(1, 1), p(0, 0), p(2, 2))).toBe(true)
    expect(onSegment(p(3, 3), p(0, 0), p(2, 2))).toBe(false)
    expect(onSegment(p(1, 1.1), p(0, 0), p(2, 2))).toBe(false)
  })
  it('boxes a ring', () => {
    expect(boundsOf([p(-1, 2), p(3, -4), p(0, 5)])).toEqual({ west: -1, south: -4, east: 3, north: 5 })
  })
})

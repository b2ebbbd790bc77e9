import { describe, expect, it } from 'vitest'
import { pointInPolygon } from '../map/geometry.ts'
import { calculateNearestArea } from './nearest-area.ts'

const SQUARE: [number, number][] = [
  [43.6, -79.5],
  [43.6, -79.3],
  [43.8, -79.3],
  [43.8, -79.5],
]

/** Inside a ring of [lat, lng] corners, by core's own test. */
const inside = (p: { lat: number; lng: number }, ring: readonly (readonly [number, number])[]) =>
  pointInPolygon(
    p,
    ring.map(([lat, lng]) => ({ lat, lng })),
  )

describe('calculateNearestArea', () => {
  it('is the whole area when there is no other centre', () => {
    expect(calculateNearestArea({ lat: 43.7, lng: -79.4 }, [], SQUARE)).toEqual(SQUARE)
  })

  it('splits the area half-way between two centres', () => {
    const west = { lat: 43.7, lng: -79.45 }
    const east = { lat: 43.7, lng: -79.35 }
    const cell = calculateNearestArea(west, [east], SQUARE)
    expect(Math.max(...cell.map(([, lng]) => lng))).toBeCloseTo(-79.4, 4)
    expect(inside(west, cell)).toBe(true)
    expect(inside(east, cell)).toBe(false)
    expect(inside({ lat: 43.7, lng: -79.401 }, cell)).toBe(true)
    expect(inside({ lat: 43.7, lng: -79.399 }, cell)).toBe(false)
  })

  it('holds its centre and every point nearer it than the others', () => {
    const centre = { lat: 43.7, lng: -79.4 }
    const others = [
      { lat: 43.72, lng: -79.4 },
      { lat: 43.69, lng: -79.38 },
      { lat: 43.68, lng: -79.43 },
    ]
    const cell = calculateNearestArea(centre, others, SQUARE)
    expect(inside(centre, cell)).toBe(true)
    for (const other of others) expect(inside(other, cell)).toBe(false)
    expect(inside({ lat: 43.709, lng: -79.4 }, cell)).toBe(true)
    expect(inside({ lat: 43.711, lng: -79.4 }, cell)).toBe(false)
  })

  it('is empty for a centre outside the area', () => {
    expect(calculateNearestArea({ lat: 45, lng: -79.4 }, [{ lat: 43.7, lng: -79.4 }], SQUARE)).toEqual([])
  })
})

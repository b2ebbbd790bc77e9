import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  boxesMeet,
  clusterDiameter,
  layoutPins,
  MARKER_GAP_PX,
  markerBox,
  type PinInput,
  type PlacedMarker,
  worldPixel,
} from './pin-layout.ts'

/** A price pin as the map draws it: a 12 px bold label ("$1.25M") padded to a 44 px tall button. */
const PIN = { width: 70, height: 44 }

const pin = (id: string, lng: number, lat: number, price = 800_000): PinInput<string> => ({
  lng,
  lat,
  count: 1,
  minPrice: price,
  maxPrice: price,
  pin: PIN,
  item: id,
})

const cell = (id: string, lng: number, lat: number, count: number): PinInput<string> => ({
  lng,
  lat,
  count,
  minPrice: 500_000,
  maxPrice: 900_000,
  pin: null,
  item: id,
})

const idsOf = (m: PlacedMarker<string>) => (m.kind === 'pin' ? [m.item] : m.items)

function overlaps(markers: PlacedMarker<string>[], zoom: number) {
  const boxes = markers.map((m) => markerBox(m, zoom))
  const pairs: [number, number][] = []
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) if (boxesMeet(boxes[i]!, boxes[j]!, 0)) pairs.push([i, j])
  return pairs
}

describe('layoutPins', () => {
  it('keeps pins apart on screen as pins, each standing on its place', () => {
    // At zoom 15 a degree of longitude is about 46,600 px: 0.003° apart is 140 px, clear of a 70 px pin.
    const out = layoutPins([pin('a', -79.4, 43.7), pin('b', -79.397, 43.7)], 15)
    expect(out.map((m) => [m.kind, idsOf(m)])).toEqual([
      ['pin', ['a']],
      ['pin', ['b']],
    ])
    const box = markerBox(out[0]!, 15)
    const at = worldPixel(-79.4, 43.7, 15)
    expect([box.x0, box.x1, box.y0, box.y1]).toEqual([at.x - 35, at.x + 35, at.y - 44, at.y])
  })

  it('centres a round marker on its place, and keeps two apart or makes them one circle as their discs meet', () => {
    const round = (id: string, lng: number): PinInput<string> => ({
      lng,
      lat: 43.7,
      count: 1,
      minPrice: 0,
      maxPrice: 0,
      pin: { width: 32, height: 32, centred: true },
      item: id,
    })
    const at = worldPixel(-79.4, 43.7, 15)
    const apart = layoutPins([round('a', -79.4), round('b', -79.399)], 15)
    expect(apart.map((m) => m.kind)).toEqual(['pin', 'pin'])
    const box = markerBox(apart[0]!, 15)
    expect([box.x0, box.x1, box.y0, box.y1]).toEqual([at.x - 16, at.x + 16, at.y - 16, at.y + 16])
    // 0.0005° is about 23 px at zoom 15: two 32 px discs would cover each other
    const near = layoutPins([round('a', -79.4), round('b', -79.3995)], 15)
    expect(near.map((m) => [m.kind, idsOf(m)])).toEqual([['cluster', ['a', 'b']]])
  })

  it('makes pins that would overlap one counted circle, with their price range and the mean place', () => {
    // 0.0005° is 23 px at zoom 15: the two 70 px labels would lie on each other.
    const out = layoutPins([pin('a', -79.4, 43.7, 600_000), pin('b', -79.3995, 43.7, 1_200_000)], 15)
    expect(out).toHaveLength(1)
    expect(out[0]).toMatchObject({ kind: 'cluster', count: 2, minPrice: 600_000, maxPrice: 1_200_000 })
    expect(idsOf(out[0]!).sort()).toEqual(['a', 'b'])
    expect(out[0]!.lng).toBeCloseTo(-79.39975, 6)
    // Zoomed in three steps they are 184 px apart: two pins again.
    expect(layoutPins([pin('a', -79.4, 43.7), pin('b', -79.3995, 43.7)], 18).map((m) => m.kind)).toEqual(['pin', 'pin'])
  })

  it('lets a circle that grew swallow the next marker it now meets', () => {
    // a and b merge; their circle (46 px and its ring) then reaches c, which alone touched neither.
    const out = layoutPins([pin('a', -79.4, 43.7), pin('b', -79.3995, 43.7), pin('c', -79.3983, 43.6997)], 15)
    expect(overlaps(out, 15)).toEqual([])
    expect(out.reduce((n, m) => n + m.count, 0)).toBe(3)
  })

  it('merges counted cells whose circles would touch, and leaves far ones alone', () => {
    // At zoom 10 a degree of longitude is about 1,460 px: 0.01° apart is 15 px, well inside two circles.
    const out = layoutPins([cell('x', -79.4, 43.7, 30), cell('y', -79.39, 43.7, 10), cell('z', -79.0, 43.7, 5)], 10)
    expect(out.map((m) => [m.kind, m.count])).toEqual([
      ['cluster', 40],
      ['cluster', 5],
    ])
    // The bigger count pulls the place towards it.
    expect(out[0]!.lng).toBeCloseTo(-79.3975, 4)
  })

  it('sizes circles by count: 44 px for one, 76 px at most', () => {
    expect(clusterDiameter(1)).toBe(44)
    expect(clusterDiameter(10)).toBe(53)
    expect(clusterDiameter(1_000_000)).toBe(76)
  })

  const inputs = fc.array(
    fc.record({
      lng: fc.double({ min: -79.5, max: -79.3, noNaN: true }),
      lat: fc.double({ min: 43.6, max: 43.8, noNaN: true }),
      count: fc.integer({ min: 1, max: 400 }),
      width: fc.integer({ min: 44, max: 110 }),
      cell: fc.boolean(),
    }),
    { maxLength: 120 },
  )

  it('for any places and zoom, no two markers overlap, and the counts add up to the inputs', () => {
    fc.assert(
      fc.property(inputs, fc.double({ min: 8, max: 19, noNaN: true }), (points, zoom) => {
        const given = points.map((p, i) =>
          p.cell
            ? cell(`c${i}`, p.lng, p.lat, p.count)
            : { ...pin(`p${i}`, p.lng, p.lat), pin: { width: p.width, height: 44 } },
        )
        const out = layoutPins(given, zoom)
        const boxes = out.map((m) => markerBox(m, zoom))
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++) expect(boxesMeet(boxes[i]!, boxes[j]!, MARKER_GAP_PX)).toBe(false)
        expect(out.reduce((n, m) => n + m.count, 0)).toBe(given.reduce((n, g) => n + g.count, 0))
        // Every input is in exactly one marker.
        expect(out.flatMap(idsOf).sort()).toEqual(given.map((g) => g.item).sort())
      }),
      { numRuns: 150 },
    )
  })
})

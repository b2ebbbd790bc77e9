import { MercatorCoordinate } from 'maplibre-gl'
import { describe, expect, it } from 'vitest'
import { fitted, panned, project, type ScreenView, unproject, worldPx } from './web-mercator.ts'

const toronto: ScreenView = { center: [-79.38, 43.71], zoom: 11, width: 375, height: 560 }
const places: [number, number][] = [
  [-79.38, 43.71],
  [-79.52, 43.59],
  [-123.12, 49.25],
  [0, 0],
  [151.2, -33.86],
]

describe('the map picture’s projection', () => {
  it('draws the centre in the middle of the map', () => {
    expect(project(toronto, toronto.center)).toEqual({ x: 187.5, y: 280 })
  })

  it.each(places)('puts %d, %d where MapLibre’s own Web Mercator does', (lng, lat) => {
    const world: ScreenView = { center: [0, 0], zoom: 0, width: worldPx(0), height: worldPx(0) }
    const unit = MercatorCoordinate.fromLngLat([lng, lat])
    const at = project(world, [lng, lat])
    expect(at.x / worldPx(0)).toBeCloseTo(unit.x, 12)
    expect(at.y / worldPx(0)).toBeCloseTo(unit.y, 12)
  })

  it.each(places)('gives back the place under the pixel it drew %d, %d at', (lng, lat) => {
    const back = unproject(toronto, project(toronto, [lng, lat]))
    expect(back.lng).toBeCloseTo(lng, 9)
    expect(back.lat).toBeCloseTo(lat, 9)
  })

  it('doubles the distance between two places with each zoom level', () => {
    const a = project(toronto, [-79.4, 43.7])
    const b = project({ ...toronto, zoom: 12 }, [-79.4, 43.7])
    expect(b.x - 187.5).toBeCloseTo(2 * (a.x - 187.5), 9)
    expect(b.y - 280).toBeCloseTo(2 * (a.y - 280), 9)
  })

  it('keeps the place a drag began on under the finger', () => {
    const from = { x: 100, y: 200 }
    const to = { x: 160, y: 150 }
    const under = unproject(toronto, from)
    const moved = panned(toronto, from, to)
    const now = project(moved, [under.lng, under.lat])
    expect(now.x).toBeCloseTo(to.x, 6)
    expect(now.y).toBeCloseTo(to.y, 6)
  })

  it('fits points inside the padding, no closer than the zoom asked', () => {
    const points = [
      { lng: -79.45, lat: 43.64 },
      { lng: -79.35, lat: 43.69 },
      { lng: -79.4, lat: 43.66 },
    ]
    const view = fitted(toronto, points, 60, 17)
    for (const point of points) {
      const at = project(view, [point.lng, point.lat])
      expect(at.x).toBeGreaterThanOrEqual(60 - 1e-6)
      expect(at.x).toBeLessThanOrEqual(375 - 60 + 1e-6)
      expect(at.y).toBeGreaterThanOrEqual(60 - 1e-6)
      expect(at.y).toBeLessThanOrEqual(560 - 60 + 1e-6)
    }
    // The wider side touches the padding: any closer and a point would leave it.
    const xs = points.map((p) => project(view, [p.lng, p.lat]).x)
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(375 - 120, 6)
    expect(fitted(toronto, [points[0]!], 60, 15).zoom).toBe(15)
    expect(fitted(toronto, [], 60, 15)).toBe(toronto)
  })
})

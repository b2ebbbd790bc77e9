import { describe, expect, it } from 'vitest'
import { MAP_SHARE_LIMIT } from '../constants.ts'
import { clusterCell, MAP_BASE_CELL, MAP_POLYGON_MAX_POINTS } from './clusters.ts'
import { mapAreaBodySchema, mapClustersQuerySchema, mapShareBodySchema } from './map.schema.ts'

const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []

describe('map clusters query', () => {
  it('parses the view and applies the filter defaults', () => {
    const r = mapClustersQuerySchema.parse({ bbox: '-79.5,43.6,-79.3,43.7', zoom: '12.5', priceMin: '500000' })
    expect(r).toEqual({
      bbox: { west: -79.5, south: 43.6, east: -79.3, north: 43.7 },
      zoom: 12.5,
      sr: 'Sale',
      status: 'active',
      priceMin: 500000,
    })
  })

  it.each([
    [{ bbox: '-79.3,43.6,-79.5,43.7', zoom: '12' }, 'bbox', 'map.api.bbox.order'],
    [{ bbox: '-79.5,43.6,-79.3', zoom: '12' }, 'bbox', 'map.api.bbox.format'],
    [{ bbox: '-200,43.6,-79.3,43.7', zoom: '12' }, 'bbox', 'map.api.bbox.range'],
    [{ bbox: '-79.5,43.6,-79.3,43.7', zoom: '-1' }, 'zoom', 'map.api.zoom'],
    [{ bbox: '-79.5,43.6,-79.3,43.7', zoom: '23' }, 'zoom', 'map.api.zoom'],
    [{ bbox: '-79.5,43.6,-79.3,43.7', zoom: 'abc' }, 'zoom', 'map.api.zoom'],
    [
      { bbox: '-79.5,43.6,-79.3,43.7', zoom: '12', priceMin: '9', priceMax: '1' },
      'priceMax',
      'listing.validation.range',
    ],
    [
      { bbox: '-79.5,43.6,-79.3,43.7', zoom: '12', status: 'sold', window: 'all' },
      'window',
      'listing.validation.window',
    ],
  ])('refuses %j', (query, path, message) => {
    expect(messages(mapClustersQuerySchema.safeParse(query))).toEqual([[path, message]])
  })

  it('refuses text search, sort and paging, which the map has no use for', () => {
    const r = mapClustersQuerySchema.safeParse({ bbox: '0,0,1,1', zoom: '3', q: 'harbour', limit: '5' })
    expect(r.success).toBe(false)
  })
})

describe('map area body', () => {
  const triangle = [
    { lat: 43.64, lng: -79.4 },
    { lat: 43.65, lng: -79.38 },
    { lat: 43.66, lng: -79.41 },
  ]

  it('takes a ring and the filters, collapsing repeats', () => {
    const r = mapAreaBodySchema.parse({ polygon: [...triangle, triangle[0]], filters: { roomType: 'condo' } })
    expect(r.polygon).toEqual(triangle)
    expect(r.filters).toEqual({ sr: 'Sale', status: 'active', roomType: 'condo' })
    expect(mapAreaBodySchema.parse({ polygon: triangle }).filters).toEqual({ sr: 'Sale', status: 'active' })
  })

  it.each([
    ['two points', { polygon: triangle.slice(0, 2) }, 'polygon', 'map.api.polygon.tooFew'],
    ['a repeated point', { polygon: [triangle[0], triangle[1], triangle[1]] }, 'polygon', 'map.api.polygon.tooFew'],
    [
      'a bowtie',
      {
        polygon: [
          { lat: 0, lng: 0 },
          { lat: 1, lng: 1 },
          { lat: 0, lng: 1 },
          { lat: 1, lng: 0 },
        ],
      },
      'polygon',
      'map.api.polygon.selfIntersecting',
    ],
    [
      'too many points',
      {
        polygon: Array.from({ length: MAP_POLYGON_MAX_POINTS + 1 }, (_, i) => ({
          lat: Math.sin((2 * Math.PI * i) / 501),
          lng: Math.cos((2 * Math.PI * i) / 501),
        })),
      },
      'polygon',
      'map.api.polygon.tooMany',
    ],
    ['a latitude past the pole', { polygon: [{ lat: 91, lng: 0 }, ...triangle] }, 'polygon.0.lat', 'map.api.point.lat'],
    ['a longitude off the map', { polygon: [...triangle, { lat: 0, lng: 181 }] }, 'polygon.3.lng', 'map.api.point.lng'],
    [
      'bad filters',
      { polygon: triangle, filters: { bedsMin: 3, bedsMax: 1 } },
      'filters.bedsMax',
      'listing.validation.range',
    ],
  ])('refuses %s', (_name, body, path, message) => {
    expect(messages(mapAreaBodySchema.safeParse(body))).toEqual([[path, message]])
  })

  it('takes 500 points on a circle', () => {
    const circle = Array.from({ length: MAP_POLYGON_MAX_POINTS }, (_, i) => ({
      lat: 43.65 + 0.01 * Math.sin((2 * Math.PI * i) / 500),
      lng: -79.38 + 0.01 * Math.cos((2 * Math.PI * i) / 500),
    }))
    expect(mapAreaBodySchema.parse({ polygon: circle }).polygon).toHaveLength(500)
  })
})

describe('map share body', () => {
  const nums = (n: number) => Array.from({ length: n }, (_, i) => `C${1000000 + i}`)
  it(`takes 1 to ${MAP_SHARE_LIMIT} numbers, upper-cased, in order`, () => {
    expect(mapShareBodySchema.parse({ mlNums: ['c1234567', 'W7654321'] }).mlNums).toEqual(['C1234567', 'W7654321'])
    expect(mapShareBodySchema.parse({ mlNums: nums(MAP_SHARE_LIMIT) }).mlNums).toHaveLength(MAP_SHARE_LIMIT)
  })
  it.each([
    ['21 numbers', { mlNums: nums(MAP_SHARE_LIMIT + 1) }, 'map.api.share.tooMany'],
    ['none', { mlNums: [] }, 'map.api.share.empty'],
    ['a repeat', { mlNums: ['C1234567', 'c1234567'] }, 'map.api.share.duplicate'],
  ])('refuses %s', (_name, body, message) => {
    expect(messages(mapShareBodySchema.safeParse(body))).toEqual([['mlNums', message]])
  })
})

describe('clusterCell', () => {
  const toronto = { west: -79.64, south: 43.58, east: -79.12, north: 43.86 }
  const vancouver = { west: -123.27, south: 49.0, east: -122.7, north: 49.35 }
  it('halves with each zoom level until the view limits it', () => {
    const a = clusterCell(12, { west: -79.4, south: 43.64, east: -79.38, north: 43.66 })
    const b = clusterCell(13, { west: -79.4, south: 43.64, east: -79.38, north: 43.66 })
    expect(b.lng).toBe(a.lng / 2)
    expect(clusterCell(12.9, toronto)).toEqual(clusterCell(12, toronto))
    // never finer than 1/48 of the view's width, and never more than twice that
    const far = clusterCell(20, toronto)
    expect(far.lng).toBeGreaterThanOrEqual((toronto.east - toronto.west) / 48)
    expect(far.lng).toBeLessThan(((toronto.east - toronto.west) / 48) * 2)
  })
  it('is within 6 % of square on screen in both cities', () => {
    for (const city of [toronto, vancouver]) {
      const c = clusterCell(10, city)
      const midLat = (city.south + city.north) / 2
      expect(Math.abs(c.lat / c.lng / Math.cos((midLat * Math.PI) / 180) - 1)).toBeLessThan(0.06)
    }
  })
  it('is a whole number of base cells, a power of two of them, from zoom 14 out', () => {
    for (const zoom of [3, 9, 10, 11, 12, 13, 14]) {
      for (const view of [toronto, vancouver, { west: -79.4, south: 43.64, east: -79.38, north: 43.66 }]) {
        const c = clusterCell(zoom, view)
        const across = c.lng / MAP_BASE_CELL.lng
        expect(Number.isInteger(Math.log2(across))).toBe(true)
        expect(c.lat / MAP_BASE_CELL.lat).toBe(across)
      }
    }
  })
})

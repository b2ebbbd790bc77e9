import type { LatLng } from '@maplenest/core'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../src/db/client.ts'
import {
  boxAround,
  distanceM,
  inBox,
  inBoxAround,
  inPolygon,
  METRES_PER_DEGREE,
  withinRadius,
} from '../../../src/platform/sql/geo.ts'
import { distanceM as haversineM } from '../../../src/reference/geo.ts'
import { createTestDatabase } from '../../helpers/test-database.ts'

const CITY_HALL: LatLng = { lat: 43.6534, lng: -79.3841 }
const CN_TOWER: LatLng = { lat: 43.6426, lng: -79.3871 }
/** `metres` north of City Hall. */
const north = (metres: number): LatLng => ({ lat: CITY_HALL.lat + metres / METRES_PER_DEGREE, lng: CITY_HALL.lng })

describe('geography in SQL (on the test database)', () => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  /** The named points the condition keeps, through real SQL over `point` values (x = longitude, y = latitude). */
  async function keeping(points: Record<string, LatLng>, condition: (location: SQL) => SQL): Promise<string[]> {
    const values = sql.join(
      Object.entries(points).map(([name, p]) => sql`(${name}::text, point(${p.lng}::float8, ${p.lat}::float8))`),
      sql`, `,
    )
    const result = await database.db.execute(
      sql`select name from (values ${values}) as v(name, location) where ${condition(sql`location`)} order by name`,
    )
    return ((result as { rows: unknown[] }).rows as { name: string }[]).map((r) => r.name)
  }

  it('measures great-circle metres as the reference geometry does', async () => {
    const result = await database.db.execute(
      sql`select ${distanceM(sql`point(${CN_TOWER.lng}::float8, ${CN_TOWER.lat}::float8)`, CITY_HALL)} as m`,
    )
    const metres = Number(((result as { rows: unknown[] }).rows as { m: number }[])[0]?.m)
    expect(metres).toBeGreaterThan(1_150)
    expect(metres).toBeLessThan(1_300)
    expect(Math.abs(metres - haversineM(CITY_HALL, CN_TOWER))).toBeLessThan(2)
  })

  it('keeps the points within a radius, not the corners of the box around it', async () => {
    const box = boxAround(CITY_HALL, 1_000)
    const corner = {
      lat: CITY_HALL.lat + (box.north - CITY_HALL.lat) * 0.9,
      lng: box.east - (box.east - CITY_HALL.lng) * 0.1,
    }
    const points = { near: north(900), far: north(1_100), corner }
    expect(await keeping(points, (l) => withinRadius(l, CITY_HALL, 1_000))).toEqual(['near'])
    expect(await keeping(points, (l) => inBoxAround(l, CITY_HALL, 1_000))).toEqual(['corner', 'near'])
  })

  it('keeps the points in a box, edges included', async () => {
    const box = { west: -79.4, south: 43.6, east: -79.3, north: 43.7 }
    const points = { inside: CITY_HALL, edge: { lat: 43.6, lng: -79.35 }, outside: { lat: 43.71, lng: -79.35 } }
    expect(await keeping(points, (l) => inBox(l, box))).toEqual(['edge', 'inside'])
  })

  it('keeps the points inside a drawn area, edges included', async () => {
    const triangle: LatLng[] = [
      { lat: 43.64, lng: -79.4 },
      { lat: 43.64, lng: -79.37 },
      { lat: 43.67, lng: -79.385 },
    ]
    const points = {
      inside: { lat: 43.65, lng: -79.385 },
      edge: { lat: 43.64, lng: -79.385 },
      outside: { lat: 43.665, lng: -79.399 },
    }
    expect(await keeping(points, (l) => inPolygon(l, triangle))).toEqual(['edge', 'inside'])
  })
})

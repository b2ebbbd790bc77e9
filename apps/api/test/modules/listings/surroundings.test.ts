import { type ListingDetail, pointInPolygon } from '@maplenest/core'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings } from '../../../src/db/schema.ts'
import type { TestApp } from '../../helpers/test-app.ts'
import { createListingsTestApp, HARBOUR, metresBetween } from './listing-fixtures.ts'

/** Inside a ring of [lat, lng] corners, by core's own test. */
const inside = (p: { lat: number; lng: number }, ring: readonly (readonly [number, number])[]) =>
  pointInPolygon(
    p,
    ring.map(([lat, lng]) => ({ lat, lng })),
  )

describe("a listing's surroundings in its detail", () => {
  let t: TestApp
  beforeAll(async () => {
    ;({ t } = await createListingsTestApp())
  })
  afterAll(() => t.close())

  const detail = async (mlNum: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/house/api/listing/v1/${mlNum}`, headers })
    expect(res.statusCode).toBe(200)
    return res.json().data as ListingDetail
  }

  /** Copies a demo listing of the city to a new number at a point, in a neighbourhood. */
  const place = async (
    mlNum: string,
    city: 'toronto' | 'vancouver',
    at: { lat: number; lng: number },
    neighbourhood: string,
  ) => {
    const [model] = await t.database.db.select().from(listings).where(eq(listings.city, city)).limit(1)
    const { id: _id, searchText: _searchText, ...rest } = model!
    await t.database.db.insert(listings).values({ ...rest, mlNum, neighbourhood, location: { x: at.lng, y: at.lat } })
  }

  it('names the stations within walking reach, nearest first, with the minutes on foot at 80 m a minute', async () => {
    const d = await detail(HARBOUR.mlNum)
    // 88 Harbour St is south of Union Station, a few minutes from King and St Andrew
    expect(d.stations.map((s) => s.name)).toEqual(['Union', 'King', 'St Andrew'])
    for (const s of d.stations) {
      expect(s.distanceM).toBe(Math.round(metresBetween(s, d)))
      expect(s.walkMinutes).toBe(Math.ceil(s.distanceM / 80))
      expect(s.zh.endsWith('站')).toBe(true)
      expect(s.lines).toEqual(['line1'])
    }
    expect(d.stations[0]).toMatchObject({ zh: '联合车站', walkMinutes: 7 })
  })

  it('names the neighbourhood in Chinese in every listing summary, and gives null where the register has no name', async () => {
    const d = await detail(HARBOUR.mlNum)
    expect(d.neighbourhoodZh).toBe(d.neighbourhoodArea!.zh)
    await place('C9000101', 'toronto', { lat: d.lat, lng: d.lng }, 'Nowhere Heights')
    expect((await detail('C9000101')).neighbourhoodZh).toBeNull()
    const res = await t.app.inject({ url: '/house/api/listing/v1/search?city=toronto&limit=20' })
    const items = res.json().data.items as { neighbourhood: string; neighbourhoodZh: string | null }[]
    expect(items.length).toBeGreaterThan(0)
    for (const item of items.filter((i) => i.neighbourhood !== 'Nowhere Heights')) {
      expect(item.neighbourhoodZh, item.neighbourhood).toMatch(/\p{Script=Han}/u)
    }
  })

  it("gives the neighbourhood's names and an outline round the listing", async () => {
    const d = await detail(HARBOUR.mlNum)
    expect(d.neighbourhoodArea).toMatchObject({ name: 'Waterfront Communities-The Island' })
    expect(d.neighbourhoodArea!.zh).toMatch(/\p{Script=Han}/u)
    expect(d.neighbourhoodArea!.outline.length).toBeGreaterThanOrEqual(3)
    expect(inside(d, d.neighbourhoodArea!.outline)).toBe(true)
  })

  it('places each nearby school on the map', async () => {
    const d = await detail(HARBOUR.mlNum)
    expect(d.schools.length).toBeGreaterThan(0)
    for (const s of d.schools) expect(Math.abs(metresBetween(s, d) - s.distanceM)).toBeLessThanOrEqual(1)
  })

  it('names SkyTrain stations in Vancouver, and none for a home beyond walking reach of one', async () => {
    await place('V9988002', 'vancouver', { lat: 49.2631, lng: -123.1151 }, 'Fairview')
    const near = await detail('V9988002', { language: 'zh-Hans-CN' })
    expect(near.stations[0]).toMatchObject({ name: 'Broadway-City Hall', lines: ['canada'] })
    expect(near.stations[0]!.zh).toMatch(/站$/)
    expect(near.neighbourhoodArea?.name).toBe('Fairview')

    await place('E9988003', 'toronto', { lat: 43.7385, lng: -79.2128 }, 'Scarborough Village')
    const far = await detail('E9988003')
    expect(far.stations).toEqual([])
    expect(far.neighbourhoodArea?.name).toBe('Scarborough Village')
  })

  it('gives no outline for a neighbourhood the reference does not know', async () => {
    await place('C9988004', 'toronto', { lat: 43.7, lng: -79.4 }, 'Somewhere Else')
    expect((await detail('C9988004')).neighbourhoodArea).toBeNull()
  })
})

import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { savedSearches, savedSearchPlaces } from '../../../src/db/schema.ts'
import { createTransactor } from '../../../src/db/transaction.ts'
import {
  type ChangedListing,
  createSavedSearchAlertsRepository,
  type SearchCandidate,
} from '../../../src/modules/saved-searches/saved-search-alerts-repository.ts'
import { bearer, passwordLogin, registerAccount } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

/** The rows matching reads for a saved search, as the database's trigger wrote them. */
describe('where a saved search reaches, kept by the database', () => {
  let t: TestApp
  let headers: Record<string, string>

  const rows = (searchId: string) =>
    t.database.db
      .select({ place: savedSearchPlaces.place, area: savedSearchPlaces.area, priceMax: savedSearchPlaces.priceMax })
      .from(savedSearchPlaces)
      .where(eq(savedSearchPlaces.searchId, searchId))
      .orderBy(asc(savedSearchPlaces.place))
  const save = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/house/api/search/v1/saved', headers, payload })
    expect(res.statusCode).toBe(201)
    return res.json().data.id as string
  }
  /** Each candidate's search by its id, with whether its row holds it whole. */
  const withIds = async (found: readonly SearchCandidate[]) => {
    const searches = await t.database.db
      .select({ id: savedSearches.id, matchKey: savedSearches.matchKey })
      .from(savedSearches)
    const idOf = new Map(searches.map((s) => [s.matchKey, s.id]))
    return found.map((c) => ({ searchId: idOf.get(c.matchKey) ?? `unknown ${c.matchKey}`, exact: c.exact }))
  }
  const put = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/house/api/search/v1/saved/${id}`, headers, payload })

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
    await registerAccount(t, { email: 'places@example.ca' })
    headers = bearer((await passwordLogin(t, 'places@example.ca', 'secret-pass')).json().data.access_token)
  }, 120_000)
  afterAll(() => t?.close())

  it('a district’s search is found by each of its neighbourhoods, a whole city’s by its region, a drawn area by its box', async () => {
    const district = await save({ query: { city: 'toronto', sr: 'Sale', district: 'North York', priceMax: 800_000 } })
    const places = (await rows(district)).map((r) => r.place)
    expect(places).toContain('Willowdale East')
    expect(places).toContain('Bayview Village')
    expect(places).not.toContain('Waterfront Communities C1')

    const city = await save({ query: { city: 'vancouver', sr: 'Lease', priceMax: 2_800 } })
    expect(await rows(city)).toEqual([{ place: '@vancouver', area: null, priceMax: 2_800 }])

    const drawn = await save({
      query: { city: 'toronto', sr: 'Sale' },
      polygon: [
        { lat: 43.76, lng: -79.42 },
        { lat: 43.76, lng: -79.4 },
        { lat: 43.78, lng: -79.4 },
      ],
    })
    const [box] = await rows(drawn)
    expect(box?.place).toBeNull()
    expect(box?.area).toBe('(-79.4,43.78),(-79.42,43.76)')
  })

  it('follows the search: paused it is found by nothing, resumed and changed it is found by its new place, deleted it is gone', async () => {
    const id = await save({ query: { city: 'toronto', sr: 'Sale', neighbourhood: 'Willowdale East' } })
    expect((await rows(id)).map((r) => r.place)).toEqual(['Willowdale East'])
    expect((await put(id, { paused: true })).statusCode).toBe(200)
    expect(await rows(id)).toEqual([])
    expect(
      (await put(id, { paused: false, query: { city: 'toronto', sr: 'Sale', priceMax: 900_000 } })).statusCode,
    ).toBe(200)
    expect(await rows(id)).toEqual([{ place: '@toronto', area: null, priceMax: 900_000 }])
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/house/api/search/v1/saved/${id}`, headers })).statusCode,
    ).toBe(200)
    expect(await rows(id)).toEqual([])
  })

  it('finds a drawn area’s or a station’s search held whole only where its ring or circles hold the listing', async () => {
    const triangle = await save({
      query: { city: 'toronto', sr: 'Sale' },
      polygon: [
        { lat: 43.7, lng: -79.42 },
        { lat: 43.7, lng: -79.4 },
        { lat: 43.72, lng: -79.4 },
      ],
    })
    const finch = await save({ query: { city: 'toronto', sr: 'Sale', station: 'Finch' } })
    const finchTwoBaths = await save({ query: { city: 'toronto', sr: 'Sale', station: 'Finch', bathsMin: 2 } })
    const [stored] = await t.database.db
      .select({ circles: savedSearches.circles })
      .from(savedSearches)
      .where(eq(savedSearches.id, finch))
    const centre = stored?.circles?.centres[0]
    if (!centre) throw new Error('the station’s circles were not written')
    // its one row: the box round the circle, the centre and the radius
    expect(
      await t.database.db
        .select({ area: savedSearchPlaces.area, centre: savedSearchPlaces.centre, radiusM: savedSearchPlaces.radiusM })
        .from(savedSearchPlaces)
        .where(eq(savedSearchPlaces.searchId, finch)),
    ).toEqual([
      {
        area: `(${centre.east},${centre.north}),(${centre.west},${centre.south})`,
        centre: { x: centre.lng, y: centre.lat },
        radiusM: stored?.circles?.radiusM,
      },
    ])
    const repo = createSavedSearchAlertsRepository(createTransactor(t.database.db))
    const at = (lat: number, lng: number): ChangedListing => ({
      mlNum: 'C9000009',
      city: 'toronto',
      sr: 'Sale',
      status: 'A',
      roomType: 'condo',
      neighbourhood: 'Willowdale East',
      location: { lat, lng },
      address: '1 Test St',
      unit: null,
      price: 700_000,
      closePrice: null,
      beds: 2,
    })
    const found = async (listing: ChangedListing) =>
      Object.fromEntries(
        (await withIds(await repo.candidates(listing, new Date(Date.now() + 60_000), ['active'])))
          .filter((c) => [triangle, finch, finchTwoBaths].includes(c.searchId))
          .map((c) => [c.searchId, c.exact]),
      )

    // inside the triangle; in its box but beyond its long side
    expect(await found(at(43.705, -79.401))).toEqual({ [triangle]: true })
    expect(await found(at(43.715, -79.418))).toEqual({})
    // half the radius north of the station; in the box round the radius, near its corner, but beyond the radius
    const dLat = centre.north - centre.lat
    const dLng = centre.east - centre.lng
    expect(await found(at(centre.lat + dLat / 2, centre.lng))).toEqual({ [finch]: true, [finchTwoBaths]: false })
    // the search with more than its radius is left to the exact check, which has the baths to decide as well
    expect(await found(at(centre.lat + dLat * 0.9, centre.lng + dLng * 0.9))).toEqual({ [finchTwoBaths]: false })
  })
  it('finds a place’s searches by their fewest bedrooms: none asked, or up to the listing’s own', async () => {
    const query = (bedsMin?: number) => ({
      city: 'toronto',
      sr: 'Sale',
      neighbourhood: 'Bayview Village',
      ...(bedsMin === undefined ? {} : { bedsMin }),
    })
    const byBeds = new Map<number | undefined, string>()
    for (const bedsMin of [undefined, 0, 1, 2, 6, 7, 9]) byBeds.set(bedsMin, await save({ query: query(bedsMin) }))
    const repo = createSavedSearchAlertsRepository(createTransactor(t.database.db))
    const found = async (beds: number) => {
      const ids = new Set(
        (
          await withIds(
            await repo.candidates(
              {
                mlNum: 'C9000011',
                city: 'toronto',
                sr: 'Sale',
                status: 'A',
                roomType: 'res',
                neighbourhood: 'Bayview Village',
                location: { lat: 43.769, lng: -79.385 },
                address: '1 Test St',
                unit: null,
                price: 2_400_000,
                closePrice: null,
                beds,
              },
              new Date(Date.now() + 60_000),
              ['active'],
            ),
          )
        ).map((c) => c.searchId),
      )
      return [...byBeds].filter(([, id]) => ids.has(id)).map(([bedsMin]) => bedsMin ?? 'any')
    }
    expect(await found(0)).toEqual(['any', 0])
    expect(await found(2)).toEqual(['any', 0, 1, 2])
    expect(await found(6)).toEqual(['any', 0, 1, 2, 6])
    expect(await found(8)).toEqual(['any', 0, 1, 2, 6, 7])
  })

  it('gives a radius round many places a row for each, and finds its search once where two circles hold a listing', async () => {
    const subway = await save({ query: { city: 'toronto', sr: 'Lease', near: 'subway' } })
    const [stored] = await t.database.db
      .select({ circles: savedSearches.circles })
      .from(savedSearches)
      .where(eq(savedSearches.id, subway))
    const centres = stored?.circles?.centres ?? []
    expect(centres.length).toBeGreaterThan(10)
    expect(await rows(subway)).toHaveLength(centres.length)
    // the nearest two stations, and a listing halfway between them when both circles hold it
    const radiusM = stored?.circles?.radiusM ?? 0
    const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
      Math.hypot((a.lat - b.lat) * 111_320, (a.lng - b.lng) * 111_320 * Math.cos((a.lat * Math.PI) / 180))
    const pairs = centres.flatMap((a, i) => centres.slice(i + 1).map((b) => ({ a, b, m: metres(a, b) })))
    const close = pairs.sort((x, y) => x.m - y.m)[0]
    if (!close || close.m >= radiusM) throw new Error('no two stations within one radius of each other')
    const repo = createSavedSearchAlertsRepository(createTransactor(t.database.db))
    const found = await repo.candidates(
      {
        mlNum: 'C9000010',
        city: 'toronto',
        sr: 'Lease',
        status: 'A',
        roomType: 'condo',
        neighbourhood: 'Bay Street Corridor',
        location: { lat: (close.a.lat + close.b.lat) / 2, lng: (close.a.lng + close.b.lng) / 2 },
        address: '1 Test St',
        unit: null,
        price: 2_500,
        closePrice: null,
        beds: 1,
      },
      new Date(Date.now() + 60_000),
      ['active'],
    )
    expect((await withIds(found)).filter((c) => c.searchId === subway)).toEqual([{ searchId: subway, exact: true }])
  })
})

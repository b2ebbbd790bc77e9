import { findMunicipality, type ListingSuggestion, TORONTO_DISTRICTS } from '@maplenest/core'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings } from '../../../src/db/schema.ts'
import type { TestApp } from '../../helpers/test-app.ts'
import { createListingsTestApp, metresBetween, search, walk } from './listing-fixtures.ts'

/** Searching by place: what the search box suggests for a place's name, and the homes its suggestion finds. */
describe('searching by place', () => {
  let t: TestApp
  beforeAll(async () => {
    ;({ t } = await createListingsTestApp())
  })
  afterAll(() => t.close())

  const suggest = async (q: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/house/api/listing/v1/suggest?q=${encodeURIComponent(q)}`, headers })
    expect(res.statusCode).toBe(200)
    return res.json().data as ListingSuggestion[]
  }
  const NORTH_YORK: readonly string[] = TORONTO_DISTRICTS['North York']

  it('suggests North York first as a district of Toronto, with the search that selects it', async () => {
    const [first] = await suggest('North York')
    expect(first).toEqual({
      kind: 'district',
      label: 'North York',
      mlNum: null,
      city: 'toronto',
      within: 'Toronto',
      query: { city: 'toronto', district: 'North York' },
    })
  })

  it('suggests 北约克 and 北約克 as the same district, labelled in the request’s language', async () => {
    const zh = await suggest('北约克', { language: 'zh-Hans-CN' })
    expect(zh[0]).toMatchObject({ kind: 'district', label: '北约克', within: '多伦多' })
    expect(zh[0]?.query).toEqual({ city: 'toronto', district: 'North York' })
    const traditional = await suggest('北約克', { language: 'zh-Hans-CN' })
    expect(traditional[0]).toEqual(zh[0])
    const en = await suggest('北约克')
    expect(en[0]).toMatchObject({ kind: 'district', label: 'North York', within: 'Toronto' })
  })

  it('suggests Yonge St for 央街, a campus for 多大 and a station by its Chinese name', async () => {
    expect((await suggest('央街'))[0]).toMatchObject({ kind: 'street', label: 'Yonge St', query: { q: 'Yonge St' } })
    expect((await suggest('多大', { language: 'zh-Hans-CN' }))[0]).toMatchObject({
      kind: 'campus',
      label: '多伦多大学',
      query: { city: 'toronto', campus: 'University of Toronto' },
    })
    expect((await suggest('芬治站', { language: 'zh-Hans-CN' }))[0]).toMatchObject({
      kind: 'station',
      label: '芬治站',
      query: { city: 'toronto', station: 'Finch' },
    })
  })

  it('finds, with the district’s suggestion, only homes in North York’s neighbourhoods, and some', async () => {
    const [district] = await suggest('North York')
    const { items, totals } = await walk(t, { ...district!.query, limit: 50 })
    expect(totals[0]).toBeGreaterThan(0)
    expect(items).toHaveLength(totals[0]!)
    for (const item of items) {
      expect(item.city).toBe('toronto')
      expect(NORTH_YORK).toContain(item.neighbourhood)
    }
    // the same homes as asking for each of the district's neighbourhoods in turn
    let sum = 0
    for (const neighbourhood of new Set(items.map((i) => i.neighbourhood))) {
      const { body } = await search(t, { city: 'toronto', neighbourhood, limit: 1 })
      sum += body.data.total
    }
    expect(sum).toBe(totals[0])
  })

  it('suggests Markham, 万锦 and 列治文 as municipalities of their regions, and finds the homes of their communities', async () => {
    const [markham] = await suggest('Markham')
    expect(markham).toEqual({
      kind: 'municipality',
      label: 'Markham',
      mlNum: null,
      city: 'toronto',
      within: 'Toronto',
      query: { city: 'toronto', municipality: 'Markham' },
    })
    expect((await suggest('万锦', { language: 'zh-Hans-CN' }))[0]).toMatchObject({
      kind: 'municipality',
      label: '万锦',
      within: '多伦多',
      query: markham!.query,
    })
    const [richmond] = await suggest('列治文', { language: 'zh-Hans-CN' })
    expect(richmond).toMatchObject({ kind: 'municipality', label: '列治文', city: 'vancouver' })
    for (const place of [markham!, richmond!]) {
      const communities = findMunicipality(place.query.municipality!, place.city)!.communities.map((c) => c.en)
      const { items, totals } = await walk(t, { ...place.query, limit: 50 })
      expect(totals[0], place.label).toBeGreaterThan(0)
      for (const item of items) {
        expect(item.city).toBe(place.city)
        expect(communities).toContain(item.neighbourhood)
        // the card names the municipality beside the community
        expect(item.municipality?.en).toBe(place.query.municipality)
      }
    }
    const [community] = await suggest('Steveston', { language: 'zh-Hans-CN' })
    expect(community).toMatchObject({ kind: 'neighbourhood', label: '史蒂夫斯顿', within: '列治文' })
  })

  it('suggests a place of the other region whose whole name was typed, after the chosen city’s exact ones', async () => {
    const suggestCity = async (q: string, city: string) => {
      const url = `/house/api/listing/v1/suggest?q=${encodeURIComponent(q)}&city=${city}`
      return (await t.app.inject({ url, headers: { language: 'zh-Hans-CN' } })).json().data as ListingSuggestion[]
    }
    const richmond = await suggestCity('列治文', 'toronto')
    expect(richmond.slice(0, 2).map((s) => [s.label, s.city])).toEqual([
      ['列治文', 'vancouver'],
      ['列治文山', 'toronto'],
    ])
    expect((await suggestCity('Metrotown', 'toronto'))[0]).toMatchObject({ label: '铁道镇', city: 'vancouver' })
    // a name only started is kept to the chosen city
    expect((await suggestCity('列治', 'toronto')).every((s) => s.city === 'toronto')).toBe(true)
  })

  it('refuses a municipality we do not cover, or one of the other region, in the request’s language', async () => {
    const zh = await search(t, { city: 'toronto', municipality: 'Richmond' }, { language: 'zh-Hans-CN' })
    expect(zh.status).toBe(400)
    expect(zh.body.msg).toMatch(/^municipality 不是所搜地区内我们覆盖的城市/)
    const en = await search(t, { municipality: 'Brampton' })
    expect(en.status).toBe(400)
    expect(en.body.msg).toBe('The value of municipality is not a municipality we cover in the region searched')
  })

  it('suggests a postal-code prefix with the area its homes are in, and lists only the homes with that prefix', async () => {
    // the prefix most Toronto homes for sale share in the demo data
    const prefixOf = sql<string>`upper(left(${listings.postalCode}, 3))`
    const [common] = await t.database.db
      .select({ prefix: prefixOf })
      .from(listings)
      .where(and(eq(listings.city, 'toronto'), eq(listings.status, 'A'), eq(listings.sr, 'Sale')))
      .groupBy(prefixOf)
      .orderBy(sql`count(*) desc`, prefixOf)
      .limit(1)
    const prefix = common!.prefix
    for (const typed of [prefix.toLowerCase(), `${prefix} 1A1`]) {
      const [first, ...rest] = await suggest(typed)
      expect(first).toMatchObject({
        kind: 'postal',
        label: prefix,
        city: 'toronto',
        query: { city: 'toronto', postal: prefix },
      })
      expect(first!.within).toBeTruthy()
      expect(rest).toEqual([])
    }
    const { items, totals } = await walk(t, { ...(await suggest(prefix))[0]!.query, limit: 50 })
    expect(totals[0]).toBeGreaterThan(0)
    const codes = await t.database.db
      .select({ mlNum: listings.mlNum, postalCode: listings.postalCode })
      .from(listings)
      .where(
        inArray(
          listings.mlNum,
          items.map((i) => i.mlNum),
        ),
      )
    expect(codes).toHaveLength(items.length)
    for (const { postalCode } of codes) expect(postalCode?.toUpperCase().startsWith(prefix)).toBe(true)
    // a prefix no home on the market has is suggested as nothing, and a search by it finds nothing
    expect(await suggest('X0A')).toEqual([])
    expect((await search(t, { postal: 'X0A' })).body.data.total).toBe(0)
  })

  it('refuses what is not a postal-code prefix, in the request’s language', async () => {
    const en = await search(t, { postal: 'ZZZ' })
    expect(en.status).toBe(400)
    expect(en.body.msg).toBe('The value of postal is not the start of a Canadian postal code, such as M2N')
    const zh = await search(t, { postal: 'M2' }, { language: 'zh-Hans-CN' })
    expect(zh.body.msg).toMatch(/^postal 不是加拿大邮编的开头/)
  })

  it('finds a neighbourhood’s homes by its Chinese name too', async () => {
    const [first] = (await walk(t, { district: 'North York', limit: 50 })).items
    const { items } = await walk(t, { city: 'toronto', neighbourhood: first!.neighbourhoodZh!, limit: 50 })
    expect(items.length).toBeGreaterThan(0)
    expect(new Set(items.map((i) => i.neighbourhood))).toEqual(new Set([first!.neighbourhood]))
  })

  it('finds, with a station’s suggestion, only homes within the reach of the station', async () => {
    const [station] = await suggest('Bloor-Yonge station')
    expect(station?.query).toEqual({ city: 'toronto', station: 'Bloor-Yonge' })
    const { status, body } = await search(t, { ...station!.query, limit: 50 })
    expect(status).toBe(200)
    const bloorYonge = { lat: 43.670672, lng: -79.38595 }
    for (const item of body.data.items) expect(metresBetween(item, bloorYonge)).toBeLessThanOrEqual(1500 + 1)
  })

  it('refuses an unknown district with 400 naming the field, in the caller’s language', async () => {
    const en = await search(t, { district: 'Narnia' })
    expect(en.status).toBe(400)
    expect(en.body.msg).toBe('The value of district is not a district of the city searched')
    const zh = await search(t, { district: 'Narnia' }, { language: 'zh-Hans-CN' })
    expect(zh.status).toBe(400)
    expect(zh.body.msg).toMatch(/^district 不是所搜城市的行政区/)
    const fields = (zh.body.data as unknown as { fields: { field: string }[] }).fields.map((f) => f.field)
    expect(fields).toEqual(['querystring.district'])
  })

  it.each([
    [{ city: 'vancouver', district: 'North York' }, 'querystring.district'],
    [{ city: 'toronto', neighbourhood: 'Kitsilano' }, 'querystring.neighbourhood'],
    [{ station: 'Nowhere' }, 'querystring.station'],
    [{ campus: 'Hogwarts' }, 'querystring.campus'],
    [{ municipality: 'Atlantis' }, 'querystring.municipality'],
    [{ district: '' }, 'querystring.district'],
  ])('refuses %j with 400 naming %s, never a 500', async (query, field) => {
    const { status, body } = await search(t, query)
    expect(status).toBe(400)
    expect((body.data as unknown as { fields: { field: string }[] }).fields.map((f) => f.field)).toContain(field)
  })
})

import {
  AVAILABLE_LSC_CODES,
  type SchoolDetail,
  type SchoolPage,
  type SchoolSummary,
  type University,
  type UniversityDetail,
} from '@maplenest/core'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { schools } from '../../../src/db/schema.ts'
import { distanceM } from '../../../src/reference/geo.ts'
import { seedListings } from '../../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

type Envelope<T> = { code: number; msg: string; data: T }

describe('schools and universities', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    t.clock.now = new Date('2026-11-01T12:00:00Z')
    await seedListings(t.database)
  })
  afterAll(() => t.close())

  const get = async <T>(url: string, query: Record<string, string | number> = {}, headers = {}) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()
    const res = await t.app.inject({ url: qs ? `${url}?${qs}` : url, headers })
    return { status: res.statusCode, body: res.json() as Envelope<T> }
  }
  const search = (query: Record<string, string | number> = {}, headers = {}) =>
    get<SchoolPage>('/house/api/school/v1/search', query, headers)
  const all = async (query: Record<string, string | number> = {}) => {
    const items: SchoolSummary[] = []
    let cursor: string | null = null
    do {
      const { status, body } = await search({ ...query, limit: 7, ...(cursor ? { cursor } : {}) })
      expect(status).toBe(200)
      items.push(...body.data.items)
      cursor = body.data.nextCursor
    } while (cursor)
    return items
  }
  const detail = (n: string, headers = {}) => get<SchoolDetail>(`/house/api/school/v1/${n}`, {}, headers)

  describe('search', () => {
    it('pages through every school by rating, highest first and the unrated last, each once', async () => {
      const [row] = await t.database.db.select({ n: count() }).from(schools)
      const items = await all()
      expect(items).toHaveLength(row!.n)
      expect(items.length).toBeGreaterThanOrEqual(35)
      expect(new Set(items.map((s) => s.schoolNumber)).size).toBe(items.length)
      const ratings = items.map((s) => s.rating ?? -1)
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
      expect(items.at(-1)!.rating).toBeNull()
      const first = (await search({ limit: 3 })).body.data
      expect(first.total).toBe(row!.n)
      expect(Object.keys(first.items[0]!).sort()).toEqual(
        [
          'schoolNumber',
          'name',
          'level',
          'language',
          'rating',
          'lat',
          'lng',
          'category',
          'board',
          'grades',
          'city',
          'address',
        ].sort(),
      )
    })

    it('sorts by name', async () => {
      const names = (await all({ sort: 'name' })).map((s) => s.name)
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    })

    it('filters by level, language, category, board, city and minimum rating, and the total agrees', async () => {
      const cases: [Record<string, string | number>, (s: SchoolSummary) => boolean][] = [
        [{ level: 'elementary' }, (s) => s.level === 'elementary'],
        [{ language: 'french' }, (s) => s.language === 'french'],
        [{ category: 'catholic' }, (s) => s.category === 'catholic'],
        [{ board: 'Vancouver School Board' }, (s) => s.board === 'Vancouver School Board' && s.city === 'vancouver'],
        [{ city: 'vancouver', level: 'secondary' }, (s) => s.city === 'vancouver' && s.level === 'secondary'],
        [{ minRating: 7.5 }, (s) => s.rating !== null && s.rating >= 7.5],
      ]
      const everything = await all()
      for (const [query, holds] of cases) {
        const items = await all(query)
        expect(items.length, JSON.stringify(query)).toBeGreaterThan(0)
        expect(items.every(holds), JSON.stringify(query)).toBe(true)
        expect(items.length).toBe(everything.filter(holds).length)
        expect((await search({ ...query, limit: 1 })).body.data.total).toBe(items.length)
      }
    })

    it('finds schools by name words and by map box', async () => {
      const byName = await all({ q: 'collegiate lawrence' })
      expect(byName.map((s) => s.name)).toContain('Lawrence Park Collegiate Institute')
      expect(byName.every((s) => /collegiate/i.test(s.name) && /lawrence/i.test(`${s.name} ${s.address}`))).toBe(true)
      const box = { w: -79.42, s: 43.65, e: -79.37, n: 43.68 }
      const inBox = await all({ bbox: `${box.w},${box.s},${box.e},${box.n}` })
      expect(inBox.length).toBeGreaterThan(0)
      expect(inBox.every((s) => s.lng >= box.w && s.lng <= box.e && s.lat >= box.s && s.lat <= box.n)).toBe(true)
      const everything = await all()
      const expected = everything.filter((s) => s.lng >= box.w && s.lng <= box.e && s.lat >= box.s && s.lat <= box.n)
      expect(inBox.length).toBe(expected.length)
      expect(inBox.length).toBeLessThan(everything.length)
    })

    const field = (body: { data: unknown }) =>
      ((body.data as { fields?: { field: string }[] } | null)?.fields ?? []).map((f) => f.field)

    it.each([
      [{ bbox: '-79.3,43.6,-79.5,43.7' }, 'querystring.bbox'],
      [{ bbox: '-79.5,43.7,-79.3,43.6' }, 'querystring.bbox'],
      [{ bbox: '-200,43.6,-79.3,43.7' }, 'querystring.bbox'],
      [{ bbox: '-79.5,43.6,-79.3' }, 'querystring.bbox'],
      [{ bbox: 'west,south,east,north' }, 'querystring.bbox'],
      [{ level: 'college' }, 'querystring.level'],
      [{ language: 'german' }, 'querystring.language'],
      [{ category: 'charter' }, 'querystring.category'],
      [{ board: 'Nowhere Board' }, 'querystring.board'],
      [{ minRating: 11 }, 'querystring.minRating'],
      [{ minRating: 'high' }, 'querystring.minRating'],
      [{ sort: 'distance' }, 'querystring.sort'],
      [{ limit: 201 }, 'querystring.limit'],
      [{ cursor: 'not-a-cursor' }, 'querystring.cursor'],
      [{ colour: 'red' }, 'querystring.colour'],
    ])('answers 400 naming the field for %j', async (query, name) => {
      const { status, body } = await search(query)
      expect(status).toBe(400)
      expect(body.code).toBe(400)
      expect(field(body)).toContain(name)
    })

    it('explains a bad map box and a cursor of another search in the caller’s language', async () => {
      const zh = { language: 'zh-Hans-CN' }
      const box = await search({ bbox: '1,2,0,3' }, zh)
      expect(box.body.msg).toBe('bbox 须为“西,南,东,北”四个范围内的数字，且西小于东、南小于北')
      const board = await search({ board: 'Nowhere' })
      expect(board.body.msg).toBe('The value of board is not a known education bureau')
      const cursor = (await search({ level: 'elementary', limit: 2 })).body.data.nextCursor!
      expect((await search({ level: 'elementary', limit: 2, cursor })).status).toBe(200)
      const other = await search({ level: 'secondary', cursor }, zh)
      expect(other.status).toBe(400)
      expect(other.body.msg).toBe('cursor 属于另一次搜索，请从第一页重新开始')
      const { h } = JSON.parse(Buffer.from(cursor, 'base64url').toString())
      const forged = Buffer.from(JSON.stringify({ v: "'; drop table schools; --", i: 'X', h })).toString('base64url')
      expect((await search({ level: 'elementary', cursor: forged })).status).toBe(400)
    })
  })

  describe('detail', () => {
    it('gives an Ontario school with its rankings by year, EQAO results and listings within 1.5 km', async () => {
      const toronto = await all({ city: 'toronto', category: 'public', level: 'elementary' })
      let d: SchoolDetail | null = null
      for (const s of toronto) {
        const r = (await detail(s.schoolNumber)).body.data
        if (r.rankings.length && r.eqao.length && r.nearbyListings.length) {
          d = r
          break
        }
      }
      expect(d).not.toBeNull()
      const school = d!
      expect(school.demo).toBe(true)
      const years = school.rankings.map((r) => r.year)
      expect(years).toEqual([...years].sort((a, b) => b - a))
      expect(school.ranking).toEqual(school.rankings[0])
      expect(school.rating).toBe(school.rankings[0]!.rating)
      for (const r of school.rankings) {
        expect(r.rating).toBeGreaterThanOrEqual(0)
        expect(r.rating).toBeLessThanOrEqual(10)
        expect(r.rank).toBeGreaterThanOrEqual(1)
        expect(r.rank).toBeLessThanOrEqual(r.outOf)
      }
      expect(new Set(school.eqao.map((e) => e.grade)).size).toBeGreaterThan(0)
      expect(school.eqao.every((e) => [3, 6].includes(e.grade) && e.subject !== 'osslt')).toBe(true)
      expect(school.eqao.every((e) => e.percent >= 0 && e.percent <= 100)).toBe(true)
      const distances = school.nearbyListings.map((l) => l.distanceM)
      expect(distances).toEqual([...distances].sort((a, b) => a - b))
      for (const l of school.nearbyListings) {
        // on the market: a conditional or failed deal is no home to offer
        expect(l.status).toBe('A')
        expect(AVAILABLE_LSC_CODES).toContain(l.lsc)
        expect(l.distanceM).toBeLessThanOrEqual(1500)
        expect(Math.abs(distanceM(l, school) - l.distanceM)).toBeLessThan(2)
      }
      expect(school.nearbyRadiusM).toBe(1500)
    })

    it('gives secondary schools grade 9 math and the OSSLT, and Vancouver schools no EQAO', async () => {
      const secondary = (
        await all({ city: 'toronto', category: 'public', level: 'secondary', language: 'english' })
      )[0]!
      const s = (await detail(secondary.schoolNumber)).body.data
      expect(s.eqao.length).toBeGreaterThan(0)
      expect(new Set(s.eqao.map((e) => `${e.grade}:${e.subject}`))).toEqual(new Set(['9:math', '10:osslt']))
      for (const v of await all({ city: 'vancouver' })) {
        const d = (await detail(v.schoolNumber)).body.data
        expect(d.eqao).toEqual([])
      }
    })

    it('answers 404 for an unknown school and 400 for a malformed number, in the caller’s language', async () => {
      const en = await detail('ON-NONE-999')
      expect(en.status).toBe(404)
      expect(en.body.msg).toBe('School not found')
      const zh = await detail('ON-NONE-999', { language: 'zh-Hans-CN' })
      expect(zh.body.msg).toBe('未找到该学校')
      const bad = await detail('bad%20number!')
      expect(bad.status).toBe(400)
    })
  })

  describe('universities', () => {
    it('lists the campuses of both cities with their lease listings nearby', async () => {
      const { status, body } = await get<University[]>('/house/api/university/v1')
      expect(status).toBe(200)
      const cities = new Set(body.data.map((u) => u.city))
      expect(cities).toEqual(new Set(['toronto', 'vancouver']))
      const st = body.data.find((u) => u.name === 'University of Toronto - St. George')!
      expect(st).toMatchObject({ id: 'university-of-toronto-st-george', nameZh: '多伦多大学圣乔治校区', radiusM: 2000 })
      expect(st.leaseCount).toBeGreaterThan(0)
    })

    it('lists the main campuses round the two cities too, each with its Chinese name', async () => {
      const { body } = await get<University[]>('/house/api/university/v1')
      const byName = new Map(body.data.map((u) => [u.name, u]))
      for (const [name, city, zh] of [
        ['University of British Columbia - Point Grey', 'vancouver', '英属哥伦比亚大学温哥华校区'],
        ['Simon Fraser University - Burnaby', 'vancouver', '西蒙菲莎大学本拿比校区'],
        ['BCIT - Burnaby', 'vancouver', '英属哥伦比亚理工学院本拿比校区'],
        ['University of Toronto Mississauga', 'toronto', '多伦多大学密西沙加校区'],
        ['York University - Markham', 'toronto', '约克大学万锦校区'],
      ] as const) {
        expect(byName.get(name), name).toMatchObject({ city, nameZh: zh })
      }
      expect(body.data.every((u) => u.nameZh !== null)).toBe(true)
    })

    it('gives a campus its lease listings first, then sale, nearest first within each, across pages', async () => {
      const list = (await get<University[]>('/house/api/university/v1')).body.data
      const st = list.find((u) => u.id === 'university-of-toronto-st-george')!
      const items: UniversityDetail['items'] = []
      let cursor: string | null = null
      let saleCount = 0
      do {
        const { status, body }: { status: number; body: Envelope<UniversityDetail> } = await get<UniversityDetail>(
          `/house/api/university/v1/${st.id}`,
          {
            limit: 9,
            ...(cursor ? { cursor } : ({} as Record<string, string>)),
          },
        )
        expect(status).toBe(200)
        items.push(...body.data.items)
        cursor = body.data.nextCursor
        saleCount = body.data.saleCount
        expect(body.data.leaseCount).toBe(st.leaseCount)
      } while (cursor)
      expect(new Set(items.map((i) => i.mlNum)).size).toBe(items.length)
      const firstSale = items.findIndex((i) => i.sr === 'Sale')
      expect(firstSale).toBe(st.leaseCount)
      expect(items.length).toBe(st.leaseCount + saleCount)
      expect(items.slice(firstSale).every((i) => i.sr === 'Sale')).toBe(true)
      for (const group of [items.slice(0, firstSale), items.slice(firstSale)]) {
        const d = group.map((i) => i.distanceM)
        expect(d).toEqual([...d].sort((a, b) => a - b))
      }
      expect(items.every((i) => i.status === 'A' && i.distanceM <= 2000)).toBe(true)
      expect(items.filter((i) => !(AVAILABLE_LSC_CODES as readonly string[]).includes(i.lsc))).toEqual([])
    })

    it('answers 404 for an unknown campus and 400 for a cursor of another campus', async () => {
      const zh = await get('/house/api/university/v1/no-such-campus', {}, { language: 'zh-Hans-CN' })
      expect(zh.status).toBe(404)
      expect(zh.body.msg).toBe('未找到该大学校区')
      const first = await get<UniversityDetail>('/house/api/university/v1/university-of-toronto-st-george', {
        limit: 2,
      })
      const cursor = first.body.data.nextCursor!
      const other = await get('/house/api/university/v1/toronto-metropolitan-university', { cursor })
      expect(other.status).toBe(400)
      expect(other.body.msg).toBe('The value of cursor belongs to another campus. Start again from the first page.')
      expect((await get('/house/api/university/v1/Bad_Id')).status).toBe(400)
      expect((await get('/house/api/university/v1/langara-college', { limit: 0 })).status).toBe(400)
    })
  })
})

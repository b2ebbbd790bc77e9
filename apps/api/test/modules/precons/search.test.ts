import type { PreconsSummary } from '@maplenest/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateDemoPrecons } from '../../../src/seed/precons/index.ts'
import type { TestApp } from '../../helpers/test-app.ts'
import { createPreconsTestApp, search, walk } from './precons-fixtures.ts'

describe('pre-construction search', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createPreconsTestApp()
  })
  afterAll(() => t.close())

  it('walks every project once, page by page, with a steady total', async () => {
    const small = await walk(t, { limit: 5 })
    const ids = small.map((p) => p.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBe(12)
    const { body } = await search(t, { limit: 5 })
    expect(body.data.total).toBe(12)
    expect(body.data.items).toHaveLength(5)
    expect((await walk(t, { limit: 50 })).map((p) => p.id)).toEqual(ids)
  })

  it('puts forced then top recommendations first, by default', async () => {
    const items = await walk(t, {})
    const types = items.map((p) => p.recommend)
    expect(types).toEqual([...types].sort((a, b) => b - a))
  })

  it.each([
    ['city', { city: 'vancouver' }, (p: PreconsSummary) => p.city === 'vancouver'],
    ['type', { type: 'condo' }, (p: PreconsSummary) => p.type === 'condo'],
    ['status For Sale', { status: 'forSale' }, (p: PreconsSummary) => p.status === 'forSale'],
    ['status Sold Out', { status: 'soldOut' }, (p: PreconsSummary) => p.status === 'soldOut'],
    [
      'price range',
      { priceMin: 700_000, priceMax: 1_200_000 },
      (p: PreconsSummary) => p.maxPrice >= 700_000 && p.minPrice <= 1_200_000,
    ],
  ] as const)('narrows by %s, leaving out nothing that qualifies', async (_name, query, holds) => {
    const everything = await walk(t, {})
    const narrowed = await walk(t, query)
    expect(narrowed.length).toBeGreaterThan(0)
    expect(narrowed.length).toBeLessThan(everything.length)
    expect(narrowed.every(holds)).toBe(true)
    expect(narrowed.length).toBe(everything.filter(holds).length)
  })

  it('narrows by occupancy year', async () => {
    const everything = await walk(t, {})
    const year = everything[0]!.occupancyYear
    const narrowed = await walk(t, { occupancyYear: year })
    expect(narrowed.length).toBe(everything.filter((p) => p.occupancyYear === year).length)
    expect(narrowed.every((p) => p.occupancyYear === year)).toBe(true)
  })

  it('finds projects by name words and by builder name', async () => {
    const everything = await walk(t, {})
    const target = everything[3]!
    const byName = await walk(t, { q: target.name.toLowerCase() })
    expect(byName.map((p) => p.id)).toContain(target.id)
    expect(byName.every((p) => p.name.toLowerCase().includes(target.name.split(' ')[0]!.toLowerCase()))).toBe(true)
    const builder = target.builders[0]!
    const byBuilder = await walk(t, { q: builder.name })
    expect(byBuilder.map((p) => p.id)).toContain(target.id)
    expect((await walk(t, { q: 'zzqqxx' })).length).toBe(0)
  })

  it.each([
    ['priceAsc', (a: PreconsSummary, b: PreconsSummary) => a.minPrice <= b.minPrice],
    ['priceDesc', (a: PreconsSummary, b: PreconsSummary) => a.minPrice >= b.minPrice],
    [
      'occupancy',
      (a: PreconsSummary, b: PreconsSummary) =>
        a.occupancyYear * 10 + a.occupancyQuarter <= b.occupancyYear * 10 + b.occupancyQuarter,
    ],
  ] as const)('sorts by %s across pages', async (sort, inOrder) => {
    const items = await walk(t, { sort, limit: 4 })
    expect(items).toHaveLength(12)
    for (let i = 1; i < items.length; i++) expect(inOrder(items[i - 1]!, items[i]!)).toBe(true)
  })

  it('gives list items with builders, prices, bedroom span and a drawn photo, labelled as demo data', async () => {
    const [item] = (await search(t, { limit: 1 })).body.data.items
    expect(item!.builders.length).toBeGreaterThan(0)
    expect(item!.minPrice).toBeLessThanOrEqual(item!.maxPrice)
    expect(item!.bedsMin).not.toBeNull()
    expect(item!.demo).toBe(true)
    const photo = await t.app.inject({ url: item!.photo })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toContain('image/svg+xml')
    expect(photo.body).toContain('Illustration · 示意图')
  })

  it.each([
    [{ status: 'sold' }, 'status'],
    [{ type: 'castle' }, 'type'],
    [{ city: 'montreal' }, 'city'],
    [{ priceMin: 900_000, priceMax: 500_000 }, 'priceMax'],
    [{ occupancyYear: 1999 }, 'occupancyYear'],
    [{ sort: 'random' }, 'sort'],
    [{ colour: 'red' }, 'colour'],
  ])('answers 400 naming the field for %o', async (query, field) => {
    const { status, body } = await search(t, query)
    expect(status).toBe(400)
    expect(body.code).toBe(400)
    expect(JSON.stringify(body)).toContain(field)
  })

  it('says an inverted price range in the caller’s language', async () => {
    const en = await search(t, { priceMin: 900_000, priceMax: 500_000 })
    expect(en.body.msg).toContain('The minimum is above the maximum')
    const zh = await search(t, { priceMin: 900_000, priceMax: 500_000 }, { language: 'zh-Hans-CN' })
    expect(zh.body.msg).toContain('下限高于上限')
  })

  it('refuses a cursor from another search or a forged one', async () => {
    const first = await search(t, { limit: 2 })
    const cursor = first.body.data.nextCursor!
    const other = await search(t, { limit: 2, city: 'toronto', cursor })
    expect(other.status).toBe(400)
    expect(other.body.msg).toContain('cursor')
    const forged = Buffer.from(JSON.stringify({ o: -5, h: 'x' })).toString('base64url')
    expect((await search(t, { limit: 2, cursor: forged })).status).toBe(400)
    expect((await search(t, { limit: 2, cursor: 'not base64 at all!' })).status).toBe(400)
  })
})

describe('demo pre-construction data', () => {
  const anchor = new Date('2026-11-22T12:00:00Z')
  const data = generateDemoPrecons({ size: 'default', anchor })

  it('is the same for the same anchor', () => {
    expect(generateDemoPrecons({ size: 'default', anchor })).toEqual(data)
  })

  it('holds about 80 projects in Toronto and Vancouver at 2025–26 price levels', () => {
    expect(data.projects).toHaveLength(80)
    for (const p of data.projects.filter((x) => x.type === 'condo')) {
      const [lo, hi] = p.city === 'toronto' ? [900, 1750] : [1100, 1950]
      expect(p.pricePerSqft).toBeGreaterThanOrEqual(lo)
      expect(p.pricePerSqft).toBeLessThanOrEqual(hi)
    }
    expect(data.projects.every((p) => p.occupancyYear >= 2026 && p.occupancyYear <= 2031)).toBe(true)
    expect(data.projects.every((p) => p.launchDate.getTime() <= anchor.getTime())).toBe(true)
    expect(data.projects.some((p) => p.status === 'soldOut')).toBe(true)
  })

  it('has layouts of every bedroom count from studio to 7', () => {
    expect(new Set(data.layouts.map((l) => l.beds))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7]))
  })

  it('marks a project Sold Out exactly when none of its layouts is offered', () => {
    for (const p of data.projects) {
      const layouts = data.layouts.filter((l) => l.projectId === p.id)
      expect(p.status).toBe(layouts.some((l) => l.available) ? 'forSale' : 'soldOut')
    }
  })
})

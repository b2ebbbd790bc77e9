import type { BuilderDetail, LayoutDetail, PreconsDetail } from '@maplenest/core'
import { eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings } from '../../../src/db/schema.ts'
import type { TestApp } from '../../helpers/test-app.ts'
import { createPreconsTestApp, walk } from './precons-fixtures.ts'

const get = async <T>(t: TestApp, url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers })
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: T } }
}

describe('pre-construction detail, layouts and builders', () => {
  let t: TestApp
  let detail: PreconsDetail
  beforeAll(async () => {
    t = await createPreconsTestApp()
    const [first] = await walk(t, { type: 'condo', status: 'forSale', limit: 1 })
    detail = (await get<PreconsDetail>(t, `/house/api/precons/v1/${first!.id}`)).body.data
  })
  afterAll(() => t.close())

  it('gives the project with builders, prices, deposits, facilities and its five tabs’ data', () => {
    expect(detail.builders.length).toBeGreaterThan(0)
    expect(detail.totalUnits).toBeGreaterThan(0)
    expect(detail.stories).toBeGreaterThan(0)
    expect(detail.deposits.length).toBeGreaterThan(0)
    expect(detail.summary.length).toBeGreaterThan(20)
    expect(detail.facilities.length).toBeGreaterThan(0)
    expect([0, 1, 2]).toContain(detail.recommend)
    expect(typeof detail.assignment.allowed).toBe('boolean')
    expect(detail.photos.length).toBeGreaterThanOrEqual(3)
    expect(detail.demo).toBe(true)
  })

  it('groups layouts by bedrooms, fewest first, and the price span is theirs', () => {
    const beds = detail.layoutGroups.map((g) => g.beds)
    expect(beds).toEqual([...beds].sort((a, b) => a - b))
    const all = detail.layoutGroups.flatMap((g) => g.layouts)
    for (const g of detail.layoutGroups) expect(g.layouts.every((l) => l.beds === g.beds)).toBe(true)
    expect(Math.min(...all.map((l) => l.price))).toBe(detail.minPrice)
    expect(Math.max(...all.map((l) => l.price))).toBe(detail.maxPrice)
    for (const l of all) expect(l.pricePerSqft).toBe(Math.round(l.price / l.sqft))
    expect(all.some((l) => l.available)).toBe(true)
  })

  it('lists a layout with its project and the listings of that layout, each of the same bedrooms', async () => {
    const [linked] = await t.database.db
      .select({ layoutId: listings.layoutId })
      .from(listings)
      .where(isNotNull(listings.layoutId))
      .limit(1)
    expect(linked).toBeDefined()
    const { status, body } = await get<LayoutDetail>(t, `/house/api/precons/v1/layout/${linked!.layoutId}`)
    expect(status).toBe(200)
    expect(body.data.listings.length).toBeGreaterThan(0)
    for (const l of body.data.listings) expect(l.beds).toBe(body.data.beds)
    expect(body.data.project.id).toBe(body.data.projectId)
    const rows = await t.database.db.select().from(listings).where(eq(listings.layoutId, linked!.layoutId!))
    expect(rows.every((r) => r.preconsId === body.data.projectId)).toBe(true)
    const plan = await t.app.inject({ url: body.data.plan })
    expect(plan.statusCode).toBe(200)
    expect(plan.headers['content-type']).toContain('image/svg+xml')
  })

  it('lists a builder with its projects', async () => {
    const builder = detail.builders[0]!
    const { status, body } = await get<BuilderDetail>(t, `/house/api/precons/v1/builder/${builder.id}`)
    expect(status).toBe(200)
    expect(body.data.name).toBe(builder.name)
    expect(body.data.projects.map((p) => p.id)).toContain(detail.id)
    for (const p of body.data.projects) expect(p.builders.map((b) => b.id)).toContain(builder.id)
  })

  it.each([
    ['/house/api/precons/v1/no-such-project', 'Pre-construction project not found', '未找到该楼花项目'],
    ['/house/api/precons/v1/layout/no-such-layout', 'Floor plan not found', '未找到该户型'],
    ['/house/api/precons/v1/builder/no-such-builder', 'Builder not found', '未找到该开发商'],
  ])('answers 404 with a localised message for %s', async (url, en, zh) => {
    const a = await get(t, url)
    expect(a.status).toBe(404)
    expect(a.body).toMatchObject({ code: 404, msg: en, data: null })
    const b = await get(t, url, { language: 'zh-Hans-CN' })
    expect(b.body.msg).toBe(zh)
  })

  it.each([
    '/house/api/precons/v1/Bad_ID!',
    '/house/api/precons/v1/layout/%3Cscript%3E',
    '/house/api/precons/v1/builder/UPPER',
  ])('answers 400 naming the id for %s', async (url) => {
    const { status, body } = await get(t, url)
    expect(status).toBe(400)
    expect(body.msg).toContain('id')
  })

  it('describes its routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json()
    for (const path of [
      '/house/api/precons/v1/search',
      '/house/api/precons/v1/{id}',
      '/house/api/precons/v1/layout/{id}',
      '/house/api/precons/v1/builder/{id}',
    ]) {
      const op = doc.paths[path]?.get
      expect(op, path).toBeDefined()
      expect(op.tags).toEqual(['precons'])
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400']))
    }
    expect(doc.paths['/house/api/precons/v1/search'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([
        'city',
        'type',
        'status',
        'priceMin',
        'priceMax',
        'occupancyYear',
        'q',
        'sort',
        'cursor',
      ]),
    )
  })

  it('draws only the renderings a project has', async () => {
    expect((await t.app.inject({ url: detail.photos.at(-1)! })).statusCode).toBe(200)
    const beyond = detail.photos.at(-1)!.replace(/\d+\.svg$/, `${detail.photos.length + 1}.svg`)
    expect((await t.app.inject({ url: beyond })).statusCode).toBe(404)
  })
})

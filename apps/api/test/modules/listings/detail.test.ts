import { AVAILABLE_LSC_CODES, type ListingDetail, type ListingSuggestion } from '@maplenest/core'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings } from '../../../src/db/schema.ts'
import { DEMO_PASSWORD, seedDemoAccounts } from '../../../src/seed/demo-accounts.ts'
import { seedDemoVowAcceptance } from '../../../src/seed/index.ts'
import { bearer, passwordLogin } from '../../helpers/accounts.ts'
import type { TestApp } from '../../helpers/test-app.ts'
import { type Callers, createListingsTestApp, HARBOUR, metresBetween } from './listing-fixtures.ts'

describe('listing detail and suggestions', () => {
  let t: TestApp
  let callers: Callers
  let soldMlNum: string
  beforeAll(async () => {
    ;({ t, callers } = await createListingsTestApp())
    const [sold] = await t.database.db
      .select({ mlNum: listings.mlNum })
      .from(listings)
      .where(and(eq(listings.status, 'U'), eq(listings.lsc, 'sld')))
      .limit(1)
    soldMlNum = sold!.mlNum
  })
  afterAll(() => t.close())

  const detail = async (mlNum: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/house/api/listing/v1/${mlNum}`, headers })
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: ListingDetail } }
  }

  it('gives a listing with its rooms, photos, nearby schools and similar listings', async () => {
    const { status, body } = await detail(HARBOUR.mlNum)
    expect(status).toBe(200)
    const d = body.data
    expect(d).toMatchObject({ mlNum: HARBOUR.mlNum, address: HARBOUR.address, price: HARBOUR.price, beds: 2 })
    expect(d.media[0]).toEqual({ url: '/house/api/media/v1/C9988001/1.svg', caption: null, order: 1 })
    expect(d.schools.length).toBeGreaterThan(0)
    expect(d.schools.length).toBeLessThanOrEqual(6)
    const distances = d.schools.map((s) => s.distanceM)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(distances.every((m) => m <= 2000)).toBe(true)
    expect(d.similar.length).toBeGreaterThan(0)
    for (const s of d.similar) {
      expect(s).toMatchObject({ city: 'toronto', sr: 'Sale', roomType: 'condo', status: 'A' })
      expect(AVAILABLE_LSC_CODES).toContain(s.lsc)
      expect(s.mlNum).not.toBe(HARBOUR.mlNum)
      expect(s.price).toBeGreaterThanOrEqual(HARBOUR.price * 0.85)
      expect(s.price).toBeLessThanOrEqual(HARBOUR.price * 1.15)
    }
    const gaps = d.similar.map((s) => metresBetween(s, d))
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b))
  })

  it('has rooms for demo listings', async () => {
    const { body } = await detail(soldMlNum, callers.accepted)
    expect(body.data.rooms.length).toBeGreaterThan(0)
    expect(body.data.rooms[0]).toEqual({
      type: expect.any(String),
      level: expect.any(String),
      dimensions: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
      areaSqft: expect.toSatisfy((v: unknown) => v === null || typeof v === 'number'),
      features: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
    })
  })

  it('withholds the close price and history of a sold listing from visitors', async () => {
    for (const headers of [callers.anonymous, callers.visitor]) {
      const { body } = await detail(soldMlNum, headers)
      expect(body.data).toMatchObject({ closePrice: null, closeDate: null, dom: null, history: null, restricted: true })
      expect(body.data.vow).toEqual({ granted: false, need: 'signIn' })
    }
    const { body } = await detail(soldMlNum, callers.registered)
    expect(body.data).toMatchObject({ closePrice: null, history: null, restricted: true })
    expect(body.data.vow).toEqual({ granted: false, need: 'acceptTerms' })
  })

  it('shows the close price and history to a user who accepted the VOW terms', async () => {
    const { body } = await detail(soldMlNum, callers.accepted)
    expect(body.data.restricted).toBe(false)
    expect(body.data.closePrice).toBeGreaterThan(0)
    expect(body.data.closeDate).not.toBeNull()
    expect(body.data.dom).not.toBeNull()
    expect(body.data.history?.length).toBeGreaterThan(0)
    expect(body.data.history?.map((h) => h.event)).toContain('sold')
    expect(body.data.vow).toEqual({ granted: true, need: null })
  })

  it('shows them to the demo buyer, who accepted the terms when the demo data was seeded', async () => {
    await seedDemoAccounts(t.app)
    await seedDemoVowAcceptance(t.app, t.clock.now)
    const login = await passwordLogin(t, 'buyer@demo.maplenest.ca', DEMO_PASSWORD)
    const { body } = await detail(soldMlNum, bearer(login.json().data.access_token))
    expect(body.data.vow).toEqual({ granted: true, need: null })
    expect(body.data.closePrice).toBeGreaterThan(0)
    expect(body.data.history?.length).toBeGreaterThan(0)
  })

  it('answers 404 in the caller’s language for an unknown number, 400 for a malformed one', async () => {
    const en = await detail('C0000000')
    expect(en.status).toBe(404)
    expect(en.body).toEqual({ code: 404, msg: 'Listing not found', data: null })
    const zh = await detail('C0000000', { language: 'zh-Hans-CN' })
    expect(zh.body.msg).toBe('未找到该房源')
    const bad = await t.app.inject({ url: '/house/api/listing/v1/C1%27%3B--' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().data.fields[0].field).toBe('params.mlNum')
  })

  describe('suggestions', () => {
    const suggest = async (q: string, city?: string) => {
      const res = await t.app.inject({
        url: `/house/api/listing/v1/suggest?q=${encodeURIComponent(q)}${city ? `&city=${city}` : ''}`,
      })
      expect(res.statusCode).toBe(200)
      return res.json().data as ListingSuggestion[]
    }

    it('suggests a listing by the start of its MLS number', async () => {
      const items = await suggest('C99880')
      expect(items[0]).toEqual({
        kind: 'listing',
        label: 'C9988001 · 1205 - 88 Harbour St',
        mlNum: 'C9988001',
        city: 'toronto',
        within: 'Toronto',
        query: { city: 'toronto', q: 'C9988001' },
      })
    })

    it('suggests streets and neighbourhoods despite a typo, at most eight', async () => {
      const items = await suggest('harbor')
      expect(items).toContainEqual({
        kind: 'street',
        label: 'Harbour St',
        mlNum: null,
        city: 'toronto',
        within: 'Toronto',
        query: { city: 'toronto', q: 'Harbour St' },
      })
      expect(items.length).toBeLessThanOrEqual(8)
      const hoods = await suggest('waterfront comunities')
      expect(hoods).toContainEqual({
        kind: 'neighbourhood',
        label: 'Waterfront Communities-The Island',
        mlNum: null,
        city: 'toronto',
        within: 'Toronto',
        query: { city: 'toronto', neighbourhood: 'Waterfront Communities-The Island' },
      })
    })

    it('keeps to the city asked for', async () => {
      const items = await suggest('harbour', 'vancouver')
      expect(items.every((i) => i.city === 'vancouver')).toBe(true)
    })

    it('answers 400 without text', async () => {
      const res = await t.app.inject({ url: '/house/api/listing/v1/suggest?q=' })
      expect(res.statusCode).toBe(400)
    })
  })
})

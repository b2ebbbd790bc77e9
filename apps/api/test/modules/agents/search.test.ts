import type { AgentSummary, DirectListing } from '@maplenest/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../helpers/test-app.ts'
import { createAgentsTestApp, getJson } from './agent-fixtures.ts'

describe('agent search and detail', () => {
  let t: TestApp
  let seeded: Record<string, number>
  beforeAll(async () => {
    ;({ t, seeded } = await createAgentsTestApp())
  })
  afterAll(() => t.close())

  const walk = async (query: Record<string, string | number>) => {
    const items: AgentSummary[] = []
    const totals: number[] = []
    let cursor: string | null = null
    do {
      const qs = new URLSearchParams({ ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })
      if (cursor) qs.set('cursor', cursor)
      const { status, body } = await getJson(t, `/house/api/agent/v1/search?${qs}`)
      expect(status).toBe(200)
      items.push(...body.data.items)
      totals.push(body.data.total)
      cursor = body.data.nextCursor
    } while (cursor)
    return { items, totals }
  }

  it('seeds the tiny demo set: 12 agents plus the demo agent, 10 direct listings', () => {
    expect(seeded).toMatchObject({ agentProfiles: 13, directListings: 10 })
  })

  it('walks every agent once, most transactions first, with a steady total', async () => {
    const { items, totals } = await walk({ limit: 4 })
    expect(items).toHaveLength(13)
    expect(new Set(items.map((i) => i.id)).size).toBe(13)
    expect(new Set(totals)).toEqual(new Set([13]))
    const counts = items.map((i) => i.transactionsCount)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(counts[0]).toBeGreaterThan(counts[counts.length - 1] as number)
  })

  it('sorts by rating, best first', async () => {
    const { items } = await walk({ sort: 'rating', limit: 5 })
    const ratings = items.map((i) => i.rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    expect(items).toHaveLength(13)
  })

  it('filters by service city and language, both combined', async () => {
    const vancouver = (await walk({ city: 'vancouver' })).items
    expect(vancouver.length).toBeGreaterThan(0)
    expect(vancouver.every((a) => a.serviceCities.includes('vancouver'))).toBe(true)
    const cantonese = (await walk({ language: 'cantonese' })).items
    expect(cantonese.length).toBeGreaterThan(0)
    expect(cantonese.every((a) => a.languages.includes('cantonese'))).toBe(true)
    const both = (await walk({ city: 'toronto', language: 'mandarin' })).items
    expect(both.every((a) => a.serviceCities.includes('toronto') && a.languages.includes('mandarin'))).toBe(true)
    const all = (await walk({})).items
    expect(both.length).toBe(
      all.filter((a) => a.serviceCities.includes('toronto') && a.languages.includes('mandarin')).length,
    )
  })

  it('finds agents by name or company text', async () => {
    const { items } = await walk({ q: 'olivia' })
    expect(items.map((i) => i.name)).toEqual(['Olivia Chen 陈思雨'])
    const empty = await getJson(t, '/house/api/agent/v1/search?q=nobody-like-this')
    expect(empty.body.data).toEqual({ items: [], nextCursor: null, total: 0 })
  })

  it.each([
    ['sort', 'sort=price', 'querystring.sort'],
    ['language', 'language=klingon', 'querystring.language'],
    ['city', 'city=montreal', 'querystring.city'],
    ['limit', 'limit=500', 'querystring.limit'],
    ['unknown field', 'colour=red', 'querystring.colour'],
    ['name query', `q=${'o'.repeat(101)}`, 'querystring.q'],
  ])('answers 400 naming the field for a bad %s', async (_name, qs, field) => {
    const { status, body } = await getJson(t, `/house/api/agent/v1/search?${qs}`)
    expect(status).toBe(400)
    expect(body.data.fields[0].field).toBe(field)
  })

  it('refuses a cursor of another query or a forged one, in the caller’s language', async () => {
    const first = await getJson(t, '/house/api/agent/v1/search?limit=2')
    const cursor = first.body.data.nextCursor as string
    const other = await getJson(t, `/house/api/agent/v1/search?limit=2&sort=rating&cursor=${cursor}`)
    expect(other.status).toBe(400)
    expect(other.body.msg).toBe('The value of cursor belongs to another search. Start again from the first page.')
    const forged = Buffer.from(JSON.stringify({ v: "1'; drop", i: 'x', h: 'y' })).toString('base64url')
    const zh = await getJson(t, `/house/api/agent/v1/search?cursor=${forged}`, undefined, 'zh-Hans-CN')
    expect(zh.status).toBe(400)
    expect(zh.body.msg).toBe('cursor 属于另一次搜索，请从第一页重新开始')
  })

  it('answers every field of one agent, with avatar, logo and certificates that load', async () => {
    const { items } = await walk({ q: 'olivia' })
    const { status, body } = await getJson(t, `/house/api/agent/v1/${items[0]?.id}`)
    expect(status).toBe(200)
    const a = body.data
    expect(a).toMatchObject({
      name: 'Olivia Chen 陈思雨',
      wechatId: 'olivia_chen_maple',
      phone: '+14165550102',
      email: 'agent@demo.maplenest.ca',
      companyName: 'Maple & King Realty Inc., Brokerage',
      languages: ['english', 'mandarin', 'cantonese'],
      serviceCities: ['toronto'],
      rating: 4.9,
      transactionsCount: 186,
      divisionNameEn: 'Downtown Toronto',
    })
    for (const key of Object.keys(a)) {
      if (typeof a[key] === 'string') expect(a[key], key).not.toBe('')
    }
    expect(a.certificates.length).toBe(3)
    const avatar = await t.app.inject({ url: a.avatar })
    expect(avatar.statusCode).toBe(200)
    expect(avatar.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(avatar.body).toContain('<svg')
    const logo = await t.app.inject({ url: a.logo })
    expect(logo.statusCode).toBe(200)
    expect(logo.body).toContain('Maple &#38; King Realty')
  })

  it('answers 404 in the caller’s language for an unknown agent', async () => {
    const en = await getJson(t, '/house/api/agent/v1/00000000-0000-4000-8000-000000000000')
    expect(en).toMatchObject({ status: 404, body: { code: 404, msg: 'Agent not found' } })
    const zh = await getJson(t, '/house/api/agent/v1/not-an-id', undefined, 'zh-Hans-CN')
    expect(zh).toMatchObject({ status: 404, body: { msg: '未找到该经纪人' } })
    expect((await t.app.inject({ url: '/house/api/agent/v1/not-an-id/avatar' })).statusCode).toBe(404)
  })

  it('lists owner-direct listings newest first, by city and sale or lease, with photos that load', async () => {
    const items: DirectListing[] = []
    let cursor: string | null = null
    do {
      const { status, body } = await getJson(
        t,
        `/house/api/direct/v1/search?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      )
      expect(status).toBe(200)
      expect(body.data.total).toBe(10)
      items.push(...body.data.items)
      cursor = body.data.nextCursor
    } while (cursor)
    expect(items).toHaveLength(10)
    // Every demo listing lies in a neighbourhood of the register of places, so each has its Chinese name.
    for (const item of items) expect(item.neighbourhoodZh, item.neighbourhood).toMatch(/\p{Script=Han}/u)
    const times = items.map((i) => Date.parse(i.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const leases = (await getJson(t, '/house/api/direct/v1/search?sr=Lease&limit=50')).body.data
    expect(leases.total).toBe(items.filter((i) => i.sr === 'Lease').length)
    expect(leases.items.every((i: DirectListing) => i.sr === 'Lease')).toBe(true)
    const vancouver = (await getJson(t, '/house/api/direct/v1/search?city=vancouver&limit=50')).body.data
    expect(vancouver.items.every((i: DirectListing) => i.city === 'vancouver')).toBe(true)
    expect(vancouver.total).toBe(items.filter((i) => i.city === 'vancouver').length)
    const photo = await t.app.inject({ url: items[0]?.photos[0] as string })
    expect(photo.statusCode).toBe(200)
    expect(photo.body).toContain('<svg')
    const missing = await t.app.inject({ url: `/house/api/direct/v1/${items[0]?.id}/photos/9.svg` })
    expect(missing.statusCode).toBe(404)
    const bad = await getJson(t, '/house/api/direct/v1/search?sr=Rent')
    expect(bad.status).toBe(400)
    expect(bad.body.data.fields[0].field).toBe('querystring.sr')
  })
})

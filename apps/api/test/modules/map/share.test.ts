import { MAP_SHARE_LIMIT } from '@maplenest/core'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mapShares } from '../../../src/db/schema.ts'
import type { TestApp } from '../../helpers/test-app.ts'
import type { Callers } from '../listings/listing-fixtures.ts'
import { allRows, createMapTestApp, openShare, type Row, share, ZH } from './map-fixtures.ts'

describe('map selection sharing', () => {
  let t: TestApp
  let callers: Callers
  let rows: Row[]
  beforeAll(async () => {
    ;({ t, callers } = await createMapTestApp())
    rows = await allRows(t)
  })
  afterAll(() => t.close())

  const saved = async () => Number((await t.database.db.select({ n: count() }).from(mapShares))[0]!.n)
  const available = () => rows.filter((r) => r.status === 'A').map((r) => r.mlNum)
  const sold = () => rows.filter((r) => r.status === 'U' && r.lsc === 'sld').map((r) => r.mlNum)

  it(`saves ${MAP_SHARE_LIMIT} listings and anyone opens them in the order chosen`, async () => {
    const chosen = available()
      .slice(5, 5 + MAP_SHARE_LIMIT)
      .reverse()
    const before = await saved()
    const { status, body } = await share(
      t,
      { mlNums: chosen.map((m, i) => (i % 2 ? m.toLowerCase() : m)) },
      callers.registered,
    )
    expect(status).toBe(201)
    expect(body.code).toBe(201)
    expect(body.data.shareId).toMatch(/^[A-Za-z0-9_-]{12}$/)
    expect(await saved()).toBe(before + 1)
    for (const headers of [callers.anonymous, callers.visitor, callers.registered, callers.accepted]) {
      const opened = await openShare(t, body.data.shareId, headers)
      expect(opened.status).toBe(200)
      expect(opened.body.data.shareId).toBe(body.data.shareId)
      expect(opened.body.data.createdAt).toBe(t.clock.now.toISOString())
      expect(opened.body.data.items.map((i) => i.mlNum)).toEqual(chosen)
    }
  })

  it('gives each selection its own link', async () => {
    const a = await share(t, { mlNums: available().slice(0, 2) }, callers.accepted)
    const b = await share(t, { mlNums: available().slice(0, 2) }, callers.accepted)
    expect(a.status).toBe(201)
    expect(b.body.data.shareId).not.toBe(a.body.data.shareId)
  })

  it(`refuses ${MAP_SHARE_LIMIT + 1} listings with the limit message in both languages, saving nothing`, async () => {
    const before = await saved()
    const mlNums = available().slice(0, MAP_SHARE_LIMIT + 1)
    const en = await share(t, { mlNums }, callers.registered)
    expect(en.status).toBe(400)
    expect(en.body.msg).toBe('Share at most 20 listings at a time')
    const zh = await share(t, { mlNums }, { ...callers.registered, ...ZH })
    expect(zh.status).toBe(400)
    expect(zh.body.msg).toBe('超过 20 套上限：每次最多分享 20 套房源')
    expect(await saved()).toBe(before)
  })

  it('refuses unknown listings, naming them, saving nothing', async () => {
    const before = await saved()
    const { status, body } = await share(t, { mlNums: [available()[0], 'X0000001', 'X0000002'] }, callers.registered)
    expect(status).toBe(400)
    expect(body.msg).toBe('No listing has the number X0000001, X0000002 given in mlNums')
    expect((body.data as unknown as { unknown: string[] }).unknown).toEqual(['X0000001', 'X0000002'])
    const zh = await share(t, { mlNums: ['X0000001'] }, { ...callers.registered, ...ZH })
    expect(zh.body.msg).toBe('mlNums：没有编号为 X0000001 的房源')
    expect(await saved()).toBe(before)
  })

  it.each([
    ['no listing', { mlNums: [] }, 'Select at least one listing to share in mlNums'],
    ['the same listing twice', { mlNums: ['C1234567', 'c1234567'] }, 'Each listing in mlNums can be shared only once'],
    ['a number with spaces inside', { mlNums: ['C123 4567'] }, 'The value of mlNums.0 is not a listing number'],
    ['numbers that are not text', { mlNums: [1234567] }, 'The value of mlNums.0 has the wrong type'],
    ['no list', {}, 'Enter a value for mlNums'],
  ])('refuses %s, saving nothing', async (_name, payload, en) => {
    const before = await saved()
    const { status, body } = await share(t, payload, callers.registered)
    expect(status).toBe(400)
    expect(body.msg).toBe(en)
    const zh = await share(t, payload, { ...callers.registered, ...ZH })
    expect(zh.status).toBe(400)
    expect(zh.body.msg).not.toBe(en)
    expect(await saved()).toBe(before)
  })

  it('asks visitors to sign in (403, never 401), whatever they send', async () => {
    const before = await saved()
    for (const headers of [callers.anonymous, callers.visitor]) {
      for (const payload of [{ mlNums: available().slice(0, 3) }, { mlNums: available().slice(0, 30) }, {}]) {
        const { status, body } = await share(t, payload, headers)
        expect(status).toBe(403)
        expect(body).toMatchObject({ code: 403, msg: 'Sign in to share listings' })
      }
      const zh = await share(t, { mlNums: available().slice(0, 3) }, { ...headers, ...ZH })
      expect(zh.body.msg).toBe('请登录后再分享房源')
    }
    expect(await saved()).toBe(before)
  })

  it('shows shared sold listings under the viewer’s own VOW rule', async () => {
    const chosen = sold().slice(0, 4)
    expect(chosen).toHaveLength(4)
    const { body } = await share(t, { mlNums: chosen }, callers.accepted)
    for (const headers of [callers.anonymous, callers.visitor, callers.registered]) {
      const opened = await openShare(t, body.data.shareId, headers)
      expect(opened.body.data.vow.granted).toBe(false)
      expect(opened.body.data.items.map((i) => i.mlNum)).toEqual(chosen)
      for (const i of opened.body.data.items) {
        expect(i).toMatchObject({ status: 'U', closePrice: null, closeDate: null, dom: null, restricted: true })
      }
    }
    const opened = await openShare(t, body.data.shareId, callers.accepted)
    for (const i of opened.body.data.items) {
      expect(i.closePrice).toBeGreaterThan(0)
      expect(i.restricted).toBe(false)
    }
  })

  it('answers 404 for a link that was never made and 400 for one that cannot be', async () => {
    const missing = await openShare(t, 'AAAAAAAAAAAA')
    expect(missing.status).toBe(404)
    expect(missing.body.msg).toBe('This shared selection does not exist')
    expect((await openShare(t, 'AAAAAAAAAAAA', ZH)).body.msg).toBe('该分享不存在')
    const bad = await openShare(t, 'not-a-share!')
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toBe('The value of shareId is not a share link')
  })
})

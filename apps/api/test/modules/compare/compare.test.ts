import type { CompareBasket, CompareMerged, CompareTable } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, passwordLogin, registerAccount, visitorLogin } from '../../helpers/accounts.ts'
import { seedListings, TEST_ANCHOR } from '../../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

const BASE = '/house/api/compare/v1'

describe('the compare basket', () => {
  let t: TestApp
  let alice: Record<string, string>
  let bob: Record<string, string>
  let forSale: string[]
  let forLease: string

  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
  const call = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) })
  const basket = async (headers: Record<string, string>) =>
    (await call('GET', BASE, headers)).json().data as CompareBasket

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_PER_MINUTE: '100000' })
    t.clock.now = TEST_ANCHOR
    await seedListings(t.database)
    await registerAccount(t, { email: 'alice@example.ca' })
    await registerAccount(t, { email: 'bob@example.ca' })
    alice = bearer((await passwordLogin(t, 'alice@example.ca', 'secret-pass')).json().data.access_token)
    bob = bearer((await passwordLogin(t, 'bob@example.ca', 'secret-pass')).json().data.access_token)
    forSale = (
      await rows(
        sql`select ml_num from listings where status = 'A' and sr = 'Sale' and city = 'toronto' and room_type = 'condo' order by ml_num limit 6`,
      )
    ).map((r) => String(r.ml_num))
    forLease = String(
      (await rows(sql`select ml_num from listings where status = 'A' and sr = 'Lease' order by ml_num limit 1`))[0]
        ?.ml_num,
    )
  }, 120_000)
  afterAll(() => t?.close())

  it('keeps homes in the order added, adding one twice changes nothing, and refuses a fifth in both languages', async () => {
    for (const [i, mlNum] of forSale.slice(0, 4).entries()) {
      t.clock.advance(1000)
      const res = await call('PUT', `${BASE}/${mlNum.toLowerCase()}`, alice)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().msg).toBe('Added to compare')
      expect(res.json().data.items).toEqual(forSale.slice(0, i + 1))
    }
    expect((await call('PUT', `${BASE}/${forSale[0]}`, alice)).json().data.items).toHaveLength(4)

    const fifth = await call('PUT', `${BASE}/${forSale[4]}`, alice)
    expect(fifth.statusCode).toBe(409)
    expect(fifth.json().msg).toBe('You can compare up to 4 homes. Remove one before adding another.')
    const fifthZh = await call('PUT', `${BASE}/${forSale[4]}`, { ...alice, language: 'zh-Hans-CN' })
    expect(fifthZh.json().msg).toBe('最多可对比 4 套房源。请先移除一套再添加。')
    expect((await basket(alice)).items).toEqual(forSale.slice(0, 4))
  })

  it('two taps at once never make a fifth', async () => {
    const removed = await call('DELETE', `${BASE}/${forSale[3]}`, alice)
    expect(removed.json().data.items).toEqual(forSale.slice(0, 3))
    const both = await Promise.all([
      call('PUT', `${BASE}/${forSale[4]}`, alice),
      call('PUT', `${BASE}/${forSale[5]}`, alice),
    ])
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect((await basket(alice)).items).toHaveLength(4)
  })

  it('refuses a number that is not a listing, or not an MLS number, and changes nothing', async () => {
    const before = await basket(bob)
    const unknown = await call('PUT', `${BASE}/Z9999999`, bob)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().msg).toBe('This home is no longer in our listings')
    const bad = await call('PUT', `${BASE}/${encodeURIComponent('A1;drop')}`, { ...bob, language: 'zh-Hans-CN' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().msg).toContain('不是有效的 MLS 编号')
    expect(await basket(bob)).toEqual(before)
  })

  it("is each person's own: Bob neither sees nor changes Alice's basket", async () => {
    const hers = (await basket(alice)).items
    expect((await basket(bob)).items).toEqual([])
    await call('DELETE', `${BASE}/${hers[0]}`, bob)
    expect((await basket(alice)).items).toEqual(hers)
  })

  it("joins a visitor's device basket at sign-in: the account's first, then the device's, the rest named", async () => {
    const carol = await registerAccount(t, { email: 'carol@example.ca' })
    expect(carol).toBeTruthy()
    const headers = bearer((await passwordLogin(t, 'carol@example.ca', 'secret-pass')).json().data.access_token)
    await call('PUT', `${BASE}/${forSale[0]}`, headers)
    await call('PUT', `${BASE}/${forSale[1]}`, headers)
    const res = await call('POST', `${BASE}/merge`, headers, {
      mlNums: [forSale[1], forSale[2], 'Z9999999', forSale[3], forSale[4]],
    })
    expect(res.statusCode, res.body).toBe(200)
    const merged = res.json().data as CompareMerged
    expect(merged.items).toEqual(forSale.slice(0, 4))
    expect(merged.dropped).toEqual([forSale[4]])
    expect((await basket(headers)).items).toEqual(forSale.slice(0, 4))
  })

  it('is for registered accounts: a visitor is told so (403), nobody is sent to sign in (401)', async () => {
    const visitor = bearer((await visitorLogin(t)).access_token)
    expect((await call('GET', BASE, visitor)).statusCode).toBe(403)
    expect((await call('PUT', `${BASE}/${forSale[0]}`, {})).statusCode).toBe(401)
  })

  it('compares homes side by side for anyone, with the best of each row and the payment at 20 % down', async () => {
    const mlNums = forSale.slice(0, 3)
    const res = await t.app.inject({ url: `${BASE}/table?mlNums=${[...mlNums, 'Z9999999'].join(',')}` })
    expect(res.statusCode, res.body).toBe(200)
    const table = res.json().data as CompareTable
    expect(table.columns.map((c) => c.listing.mlNum)).toEqual(mlNums)
    expect(table.missing).toEqual(['Z9999999'])
    expect(table.terms).toEqual({ downPaymentPercent: 20, annualRatePercent: 4.5, amortizationYears: 25 })
    const prices = table.columns.map((c) => c.listing.price)
    expect(table.best.price).toEqual(
      table.columns.filter((c) => c.listing.price === Math.min(...prices)).map((c) => c.listing.mlNum),
    )
    for (const c of table.columns) {
      expect(c.monthlyPaymentCents).toBeGreaterThan(0)
      // the nearest station is a real one of the city, within 5 km
      if (c.station) expect(c.station.distanceM).toBeLessThanOrEqual(5000)
    }
    const [db] = await rows(sql`select price, sqft from listings where ml_num = ${mlNums[0]}`)
    expect(table.columns[0]?.listing.price).toBe(Number(db?.price))
  })

  it('does not rank a rent against a price, and gives a rent no mortgage payment', async () => {
    const res = await t.app.inject({ url: `${BASE}/table?mlNums=${forSale[0]},${forLease}` })
    const table = res.json().data as CompareTable
    expect(table.best.price).toBeUndefined()
    expect(table.columns[1]?.monthlyPaymentCents).toBeNull()
  })

  it("refuses a table of no homes, of five, or of one home twice, in the caller's language", async () => {
    for (const query of ['', `mlNums=${forSale.slice(0, 5).join(',')}`, `mlNums=${forSale[0]},${forSale[0]}`]) {
      const res = await t.app.inject({ url: `${BASE}/table?${query}`, headers: { language: 'zh-Hans-CN' } })
      expect(res.statusCode, query).toBe(400)
      expect(res.json().msg, query).toMatch(/对比|MLS/)
    }
  })
})

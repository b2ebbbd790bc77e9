import type { FavouriteItem } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedIfWanted } from '../../../src/seed/index.ts'
import { bearer, passwordLogin, registerAccount } from '../../helpers/accounts.ts'
import { TEST_ANCHOR } from '../../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

const BASE = '/house/api/attention/v1'

describe('favourites sorted by price on the server', () => {
  let t: TestApp
  let headers: Record<string, string>
  let userId: string
  let mlNums: string[]

  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
  const page = async (query: string) => {
    const res = await t.app.inject({ url: `${BASE}/list${query}`, headers })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as { items: FavouriteItem[]; nextCursor: string | null }
  }
  /** Every page of a query, two at a time. */
  const walk = async (query: string) => {
    const seen: FavouriteItem[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const next = await page(`${query}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      seen.push(...next.items)
      cursor = next.nextCursor
      pages += 1
    } while (cursor && pages < 20)
    return { seen, pages }
  }

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_PER_MINUTE: '100000' })
    t.clock.now = TEST_ANCHOR
    await seedIfWanted(t.app, { ...t.env, SEED_DEMO: true, SEED_SIZE: 'tiny' }, { anchor: TEST_ANCHOR })
    userId = await registerAccount(t, { email: 'sorter@example.ca' })
    headers = bearer((await passwordLogin(t, 'sorter@example.ca', 'secret-pass')).json().data.access_token)
    mlNums = (
      await rows(sql`select ml_num from listings where status = 'A' and sr = 'Sale' order by ml_num limit 7`)
    ).map((r) => String(r.ml_num))
    // Prices with ties (two at 500,000 and two at 700,000), saved one by one so "newest" is another order.
    const prices = [700_000, 500_000, 900_000, 500_000, 300_000, 700_000, 1_100_000]
    for (const [n, ml] of mlNums.entries()) {
      await t.database.db.execute(sql`update listings set price = ${prices[n]} where ml_num = ${ml}`)
      t.clock.now = new Date(TEST_ANCHOR.getTime() + n * 60_000)
      const res = await t.app.inject({ method: 'POST', url: `${BASE}/addAttention/${ml}/listing/${userId}`, headers })
      expect(res.statusCode).toBe(200)
    }
  }, 120_000)
  afterAll(() => t?.close())

  const expected = (direction: 1 | -1) =>
    (async () => {
      const prices = await rows(sql`select ml_num, price from listings where ml_num in ${mlNums}`)
      return prices
        .map((r) => ({ id: String(r.ml_num), price: Number(r.price) }))
        .sort((a, b) => direction * (a.price - b.price) || (a.id < b.id ? -1 : 1))
        .map((r) => r.id)
    })()

  it('walks every page low to high and high to low, ties by id, each item once', async () => {
    const low = await walk('?type=listing&sort=priceAsc')
    expect(low.pages).toBe(4)
    expect(low.seen.map((i) => i.targetId)).toEqual(await expected(1))
    expect(low.seen.map((i) => i.current.price)).toEqual([
      300_000, 500_000, 500_000, 700_000, 700_000, 900_000, 1_100_000,
    ])

    const high = await walk('?type=listing&sort=priceDesc')
    expect(high.seen.map((i) => i.targetId)).toEqual(await expected(-1))
  })

  it('sorts by the price the item has now, not the one it had when saved', async () => {
    const cheapest = mlNums[6]!
    await t.database.db.execute(sql`update listings set price = 100000 where ml_num = ${cheapest}`)
    const first = await page('?type=listing&sort=priceAsc&limit=2')
    expect(first.items[0]).toMatchObject({ targetId: cheapest, savedPrice: 1_100_000 })
    expect(first.items[0]!.current.price).toBe(100_000)
    await t.database.db.execute(sql`update listings set price = 1100000 where ml_num = ${cheapest}`)
  })

  it('keeps newest first as the default, across pages', async () => {
    const newest = await walk('?type=listing')
    expect(newest.seen.map((i) => i.targetId)).toEqual([...mlNums].reverse())
  })

  it('puts kinds without a price after the priced ones', async () => {
    const school = String(
      (await rows(sql`select school_number from schools order by school_number limit 1`))[0]!.school_number,
    )
    await t.app.inject({ method: 'POST', url: `${BASE}/addAttention/${school}/school/${userId}`, headers })
    const all = await walk('?sort=priceAsc')
    expect(all.seen).toHaveLength(8)
    expect(all.seen.at(-1)).toMatchObject({ type: 'school', targetId: school })
    const desc = await walk('?sort=priceDesc')
    expect(desc.seen.at(-1)).toMatchObject({ type: 'school', targetId: school })
    expect(desc.seen[0]!.current.price).toBe(1_100_000)
  })

  it('refuses an unknown sort and a cursor of another order with a 400 naming the field', async () => {
    const bad = await t.app.inject({ url: `${BASE}/list?sort=cheapest`, headers })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().msg).toContain('sort')
    const zh = await t.app.inject({
      url: `${BASE}/list?sort=cheapest`,
      headers: { ...headers, language: 'zh-Hans-CN' },
    })
    expect(zh.json().msg).toContain('收藏排序')

    const newest = await page('?type=listing&limit=2')
    const mixed = await t.app.inject({
      url: `${BASE}/list?type=listing&sort=priceAsc&limit=2&cursor=${encodeURIComponent(newest.nextCursor!)}`,
      headers,
    })
    expect(mixed.statusCode).toBe(400)
    expect(mixed.json().msg).toContain('cursor')
  })
})

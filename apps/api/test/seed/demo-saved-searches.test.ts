import type { SavedSearch } from '@maplenest/core'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings, savedSearchAlerts } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts'
import { seedIfWanted } from '../../src/seed/index.ts'
import { seedDemoSavedSearches } from '../../src/seed/saved-searches/index.ts'
import { bearer, passwordLogin } from '../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/** The demo buyer's saved search, with the homes listed since it was saved that fit it as its alerts. */
describe('the demo buyer’s saved search', () => {
  let t: TestApp
  const anchor = new Date()

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', SEED_SIZE: 'tiny' })
    await seedIfWanted(t.app, t.env, { anchor })
  }, 120_000)
  afterAll(() => t?.close())

  const buyerHeaders = async () =>
    bearer((await passwordLogin(t, 'buyer@demo.maplenest.ca', DEMO_PASSWORD)).json().data.access_token)
  const buyerSearches = async () =>
    (await t.app.inject({ url: '/house/api/search/v1/saved', headers: await buyerHeaders() })).json().data
      .items as SavedSearch[]

  it('is there on first start, saved ten days ago, told in a daily digest', async () => {
    const [search] = await buyerSearches()
    expect(search).toMatchObject({
      name: 'Condos with 2+ bedrooms for sale in North York, Toronto, up to $800,000',
      frequency: 'daily',
      paused: false,
    })
    expect(Math.round((anchor.getTime() - new Date(search!.createdAt).getTime()) / 86_400_000)).toBe(10)
  })

  it('has as alerts the homes listed since it was saved that fit it, matched by the alert job', async () => {
    const db = t.database.db
    // Start again with a home that fits, listed two days ago, arriving as the bulk load does (recording no change).
    const [mine] = await buyerSearches()
    await t.app.inject({
      method: 'DELETE',
      url: `/house/api/search/v1/saved/${mine!.id}`,
      headers: await buyerHeaders(),
    })
    const [model] = await db.select().from(listings).where(eq(listings.city, 'toronto')).limit(1)
    const { id: _id, searchText: _s, ...row } = model!
    const twoDaysAgo = new Date(anchor.getTime() - 2 * 86_400_000)
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maplenest.listing_changes = 'off'`)
      await tx.insert(listings).values([
        {
          ...row,
          mlNum: 'C9100001',
          sr: 'Sale',
          status: 'A',
          lsc: 'new',
          roomType: 'condo',
          beds: 2,
          price: 699_000,
          neighbourhood: 'Willowdale East',
          inputDate: twoDaysAgo,
          unavailableDate: null,
          closePrice: null,
          closeDate: null,
        },
        {
          ...row,
          mlNum: 'C9100002',
          sr: 'Sale',
          status: 'A',
          lsc: 'new',
          roomType: 'condo',
          beds: 2,
          price: 899_000,
          neighbourhood: 'Willowdale East',
          inputDate: twoDaysAgo,
          unavailableDate: null,
          closePrice: null,
          closeDate: null,
        },
      ])
    })
    expect(await seedDemoSavedSearches(t.app, { anchor })).toBeGreaterThan(0)

    const [search] = await buyerSearches()
    const alerted = await db
      .select({ mlNum: savedSearchAlerts.mlNum })
      .from(savedSearchAlerts)
      .where(eq(savedSearchAlerts.searchId, search!.id))
    const mlNums = alerted.map((a) => a.mlNum)
    expect(mlNums).toContain('C9100001')
    expect(mlNums).not.toContain('C9100002')
    expect(search!.newCount).toBe(new Set(mlNums).size)
    const savedAt = new Date(search!.createdAt)
    for (const home of await db.select().from(listings).where(inArray(listings.mlNum, mlNums))) {
      expect(home).toMatchObject({ city: 'toronto', sr: 'Sale', roomType: 'condo', status: 'A' })
      expect(home.beds).toBeGreaterThanOrEqual(2)
      expect(home.price).toBeLessThanOrEqual(800_000)
      expect(home.inputDate.getTime()).toBeGreaterThan(savedAt.getTime())
    }
  })

  it('adds nothing when run again', async () => {
    expect(await seedDemoSavedSearches(t.app, { anchor })).toBe(0)
    expect(await buyerSearches()).toHaveLength(1)
  })
})

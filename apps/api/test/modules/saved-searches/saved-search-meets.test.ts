import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingFilter } from '../../../src/db/queries/listing-filters.ts'
import { listings } from '../../../src/db/schema.ts'
import { createTransactor } from '../../../src/db/transaction.ts'
import { createSavedSearchAlertsRepository } from '../../../src/modules/saved-searches/saved-search-alerts-repository.ts'
import { seedListings } from '../../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('the exact check of a change against many saved searches', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await seedListings(t.database, { size: 'tiny', anchor: t.clock.now })
  })
  afterAll(() => t.close())

  it('checks more searches than one statement may name (a popular change in a busy area)', async () => {
    const [home] = await t.database.db
      .select({ mlNum: listings.mlNum, price: listings.price, city: listings.city, sr: listings.sr })
      .from(listings)
      .where(eq(listings.status, 'A'))
      .limit(1)
    const repo = createSavedSearchAlertsRepository(createTransactor(t.database.db))
    const fits: ListingFilter = {
      city: home!.city,
      sr: home!.sr,
      status: 'A',
      price: { min: home!.price - 1000, max: home!.price + 1000 },
    }
    const misses: ListingFilter = {
      city: home!.city,
      sr: home!.sr,
      status: 'A',
      price: { min: home!.price + 1000, max: home!.price + 2000 },
    }
    // 1,664 columns is PostgreSQL's most in one select list
    const filters = Array.from({ length: 1_800 }, (_, i) => (i % 3 === 2 ? misses : fits))
    const met = await repo.meets(home!.mlNum, filters)
    expect(met).toHaveLength(1_800)
    expect(met.filter(Boolean)).toHaveLength(1_200)
    expect(met[1_799]).toBe(false)
    expect(met[1_798]).toBe(true)
  })
})

import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  listingHistory,
  listingMedia,
  listingRooms,
  listings,
  schools,
  users,
  vowAcceptances,
} from '../../src/db/schema.ts'
import { DEMO_VOW_TERMS_VERSION, seedIfWanted } from '../../src/seed/index.ts'
import { generateDemoListings } from '../../src/seed/listings/index.ts'
import { seedListings, TEST_ANCHOR } from '../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

describe('demo listings in the database', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ SEED_SIZE: 'tiny' })
    await seedIfWanted(t.app, t.env, { anchor: TEST_ANCHOR })
  })
  afterAll(() => t.close())

  it('stores the tiny set with rooms, photos, history and schools', async () => {
    const db = t.database.db
    const [all] = await db.select({ n: count() }).from(listings)
    expect(all!.n).toBe(400)
    const [rooms] = await db.select({ n: count() }).from(listingRooms)
    const [media] = await db.select({ n: count() }).from(listingMedia)
    const [history] = await db.select({ n: count() }).from(listingHistory)
    const [school] = await db.select({ n: count() }).from(schools)
    expect(rooms!.n).toBeGreaterThan(400 * 3)
    expect(media!.n).toBeGreaterThanOrEqual(400 * 5)
    expect(history!.n).toBeGreaterThan(400)
    expect(school!.n).toBeGreaterThanOrEqual(20)
  })

  it('stores exactly what the generator makes, first listings included', async () => {
    const generated = generateDemoListings({ size: 'tiny', anchor: TEST_ANCHOR }).slice(0, 5)
    const stored = await t.database.db.select().from(listings).orderBy(listings.id).limit(5)
    expect(stored.map((r) => r.mlNum)).toEqual(generated.map((g) => g.row.mlNum))
    const first = stored[0]!
    const g = generated[0]!.row
    expect(first.location).toEqual(g.location)
    expect(first.inputDate.toISOString()).toBe(g.inputDate.toISOString())
    expect(first.includedUtilities).toEqual(g.includedUtilities)
    expect(first.searchText).toContain(g.mlNum.toLowerCase())
    expect(first.source).toBe('demo')
  })

  it('does not seed listings twice', async () => {
    const again = await seedListings(t.database)
    expect(again.listings).toBe(0)
    const [row] = await t.database.db.select({ n: count() }).from(listings)
    expect(row!.n).toBe(400)
  })

  it('records the demo buyer’s acceptance of the VOW terms', async () => {
    const [buyer] = await t.database.db.select().from(users).where(eq(users.email, 'buyer@demo.maplenest.ca'))
    const [row] = await t.database.db.select().from(vowAcceptances).where(eq(vowAcceptances.userId, buyer!.id))
    expect(row?.termsVersion).toBe(DEMO_VOW_TERMS_VERSION)
  })

  it('answers viewport boxes and fuzzy address searches (GiST and pg_trgm)', async () => {
    const db = t.database.db
    const [downtown] = await db
      .select({ n: count() })
      .from(listings)
      .where(sql`${listings.location} <@ box(point(-79.42, 43.63), point(-79.36, 43.67))`)
    expect(downtown!.n).toBeGreaterThan(20)
    const [sample] = await db.select().from(listings).limit(1)
    const street = sample!.streetName!.toLowerCase()
    const fuzzy = await db
      // Word similarity: a street name is short beside a listing's whole search text.
      .select({ mlNum: listings.mlNum, score: sql<number>`word_similarity(${street}, ${listings.searchText})` })
      .from(listings)
      .where(sql`${street} <% ${listings.searchText}`)
      .orderBy(sql`2 desc`)
      .limit(5)
    expect(fuzzy.length).toBeGreaterThan(0)
  })
})

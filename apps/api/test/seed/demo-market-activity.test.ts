import type { ListingDemand } from '@maplenest/core'
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings, showings, users } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts'
import { seedIfWanted } from '../../src/seed/index.ts'
import { interestIn, seedDemoMarketActivity } from '../../src/seed/listing-demand/index.ts'
import { passwordLogin } from '../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/** Other house hunters save and visit the newest homes, so a listing's demand reads from real rows on first start. */
describe('demo market activity', () => {
  let t: TestApp
  let added = 0
  const anchor = new Date()

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', SEED_SIZE: 'tiny' })
    await seedIfWanted(t.app, t.env, { anchor })
    added = await seedDemoMarketActivity(t.app, { anchor, size: 'default' })
  }, 120_000)
  afterAll(() => t?.close())

  const demand = async (mlNum: string) =>
    (await t.app.inject({ url: `/house/api/listing/v1/${mlNum}/demand` })).json().data as ListingDemand

  it('draws most homes little attention and a few a lot, more the longer they are listed', () => {
    const homes = Array.from({ length: 400 }, (_, i) => interestIn(`C1${String(i).padStart(7, '0')}`, 21, 36))
    const quiet = homes.filter((h) => h.saves < 3).length / homes.length
    const busy = homes.filter((h) => h.saves >= 10 && h.showings >= 5).length / homes.length
    expect(quiet).toBeGreaterThan(0.4)
    expect(quiet).toBeLessThan(0.7)
    expect(busy).toBeGreaterThan(0.08)
    expect(busy).toBeLessThan(0.25)
    const fresh = interestIn('C19999999', 1, 36)
    const settled = interestIn('C19999999', 30, 36)
    expect(fresh.saves).toBeLessThanOrEqual(settled.saves)
    expect(fresh.showings).toBeLessThanOrEqual(settled.showings)
  })

  it('shows a buyer demand on some of the newest homes, in buckets', async () => {
    expect(added).toBeGreaterThan(0)
    const newest = await t.database.db
      .select({ mlNum: listings.mlNum })
      .from(listings)
      .where(eq(listings.status, 'A'))
      .orderBy(listings.inputDate)
    const answers = await Promise.all(newest.slice(-60).map((l) => demand(l.mlNum)))
    expect(answers.filter((d) => d.saves.atLeast >= 3).length).toBeGreaterThan(0)
    expect(answers.filter((d) => d.showingsTotal.atLeast >= 3).length).toBeGreaterThan(0)
    expect(answers.filter((d) => d.showings7d.atLeast >= 3).length).toBeGreaterThan(0)
    // and most stay under the threshold, as in a real market
    expect(answers.filter((d) => d.saves.atLeast === 0).length).toBeGreaterThan(answers.length / 4)
  })

  it('books visits only after a home was listed, already done, none for the demo agent', async () => {
    const db = t.database.db
    const rows = await db
      .select({ created: showings.createdAt, time: showings.time, listed: listings.inputDate, email: showings.email })
      .from(showings)
      .innerJoin(listings, eq(listings.mlNum, showings.mlNum))
      .where(like(showings.email, '%@buyers.demo.maplenest.ca'))
    expect(rows.length).toBeGreaterThan(0)
    for (const r of rows) {
      expect(r.created.getTime()).toBeGreaterThan(r.listed.getTime())
      expect(r.time.getTime()).toBeGreaterThan(r.created.getTime())
      expect(r.time.getTime()).toBeLessThan(anchor.getTime())
    }
    const token = (await passwordLogin(t, 'agent@demo.maplenest.ca', DEMO_PASSWORD)).json().data.access_token
    const res = await t.app.inject({
      url: '/house/api/appointment/v1/agent?status=all&limit=50',
      headers: { authorization: `Bearer ${token}` },
    })
    for (const s of res.json().data.items as { email: string }[]) expect(s.email).not.toMatch(/@buyers\.demo/)
  })

  it('makes house hunters who cannot sign in, once', async () => {
    const shoppers = await t.database.db
      .select({ email: users.email, hash: users.passwordHash })
      .from(users)
      .where(like(users.email, '%@buyers.demo.maplenest.ca'))
    expect(shoppers.length).toBe(36)
    for (const s of shoppers) expect(s.hash).toBeNull()
    expect((await passwordLogin(t, shoppers[0]!.email!, DEMO_PASSWORD)).statusCode).not.toBe(200)
    expect(await seedDemoMarketActivity(t.app, { anchor, size: 'default' })).toBe(0)
  })
})

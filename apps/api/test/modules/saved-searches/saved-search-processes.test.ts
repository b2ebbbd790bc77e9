import { count, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings, notices, savedSearchAlerts } from '../../../src/db/schema.ts'
import { createTransactor } from '../../../src/db/transaction.ts'
import { createSavedSearchAlertsRepository } from '../../../src/modules/saved-searches/saved-search-alerts-repository.ts'
import { bearer, passwordLogin, registerAccount } from '../../helpers/accounts.ts'
import { createTestApps } from '../../helpers/shared-database-apps.ts'
import type { TestApp } from '../../helpers/test-app.ts'

const HOMES = 40

/** A new condo for sale in Willowdale East, North York, as another process or an operator might write it. */
const home = (i: number) => ({
  mlNum: `C95${String(i).padStart(3, '0')}`,
  city: 'toronto' as const,
  sr: 'Sale' as const,
  status: 'A' as const,
  lsc: 'new' as const,
  roomType: 'condo' as const,
  propertyType: 'Condo Apartment',
  address: `${10 + i} Sheppard Ave E`,
  neighbourhood: 'Willowdale East',
  location: { x: -79.41 + i * 0.0001, y: 43.762 },
  price: 600_000 + i * 1_000,
  beds: 2,
  inputDate: new Date(),
  updatedAt: new Date(),
  brokerage: 'Yonge North Realty Inc., Brokerage',
  source: 'feed' as const,
})

/** Two servers on one database, both running the saved-search job at once: every change alerts each search once. */
describe('saved-search alerts across processes', () => {
  let apps: TestApp[]
  let close: () => Promise<void>
  let userId: string

  beforeAll(async () => {
    const shared = await createTestApps(2, { AUTH_RATE_LIMIT_PER_MINUTE: '1000', DEV_OUTBOX: 'true' })
    apps = shared.apps
    close = shared.close
    const [a] = apps as [TestApp]
    userId = await registerAccount(a, { email: 'twice@example.ca' })
    const token = (await passwordLogin(a, 'twice@example.ca', 'secret-pass')).json().data.access_token
    const saved = await a.app.inject({
      method: 'POST',
      url: '/house/api/search/v1/saved',
      headers: bearer(token),
      payload: { query: { city: 'toronto', sr: 'Sale', district: 'North York' }, frequency: 'instant' },
    })
    expect(saved.statusCode).toBe(201)
  }, 120_000)
  afterAll(() => close?.())

  it('matches each new listing and each price drop once, whichever process takes it', async () => {
    const [a, b] = apps as [TestApp, TestApp]
    const db = a.database.db
    await db.insert(listings).values(Array.from({ length: HOMES }, (_, i) => home(i)))
    await db
      .update(listings)
      .set({ price: sql`${listings.price} - 10000`, lsc: 'pc' })
      .where(
        inArray(
          listings.mlNum,
          Array.from({ length: HOMES / 2 }, (_, i) => home(i).mlNum),
        ),
      )
    const matched = await Promise.all([
      a.app.savedSearchAlerts.matchPending(),
      b.app.savedSearchAlerts.matchPending(),
      a.app.savedSearchAlerts.matchPending(),
      b.app.savedSearchAlerts.matchPending(),
    ])
    expect(matched.reduce((x, y) => x + y, 0)).toBe(HOMES + HOMES / 2)
    const [alerts] = await db.select({ n: count() }).from(savedSearchAlerts)
    expect(alerts?.n).toBe(HOMES + HOMES / 2)
    const [told] = await db.select({ n: count() }).from(notices).where(eq(notices.userId, userId))
    // five unopened alerts step the search down to a daily digest (and say so once); the rest wait for the digest
    expect(told?.n).toBe(6)
  })

  it('matches the changes a stopped process had claimed once its claim runs out, and not before', async () => {
    const [a, b] = apps as [TestApp, TestApp]
    const db = a.database.db
    await db.insert(listings).values(home(HOMES + 1))
    // a process claims the new listing's change, then stops before matching it
    const stopped = createSavedSearchAlertsRepository(createTransactor(db))
    const claimedAt = b.clock.now
    const claimed = await stopped.claimChanges(50, claimedAt, new Date(claimedAt.getTime() + 2 * 60_000))
    expect(claimed.map((c) => c.mlNum)).toEqual([home(HOMES + 1).mlNum])
    const alertsOf = async () =>
      (
        await db
          .select({ n: count() })
          .from(savedSearchAlerts)
          .where(eq(savedSearchAlerts.mlNum, home(HOMES + 1).mlNum))
      )[0]?.n
    expect(await b.app.savedSearchAlerts.matchPending()).toBe(0)
    expect(await alertsOf()).toBe(0)
    b.clock.advance(2 * 60_000 + 1_000)
    expect(await b.app.savedSearchAlerts.matchPending()).toBe(1)
    expect(await alertsOf()).toBe(1)
  })
})

import type { Database } from '../../src/db/client.ts'
import { type DemoListingsOptions, seedDemoListings } from '../../src/seed/index.ts'

/**
 * Demo listings (with rooms, photos, history) and schools in a test database, exactly as the server seeds them:
 * `await seedListings(t.database, { size: 'tiny', anchor: new Date('2026-11-01T12:00:00Z') })`.
 * tiny = 300 Toronto + 100 Vancouver listings with events in the 24 months before `anchor`; same options, same rows.
 */
export async function seedListings(
  database: Database,
  opts: Partial<DemoListingsOptions> = {},
): Promise<{ listings: number; schools: number }> {
  const result = await seedDemoListings(database.db, {
    size: opts.size ?? 'tiny',
    anchor: opts.anchor ?? TEST_ANCHOR,
    ...(opts.seed === undefined ? {} : { seed: opts.seed }),
  })
  return { listings: result.listings, schools: result.schools }
}

/** The anchor date the test data is built around unless a test names another. */
export const TEST_ANCHOR = new Date('2026-11-01T12:00:00Z')

import { startRepeating } from '../../platform/repeat.ts'
import type { ListingChanges } from './listing-changes-service.ts'

/**
 * How often every reaction checks every listing. The feed announces its own changes at once; the sweep is for
 * changes that reach the database another way (an operator's correction, the demo data) and for a reaction that
 * failed when the feed announced.
 */
export const LISTING_SWEEP_INTERVAL_MS = 5 * 60 * 1000

/** Sweeps one minute after start and then every LISTING_SWEEP_INTERVAL_MS; never keeps the process alive. */
export function startListingSweep(listingChanges: ListingChanges): () => void {
  return startRepeating(() => void listingChanges.publish(), {
    firstAfterMs: 60_000,
    everyMs: LISTING_SWEEP_INTERVAL_MS,
  })
}

export { listingChangesModule } from './listing-changes-module.ts'
export type { ListingChangeHandler, ListingChanges } from './listing-changes-service.ts'
export { LISTING_SWEEP_INTERVAL_MS, startListingSweep } from './listing-sweep.ts'

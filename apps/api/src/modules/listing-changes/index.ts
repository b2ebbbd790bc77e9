export { listingChangesModule } from './listing-changes-module.ts'
export type { ListingChangeHandler, ListingChanges } from './listing-changes-service.ts'

export { listingChangesModule } from './listing-changes-module.ts'
export type { ListingChanges } from './listing-changes-service.ts'

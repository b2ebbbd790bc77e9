export { listingsModule } from './listings-module.ts'
export { mlNumParamsSchema } from './listings-routes.ts'
export {
  type ListingBuildingFacts,
  type ListingsService,
  toListingFilter,
} from './listings-service.ts'
export { requestListing } from './request-listing.ts'

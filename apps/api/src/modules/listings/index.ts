export { listingsModule } from './listings-module.ts'
export { mlNumParamsSchema } from './listings-routes.ts'
export {
  type ListingBuildingFacts,
  type ListingsService,
  type ListingViewListener,
  type SearchWithin,
  toListingFilter,
} from './listings-service.ts'

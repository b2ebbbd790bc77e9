export { type ListingFilter, listingFilterSql } from './listing-filter-sql.ts'
export { listingsModule } from './listings-module.ts'
export { mlNumParamsSchema } from './listings-routes.ts'
export {
  type ListingKeyFacts,
  type ListingsService,
  type ListingViewListener,
  type MarketFigures,
  type SearchWithin,
  toListingFilter,
} from './listings-service.ts'

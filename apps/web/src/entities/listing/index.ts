/** A listing (an MLS home for sale or rent) as every screen shows it: card, price, status, formats, paths, filters. */

export { LazyListingFilterSheet } from './lazy-listing-filter-sheet.tsx'
export { ListingCard } from './listing-card.tsx'
export { ALL_TYPES, LIST_PATHS, MAP_PATH, SEARCH_PATH, toDetailPath } from './listing-paths.ts'
export { ListingPhoto } from './listing-photo.tsx'
export { ListingPrice } from './listing-price.tsx'
export { ListingStatusBadge } from './listing-status-badge.tsx'
export { LockIcon } from './lock-icon.tsx'
export { type PlaceLabelsState, placeLabelsState, placeNames, usePlaceLabel } from './place-labels.ts'
export type { PlaceKey } from './place-params.ts'
export {
  countActiveFilters,
  type ListDefaults,
  type ListingFilters,
  toFilterParams,
} from './search-query.ts'
export { StationWalkLine } from './station-walk-line.tsx'
export { useAgeLabel } from './use-age-label.ts'
export { useListFilters } from './use-list-filters.ts'
export { type ListingCardText, useListingCardText } from './use-listing-card-text.ts'
export { useListingFormat } from './use-listing-format.ts'
export { useListingStatus } from './use-listing-status.ts'
export type { CountHomes } from './use-live-count.ts'
export { wrapBetween } from './wrap-between.ts'

/** What other parts of the app may use from listings; everything else stays inside the feature. */

export { useListing } from './api/get-listing.ts'
export { ChoiceChips } from './components/choice-chips.tsx'
export { FilterSheet } from './components/filter-sheet.tsx'
export { ListingCard } from './components/listing-card.tsx'
export { ListingPhoto } from './components/listing-photo.tsx'
export { ListingPreview } from './components/listing-preview.tsx'
export { ListingPrice } from './components/listing-price.tsx'
export { DetailTabs } from './detail/detail-tabs.tsx'
export { LIST_PATHS, toDetailPath } from './listing-paths.ts'
export { ALL_TYPES, countActiveFilters, type ListingFilters } from './search-query.ts'
export { useListFilters } from './use-list-filters.ts'
export { useListingFormat } from './use-listing-format.ts'

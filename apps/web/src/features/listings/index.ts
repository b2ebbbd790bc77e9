/** What other parts of the app may use from listings; everything else stays inside the feature. */
export { ListingPreview } from './components/listing-preview.tsx'
export { LIST_PATHS } from './listing-paths.ts'
export { ALL_TYPES, type ListingFilters } from './search-query.ts'

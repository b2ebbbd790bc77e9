/** What other parts of the app may use from listings; everything else stays inside the feature. */

export { useListing } from './api/get-listing.ts'
export { BrowseHistoryScreen } from './browse/browse-history-screen.tsx'
export { ListingPreview } from './components/listing-preview.tsx'
export { VowPrompt } from './components/vow-prompt.tsx'
export { ListingDetailScreen } from './detail/listing-detail-screen.tsx'
export { ListingListScreen } from './list/listing-list-screen.tsx'
export { SearchScreen } from './search/search-screen.tsx'

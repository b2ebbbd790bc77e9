/** Saved searches and their alerts: the calls' schemas, what a listing change tells a search, when alerts go. */
export * from './alert-timing.ts'
export * from './listing-alert.ts'
export * from './saved-search.schema.ts'
export * from './saved-search-codes.ts'
export * from './saved-search-notice.ts'
export * from './saved-search-summary.ts'

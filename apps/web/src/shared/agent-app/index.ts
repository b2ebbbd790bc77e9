export * from './agent-app-store.ts'
export * from './log-usage.ts'
export * from './product-domains.ts'
export * from './share-listing.ts'

export * from './offline-banner.tsx'
export * from './saved-queries.ts'

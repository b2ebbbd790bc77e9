export * from './opened-area.ts'
export * from './opened-search.ts'

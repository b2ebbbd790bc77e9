export * from './map-links.ts'

export * from './banner.schema.ts'

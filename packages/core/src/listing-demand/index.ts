export * from './demand-buckets.ts'

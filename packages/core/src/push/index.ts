export * from './push.schema.ts'

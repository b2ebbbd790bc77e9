export * from './check-rules.ts'
export * from './validators.ts'
export * from './zod-rules.ts'

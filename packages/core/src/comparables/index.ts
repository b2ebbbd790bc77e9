export * from './comparable-choice.ts'
export * from './comparable-range.ts'
export * from './comparable-steps.ts'
export * from './comparables.schema.ts'

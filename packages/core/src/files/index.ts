/** Upload kinds and their limits, shared by the screens (instant feedback) and the api (the rule it enforces). */

export * from './preview.ts'
export * from './upload-limits.ts'

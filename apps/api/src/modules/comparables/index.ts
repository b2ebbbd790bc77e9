export { buildComparables } from './comparables-choice.ts'
export { comparablesModule } from './comparables-module.ts'
export { createComparablesRepository } from './comparables-repository.ts'

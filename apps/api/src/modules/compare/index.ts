export { compareModule } from './compare-module.ts'
export type { CompareService } from './compare-service.ts'

export { vowModule } from './vow-module.ts'
export type { VowService } from './vow-service.ts'

export { preconsModule } from './precons-module.ts'
export type { PreconsService } from './precons-service.ts'

export { buildingsModule } from './buildings-module.ts'
export type { BuildingsService } from './buildings-service.ts'

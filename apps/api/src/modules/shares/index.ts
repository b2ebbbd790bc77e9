export { sharesModule } from './shares-module.ts'
export type { SharesService } from './shares-service.ts'

export { noticesModule } from './notices-module.ts'
export type { NoticesService } from './notices-service.ts'

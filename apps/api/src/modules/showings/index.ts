export { showingsModule } from './showings-module.ts'
export { runShowingsJob } from './showings-schedule.ts'
export type { ShowingsService } from './showings-service.ts'

export { showingsModule } from './showings-module.ts'
export { runShowingsJob, SHOWINGS_JOB_INTERVAL_MS, startShowingsSchedule } from './showings-schedule.ts'
export type { ShowingsService } from './showings-service.ts'

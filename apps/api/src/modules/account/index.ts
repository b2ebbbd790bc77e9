export { accountModule } from './account-module.ts'
export type { AccountService } from './account-service.ts'
export { startCancelledPurgeSchedule } from './purge-cancelled.ts'
export { startVisitorPurgeSchedule } from './purge-visitors.ts'

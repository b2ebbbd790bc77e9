export { accountModule } from './account-module.ts'
export type { AccountService } from './account-service.ts'
export { purgeCancelledAccounts } from './purge-cancelled.ts'
export { purgeIdleVisitors } from './purge-visitors.ts'

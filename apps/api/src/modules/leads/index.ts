export { leadsModule } from './leads-module.ts'
export { runLeadRemindersJob } from './leads-schedule.ts'
export type { LeadRecord, LeadsService } from './leads-service.ts'

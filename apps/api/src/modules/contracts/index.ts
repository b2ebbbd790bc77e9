export { sendContractReminders } from './contract-reminders-schedule.ts'
export { contractsModule } from './contracts-module.ts'
export type { ContractsService } from './contracts-service.ts'

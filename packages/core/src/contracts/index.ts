/** Lease contracts: the issue form shared by the screen and the request, the wire shapes and the reminder rule. */
export * from './contract.schema.ts'
export * from './contract-notice.ts'
export * from './contract-reminders.ts'
export * from './contract-signing.ts'
export * from './lease-rules.ts'
export * from './lease-terms.ts'

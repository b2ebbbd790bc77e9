/** Leads: clients' requests in an agent's app as work she can do, with their status, reminder and note. */
export * from './lead.schema.ts'
export * from './lead-notice.ts'
export * from './lead-rules.ts'

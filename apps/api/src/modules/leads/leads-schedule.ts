import type { LeadsService } from './leads-service.ts'

interface Log {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

/** One round: the reminders agents set on their leads that are due are raised as notices (one process, under a lock). */
export async function runLeadRemindersJob(deps: { leads: LeadsService; log: Log }) {
  const { leads, log } = deps
  try {
    const raised = await leads.remindDue()
    if (typeof raised === 'number' && raised > 0) log.info({ raised }, 'lead reminders raised')
    return { raised }
  } catch (err) {
    log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'lead reminders job failed')
    return null
  }
}

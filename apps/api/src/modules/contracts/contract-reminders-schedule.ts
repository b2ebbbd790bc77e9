import { startRepeating } from '../../platform/repeat.ts'
import type { ContractsService } from './contracts-service.ts'

interface Log {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

/** How often the reminders are looked for: a reminder is about a date 60 or 30 days away, so hourly is on time. */
export const REMINDER_INTERVAL_MS = 60 * 60 * 1000

/** One run: the reminders due now, each sent once; the advisory lock lets one instance of several do the work. */
export async function sendContractReminders(deps: { contracts: ContractsService; now: () => Date; log: Log }) {
  const { contracts, now, log } = deps
  try {
    const outcome = await contracts.sendReminders(now())
    if (outcome === 'skipped') log.info({}, 'contract reminders skipped: another instance holds the lock')
    else if (outcome.sent > 0) log.info({ sent: outcome.sent }, 'contract reminders sent')
    return outcome
  } catch (err) {
    log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'contract reminders failed')
    return null
  }
}

/** Runs the reminders shortly after start and then every REMINDER_INTERVAL_MS; the timers never keep the process alive. */
export function startContractReminderSchedule(deps: {
  contracts: ContractsService
  now: () => Date
  log: Log
}): () => void {
  return startRepeating(() => void sendContractReminders(deps), { firstAfterMs: 30_000, everyMs: REMINDER_INTERVAL_MS })
}

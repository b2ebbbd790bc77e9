import type { ContractsService } from './contracts-service.ts'

interface Log {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

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

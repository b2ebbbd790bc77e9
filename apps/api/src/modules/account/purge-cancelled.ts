import { startRepeating } from '../../platform/repeat.ts'
import type { AccountService } from './account-service.ts'

interface Log {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

/** How often the purge looks for accounts whose retention has ended; a day late is within the promise of the notice. */
export const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000

/**
 * One purge run: deletes the accounts cancelled more than RECORD_RETENTION_YEARS ago, with their records. Several
 * instances may run it at once; the advisory lock (account-repository.ts) lets one of them do the work.
 */
export async function purgeCancelledAccounts(deps: { account: AccountService; now: () => Date; log: Log }) {
  const { account, now, log } = deps
  try {
    const outcome = await account.purgeCancelled(now())
    if (outcome === 'skipped') log.info({}, 'cancelled-account purge skipped: another instance holds the lock')
    else if (outcome.purged > 0) log.info({ purged: outcome.purged }, 'cancelled accounts purged')
    return outcome
  } catch (err) {
    log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'cancelled-account purge failed')
    return null
  }
}

/**
 * Runs the purge shortly after start and then every PURGE_INTERVAL_MS; the timers never keep the process alive.
 * Returns a stop function.
 */
export function startCancelledPurgeSchedule(deps: { account: AccountService; now: () => Date; log: Log }): () => void {
  return startRepeating(() => void purgeCancelledAccounts(deps), { firstAfterMs: 60_000, everyMs: PURGE_INTERVAL_MS })
}

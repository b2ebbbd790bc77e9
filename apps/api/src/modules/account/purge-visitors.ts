import { startRepeating } from '../../platform/repeat.ts'
import type { AccountService } from './account-service.ts'

interface Log {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

/** How often idle visitor accounts are looked for; a few hours late is nothing against a retention of days. */
export const VISITOR_PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000

/**
 * One run: deletes the visitor accounts unused for VISITOR_RETENTION_DAYS. Several instances may run it at once; the
 * advisory lock (account-repository.ts) lets one of them do the work.
 */
export async function purgeIdleVisitors(deps: { account: AccountService; now: () => Date; log: Log }) {
  const { account, now, log } = deps
  try {
    const outcome = await account.purgeIdleVisitors(now())
    if (outcome === 'skipped') log.info({}, 'idle-visitor purge skipped: another instance holds the lock')
    else if (outcome.purged > 0) log.info({ purged: outcome.purged }, 'idle visitor accounts deleted')
    return outcome
  } catch (err) {
    log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'idle-visitor purge failed')
    return null
  }
}

/**
 * Runs the purge a couple of minutes after start and then every VISITOR_PURGE_INTERVAL_MS; the timers never keep the
 * process alive. Returns a stop function.
 */
export function startVisitorPurgeSchedule(deps: { account: AccountService; now: () => Date; log: Log }): () => void {
  return startRepeating(() => void purgeIdleVisitors(deps), {
    firstAfterMs: 120_000,
    everyMs: VISITOR_PURGE_INTERVAL_MS,
  })
}

import type { AccountService } from './account-service.ts'

interface Log {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

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

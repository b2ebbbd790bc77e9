import type { AccountService } from './account-service.ts'

interface Log {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

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

import type { ShowingsService } from './showings-service.ts'

interface Log {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

/** One run: pending showings whose time passed become Expired (one instance does it, under an advisory lock). */
export async function runShowingsJob(deps: { showings: ShowingsService; log: Log }) {
  const { showings, log } = deps
  try {
    const expired = await showings.expireDue()
    if (expired === 'skipped') log.info({}, 'showings expiry skipped: another instance holds the lock')
    else if (expired > 0) log.info({ expired }, 'overdue showings expired')
    return { expired }
  } catch (err) {
    log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'showings job failed')
    return null
  }
}

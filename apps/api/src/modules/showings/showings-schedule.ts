import { startRepeating } from '../../platform/repeat.ts'
import type { ShowingsService } from './showings-service.ts'

interface Log {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

/** How often overdue showings are expired (listing changes are re-checked by the listing sweep). */
export const SHOWINGS_JOB_INTERVAL_MS = 5 * 60 * 1000

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

/** Runs the job shortly after start and then every SHOWINGS_JOB_INTERVAL_MS; never keeps the process alive. */
export function startShowingsSchedule(deps: { showings: ShowingsService; log: Log }): () => void {
  return startRepeating(() => void runShowingsJob(deps), { firstAfterMs: 30_000, everyMs: SHOWINGS_JOB_INTERVAL_MS })
}

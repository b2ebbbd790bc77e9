import type { SavedSearchAlerts } from './saved-search-alerts.ts'

interface Log {
  warn(obj: object, msg: string): void
}

/**
 * One round of the saved-search job: match the listing changes not matched yet (any process may, each change once),
 * send the pushes now due, then the digests and e-mails whose hour has come (one process a round).
 */
export async function runSavedSearchJob(deps: { alerts: SavedSearchAlerts; log: Log }) {
  const { alerts, log } = deps
  try {
    const matched = await alerts.matchPending()
    const pushed = await alerts.sendDuePushes()
    const digests = await alerts.sendDigests()
    return { matched, pushed, digests }
  } catch (err) {
    log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'saved-search job failed')
    return null
  }
}

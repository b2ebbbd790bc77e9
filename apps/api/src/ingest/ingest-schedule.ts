import type { Env } from '../config/env.ts'
import type { FeedRunner } from './feed-runner.ts'

interface Log {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

/**
 * Syncs the RESO feed every RESO_SYNC_INTERVAL_MINUTES when that and RESO_URL and RESO_TOKEN are set; does nothing
 * otherwise. The first run starts one interval after start-up; the timer never keeps the process alive. Returns a stop function.
 */
export function startIngestSchedule(deps: { env: Env; runner: FeedRunner | null; log: Log }): () => void {
  const { env, runner, log } = deps
  const minutes = env.RESO_SYNC_INTERVAL_MINUTES
  if (!minutes || !runner) return () => {}
  const { feed } = runner
  const tick = async () => {
    try {
      const outcome = await runner.run()
      if (!outcome.ran) log.info({ feed }, 'feed sync skipped: another instance holds the lock')
      else if (outcome.value.ok) log.info({ feed, report: outcome.value }, 'feed sync done')
      else log.warn({ feed, report: outcome.value }, 'feed sync failed')
    } catch (err) {
      log.warn({ feed, reason: err instanceof Error ? err.message : String(err) }, 'feed sync failed')
    }
  }
  const timer = setInterval(() => void tick(), minutes * 60_000)
  timer.unref()
  log.info({ feed, minutes }, 'feed sync scheduled')
  return () => clearInterval(timer)
}

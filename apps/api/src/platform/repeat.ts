/**
 * Runs `tick` once `firstAfterMs` after start and then every `everyMs`, for the server's background jobs. The timers
 * never keep the process alive. Returns a stop function.
 */
export function startRepeating(tick: () => void, timing: { firstAfterMs: number; everyMs: number }): () => void {
  const first = setTimeout(tick, timing.firstAfterMs)
  const timer = setInterval(tick, timing.everyMs)
  first.unref()
  timer.unref()
  return () => {
    clearTimeout(first)
    clearInterval(timer)
  }
}

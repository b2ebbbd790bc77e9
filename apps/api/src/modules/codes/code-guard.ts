/**
 * The budget of wrong verification codes per account and per address, across codes and purposes. A 4-digit code
 * is one chance in 10 000 per guess, so the number of guesses a key allows in a year is what bounds takeover:
 * decision record 0028 works the numbers out. Pure, so the schedule is tested on its own.
 */

const DAY_MS = 24 * 3600 * 1000

/** Failures are remembered this long; older ones no longer count. */
export const CODE_FAILURE_WINDOW_MS = 365 * DAY_MS
/** Wrong codes within the window that cost nothing: one whole code's tries (CODE_MAX_ATTEMPTS). */
export const CODE_FREE_FAILURES = 5
/** The pause after the first failure past the free ones; each further failure multiplies it. */
export const CODE_FIRST_LOCK_MS = DAY_MS
export const CODE_LOCK_FACTOR = 8

/**
 * How long code checks pause after a wrong code, given how many wrong codes the key has in the window, this one
 * included: nothing for the first five, then 1 day, 8 days, 64 days, and from the ninth a whole window.
 */
export function calculateCodeLockMs(failuresInWindow: number): number {
  const past = failuresInWindow - CODE_FREE_FAILURES
  if (past <= 0) return 0
  return Math.min(CODE_FIRST_LOCK_MS * CODE_LOCK_FACTOR ** (past - 1), CODE_FAILURE_WINDOW_MS)
}

/** The keys a code check counts against: the address always, and the account using it when there is one. */
export function codeGuardKeys(channel: string, target: string, accountId: string | null): string[] {
  const keys = [`address:${channel}:${target}`]
  if (accountId) keys.push(`account:${accountId}`)
  return keys
}

/** A moment as both catalogues show it: 2026-11-25 14:05 UTC. */
export function formatLockUntil(until: Date): string {
  return `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

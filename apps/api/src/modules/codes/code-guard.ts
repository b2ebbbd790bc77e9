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
const CODE_FIRST_LOCK_MS = DAY_MS
const CODE_LOCK_FACTOR = 8

/**
 * How long code checks pause after a wrong code, given how many wrong codes the key has in the window, this one
 * included: nothing for the first five, then 1 day, 8 days, 64 days, and from the ninth a whole window.
 */
export function calculateCodeLockMs(failuresInWindow: number): number {
  const past = failuresInWindow - CODE_FREE_FAILURES
  if (past <= 0) return 0
  return Math.min(CODE_FIRST_LOCK_MS * CODE_LOCK_FACTOR ** (past - 1), CODE_FAILURE_WINDOW_MS)
}

/** Wrong codes one network address may make in a day, across every account and address, before it pauses. */
export const IP_FREE_FAILURES = 20
const IP_FAILURE_WINDOW_MS = DAY_MS
const IP_FIRST_LOCK_MS = 3600_000

/**
 * The pause for a network address with this many wrong codes in the last day: none for twenty (a campus or an
 * office shares one address), then an hour, doubling up to a day. It bounds one machine guessing across many
 * accounts, which the per-account budget alone would let reach nine guesses on each.
 */
export function calculateIpLockMs(failuresInWindow: number): number {
  const past = failuresInWindow - IP_FREE_FAILURES
  if (past <= 0) return 0
  return Math.min(IP_FIRST_LOCK_MS * 2 ** (past - 1), IP_FAILURE_WINDOW_MS)
}

/** One counter a code check counts against, with its own window and schedule. */
interface CodeGuardKey {
  key: string
  windowMs: number
  lockMs(failuresInWindow: number): number
  /** Whether a pause of this key is news for the owner of the address (not for a shared network address). */
  tellsOwner: boolean
}

/**
 * The keys a code check counts against: the address always, the account using it when there is one, and the
 * network address the guess came from when known.
 */
export function codeGuardKeys(
  channel: string,
  target: string,
  accountId: string | null,
  ip: string | null = null,
): CodeGuardKey[] {
  const year = { windowMs: CODE_FAILURE_WINDOW_MS, lockMs: calculateCodeLockMs, tellsOwner: true }
  const keys: CodeGuardKey[] = [{ key: `address:${channel}:${target}`, ...year }]
  if (accountId) keys.push({ key: `account:${accountId}`, ...year })
  if (ip) keys.push({ key: `ip:${ip}`, windowMs: IP_FAILURE_WINDOW_MS, lockMs: calculateIpLockMs, tellsOwner: false })
  return keys
}

/** A moment as both catalogues show it: 2026-11-25 14:05 UTC. */
export function formatLockUntil(until: Date): string {
  return `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

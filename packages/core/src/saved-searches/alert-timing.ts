import { cityTimeZone } from '../listings/city-time-zone.ts'
import type { City } from '../listings/listing-codes.ts'
import { toShowingTime, toWallClock } from '../showings/showing-time.ts'
import {
  ALERT_DIGEST_HOUR,
  ALERT_PUSH_GAP_MINUTES,
  ALERT_QUIET_FROM_HOUR,
  ALERT_QUIET_UNTIL_HOUR,
  ALERT_WEEKLY_DIGEST_WEEKDAY,
  type SavedSearchFrequency,
} from './saved-search-codes.ts'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS
const pad = (n: number) => String(n).padStart(2, '0')

/** The instant of a local hour on the day (of the city clock) that `at` falls on, moved by whole days. */
function localHour(at: Date, city: City, hour: number, days = 0): Date {
  const w = toWallClock(new Date(at.getTime() + days * DAY_MS), cityTimeZone(city))
  return new Date(toShowingTime(`${w.year}-${pad(w.month)}-${pad(w.day)}`, `${pad(hour)}:00`, city))
}

/** True between 22:00 and 08:00 on the city's clock, when no push is sent. */
export function isQuietHour(at: Date, city: City): boolean {
  const { hour } = toWallClock(at, cityTimeZone(city))
  return hour >= ALERT_QUIET_FROM_HOUR || hour < ALERT_QUIET_UNTIL_HOUR
}

/**
 * When a search's next push may go: now, unless it pushed less than 15 minutes ago (then 15 minutes after that) or
 * that moment falls in the quiet hours (then 08:00 on the city's clock).
 */
export function nextPushAt(now: Date, lastPushedAt: Date | null, city: City): Date {
  const gapEnds = lastPushedAt ? new Date(lastPushedAt.getTime() + ALERT_PUSH_GAP_MINUTES * MINUTE_MS) : now
  const at = gapEnds > now ? gapEnds : now
  if (!isQuietHour(at, city)) return at
  const { hour } = toWallClock(at, cityTimeZone(city))
  return localHour(at, city, ALERT_QUIET_UNTIL_HOUR, hour >= ALERT_QUIET_FROM_HOUR ? 1 : 0)
}

/**
 * The latest digest time at or before `now` for a frequency: today's 08:00 on the city's clock (yesterday's before
 * then) for a daily digest, the latest Monday 08:00 for a weekly one. Null for instant and off, which have none.
 */
export function latestDigestSlot(frequency: SavedSearchFrequency, now: Date, city: City): Date | null {
  if (frequency !== 'daily' && frequency !== 'weekly') return null
  let slot = localHour(now, city, ALERT_DIGEST_HOUR)
  if (slot > now) slot = localHour(now, city, ALERT_DIGEST_HOUR, -1)
  if (frequency === 'daily') return slot
  for (let i = 0; i < 7; i++) {
    const candidate = i === 0 ? slot : localHour(slot, city, ALERT_DIGEST_HOUR, -i)
    const w = toWallClock(candidate, cityTimeZone(city))
    const weekday = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay() || 7
    if (weekday === ALERT_WEEKLY_DIGEST_WEEKDAY) return candidate
  }
  return slot
}

/** True when a digest is owed: its latest slot has passed since the last digest (or since the search was saved). */
export function isDigestDue(frequency: SavedSearchFrequency, since: Date, now: Date, city: City): boolean {
  const slot = latestDigestSlot(frequency, now, city)
  return slot !== null && slot > since
}

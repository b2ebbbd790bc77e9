import {
  type City,
  checkShowingSlot,
  cityTimeZone,
  SHOWING_FIRST_START,
  SHOWING_LAST_START,
  SHOWING_MAX_DAYS_AHEAD,
  showingStartTimes,
  toShowingTime,
  toWallClock,
} from '@maplenest/core'

export interface SlotOption {
  /** "HH:MM" on the clock of the listing's city. */
  time: string
  /** Already past (or too close to now) or taken: offered but not choosable, so the day's shape stays readable. */
  disabled: boolean
  /** Held by the agent's confirmed showing or the person's own. */
  taken: boolean
}

const pad = (n: number) => String(n).padStart(2, '0')

/** "YYYY-MM-DD" of an instant on the clock of the listing's city. */
function cityDay(at: Date, city: City): string {
  const w = toWallClock(at, cityTimeZone(city))
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`
}

/** The first and last days the date field accepts: today in the listing's city, and as far ahead as the rules allow. */
export function bookableDays(now: Date, city: City): { min: string; max: string } {
  const last = new Date(now.getTime() + (SHOWING_MAX_DAYS_AHEAD - 1) * 24 * 3600_000)
  return { min: cityDay(now, city), max: cityDay(last, city) }
}

/**
 * The starts of one day in the listing's city, every 30 minutes from 08:00 to 21:00, each checked by the rule the
 * server applies (core's checkShowingSlot): past ones are disabled. Only listings on the market get a sheet, so the
 * listing's status is taken as available here; the server still refuses one that changed meanwhile. The `taken`
 * starts (the server's answer) are disabled too.
 */
export function slotOptions(day: string, city: City, now: Date, taken: readonly string[] = []): SlotOption[] {
  return showingStartTimes(SHOWING_FIRST_START, SHOWING_LAST_START).map((time) => {
    const past = checkShowingSlot({ time: new Date(toShowingTime(day, time, city)), city, lsc: 'new', now }) !== null
    const held = !past && taken.includes(time)
    return { time, disabled: past || held, taken: held }
  })
}

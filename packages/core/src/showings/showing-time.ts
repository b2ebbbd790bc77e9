import { dateTimeFormat } from '../format/intl-formats.ts'
import type { Locale } from '../i18n/locales.ts'
import { cityTimeZone } from '../listings/city-time-zone.ts'
import { CITIES, type City } from '../listings/listing-codes.ts'

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

/** The wall clock of `timeZone` at an instant. */
export function toWallClock(at: Date, timeZone: string): WallClock {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return { year: n('year'), month: n('month'), day: n('day'), hour: n('hour'), minute: n('minute') }
}

/** Minutes the zone is ahead of UTC at an instant (Toronto in winter: -300). */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const w = toWallClock(at, timeZone)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute)
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000)
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0')

/** "HH:MM" minutes since local midnight. */
export function minutesOfDay(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

/**
 * The instant a local day and time name in the listing's city, as ISO 8601 with that city's offset:
 * `toShowingTime('2026-11-26', '14:00', 'toronto')` → "2026-11-26T14:00:00-05:00". The booking sheet sends this.
 */
export function toShowingTime(day: string, hhmm: string, city: City): string {
  const timeZone = cityTimeZone(city)
  const [y, mo, d] = day.split('-').map(Number)
  const naive = Date.UTC(y ?? 1970, (mo ?? 1) - 1, d ?? 1, 0, minutesOfDay(hhmm))
  // Two passes settle the offset on both sides of a daylight-saving change.
  let offset = zoneOffsetMinutes(new Date(naive), timeZone)
  offset = zoneOffsetMinutes(new Date(naive - offset * 60_000), timeZone)
  const sign = offset < 0 ? '-' : '+'
  return `${day}T${hhmm}:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
}

/**
 * The city on whose clock a showing time is written: the one whose zone is at the time's offset at that instant
 * (`toShowingTime` writes every time this way). Null for a time in UTC ("Z"), without an offset, or at an offset none
 * of our cities keeps then.
 */
export function getShowingTimeCity(time: string): City | null {
  const offset = /([+-])(\d{2}):?(\d{2})$/.exec(time)
  const at = new Date(time)
  if (!offset || Number.isNaN(at.getTime())) return null
  const minutes = (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]))
  return CITIES.find((city) => zoneOffsetMinutes(at, cityTimeZone(city)) === minutes) ?? null
}

/** The local date and time of an instant in the city's zone, "2026-11-26 14:00": the same in both languages. */
export function formatShowingWallTime(at: Date | string, timeZone: string): string {
  const w = toWallClock(typeof at === 'string' ? new Date(at) : at, timeZone)
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`
}

/** The day of a showing on the listing's clock with its weekday: "Thu 3 Dec 2026", "2026年12月3日 周四". */
export function formatShowingDay(at: Date | string, locale: Locale, timeZone: string): string {
  const date = typeof at === 'string' ? new Date(at) : at
  const day = dateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone }).format(date)
  const weekday = dateTimeFormat(locale, { weekday: 'short', timeZone }).format(date)
  return locale === 'en-GB' ? `${weekday} ${day}` : `${day} ${weekday}`
}

/** The 24-hour clock time of a showing on the listing's clock: "18:30". */
export function formatShowingClock(at: Date | string, timeZone: string): string {
  const w = toWallClock(typeof at === 'string' ? new Date(at) : at, timeZone)
  return `${pad(w.hour)}:${pad(w.minute)}`
}

/**
 * A showing's start as people read it, on the listing's clock with the weekday: "Thu 3 Dec 2026, 18:30" in en-GB,
 * "2026年12月3日 周四 18:30" in zh-Hans-CN (24-hour clock). The city the clock belongs to is named beside it.
 */
export function formatShowingTime(at: Date | string, locale: Locale, timeZone: string): string {
  const day = formatShowingDay(at, locale, timeZone)
  const time = formatShowingClock(at, timeZone)
  return locale === 'en-GB' ? `${day}, ${time}` : `${day} ${time}`
}

/** The starts a booking sheet offers for one day: every half hour from the first to the last start. */
export function showingStartTimes(first = '08:00', last = '21:00', stepMinutes = 30): string[] {
  const out: string[] = []
  for (let m = minutesOfDay(first); m <= minutesOfDay(last); m += stepMinutes) {
    out.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}`)
  }
  return out
}

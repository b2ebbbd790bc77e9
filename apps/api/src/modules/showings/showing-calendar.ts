import { type City, cityTimeZone, getTimeZoneCity } from '@maplenest/core'
import { createEvent } from 'ics'

/**
 * The daylight-saving rules of each listing city's zone, as VTIMEZONE blocks, so a calendar shows the showing at
 * the listing's local time whatever zone the reader's device is in (RFC 5545 wants the zone defined in the file).
 */
const VTIMEZONES: Record<City, string> = {
  toronto: zone(cityTimeZone('toronto'), '-0500', '-0400', 'EST', 'EDT'),
  vancouver: zone(cityTimeZone('vancouver'), '-0800', '-0700', 'PST', 'PDT'),
}

function zone(tzid: string, std: string, dst: string, stdName: string, dstName: string): string {
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${tzid}`,
    'BEGIN:DAYLIGHT',
    `TZOFFSETFROM:${std}`,
    `TZOFFSETTO:${dst}`,
    `TZNAME:${dstName}`,
    'DTSTART:19700308T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    `TZOFFSETFROM:${dst}`,
    `TZOFFSETTO:${std}`,
    `TZNAME:${stdName}`,
    'DTSTART:19701101T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n')
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number }
const toArray = (w: WallClock): [number, number, number, number, number] => [w.year, w.month, w.day, w.hour, w.minute]

/**
 * One showing as an .ics file: start and end on the wall clock of the listing's city with its TZID; tentative until
 * the agent confirms it, confirmed after. Every version keeps the showing's UID and carries its change count as
 * SEQUENCE, so a calendar that imported an earlier one replaces it; a cancelled showing is a METHOD:CANCEL file that
 * takes it out of the calendar.
 */
export function showingCalendar(input: {
  id: string
  start: WallClock
  end: WallClock
  timeZone: string
  sequence: number
  state: 'tentative' | 'confirmed' | 'cancelled'
  title: string
  description: string
  location: string
}): string {
  const { value, error } = createEvent({
    uid: `${input.id}@maplenest`,
    productId: 'maplenest/showings',
    method: input.state === 'cancelled' ? 'CANCEL' : 'PUBLISH',
    sequence: input.sequence,
    start: toArray(input.start),
    startInputType: 'local',
    startOutputType: 'local',
    end: toArray(input.end),
    endInputType: 'local',
    endOutputType: 'local',
    title: input.title,
    description: input.description,
    location: input.location,
    status: input.state === 'cancelled' ? 'CANCELLED' : input.state === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
  })
  if (error || !value) throw error ?? new Error('calendar not built')
  const city = getTimeZoneCity(input.timeZone)
  if (!city) return value
  const tz = VTIMEZONES[city]
  // ics writes floating local times; naming their zone makes them the listing city's wall clock.
  return value
    .replace(/^DTSTART:/m, `DTSTART;TZID=${input.timeZone}:`)
    .replace(/^DTEND:/m, `DTEND;TZID=${input.timeZone}:`)
    .replace(/^BEGIN:VEVENT/m, `${tz}\r\nBEGIN:VEVENT`)
}

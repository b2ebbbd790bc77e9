import { dateTimeFormat } from '../format/intl-formats.ts'
import { cityTimeZone } from '../listings/city-time-zone.ts'
import type { ContractProvince } from './contract.schema.ts'

/** Reminders before a lease's renew/end date, in days, furthest first (issue: 60 and 30 days). */
export const CONTRACT_REMINDER_DAYS = [60, 30] as const
export type ContractReminderDays = (typeof CONTRACT_REMINDER_DAYS)[number]

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole calendar days from `today` to `endDate` (both YYYY-MM-DD); negative once the date has passed. */
export function daysUntil(endDate: string, today: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS)
}

/**
 * The reminder to send today, or null. A reminder is due once the end date is that many days away or nearer (and
 * not yet past); only the nearest one crossed is sent, so a contract issued 20 days before its end gets the 30-day
 * reminder alone, never a late 60-day one. `lastSent` is the reminder already sent (null for none): each is sent
 * once, and a later one only when it is nearer.
 */
export function dueContractReminder(
  endDate: string,
  today: string,
  lastSent: number | null,
): ContractReminderDays | null {
  const left = daysUntil(endDate, today)
  if (left < 0) return null
  let due: ContractReminderDays | null = null
  for (const days of CONTRACT_REMINDER_DAYS) if (left <= days) due = days
  if (due === null) return null
  return lastSent === null || due < lastSent ? due : null
}

/**
 * What the reminder record becomes when the agent moves the end date: a date moved later starts the reminders
 * again (those sent were for the old date); a date moved earlier keeps them, so none is sent twice.
 */
export function remindersAfterDateChange(oldEnd: string, newEnd: string, lastSent: number | null): number | null {
  return newEnd > oldEnd ? null : lastSent
}

/** Today's date (YYYY-MM-DD) where the lease is: Toronto for Ontario, Vancouver for British Columbia. */
export function contractToday(now: Date, province: ContractProvince): string {
  const timeZone = cityTimeZone(province === 'BC' ? 'vancouver' : 'toronto')
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** A lease date (YYYY-MM-DD) as the reader writes dates: "30 Nov 2027", "2027年11月30日". */
export function formatLeaseDate(date: string, locale: string): string {
  const style = {
    timeZone: 'UTC',
    year: 'numeric',
    month: locale.startsWith('zh') ? 'long' : 'short',
    day: 'numeric',
  } as const
  return dateTimeFormat(locale, style).format(new Date(`${date}T00:00:00Z`))
}

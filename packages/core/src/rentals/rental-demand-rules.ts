import type { MessageKey } from '../i18n/catalogue.ts'
import { cityTimeZone } from '../listings/city-time-zone.ts'
import type { City, SaleOrLease } from '../listings/listing-codes.ts'
import { isAvailableLsc } from '../listings/lsc.ts'
import { toWallClock } from '../showings/showing-time.ts'
import type { RentalBedrooms } from './rental-demand.schema.ts'

/** A student younger than this in the birth year they give is refused: the year was mistyped. */
export const RENTER_MIN_AGE = 15
/** A listing whose possession date is within this many days after the move-in still fits (a short wait). */
export const POSSESSION_GRACE_DAYS = 14

const pad = (n: number) => String(n).padStart(2, '0')

/** Today's date ("YYYY-MM-DD") on the clock of a city: move-in dates are days in the city of the home. */
export function todayIn(city: City, now: Date): string {
  const w = toWallClock(now, cityTimeZone(city))
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`
}

/** "YYYY-MM-DD" plus a number of days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/**
 * The rules of a demand that need today's date, per field: the move-in not before today, and a birth year at least
 * RENTER_MIN_AGE years back. Both the form and the api call it with the date of the school's city.
 */
export function checkDemandDates(
  d: { moveIn?: string | null; birthYear?: number | null },
  today: string,
): Partial<Record<'moveIn' | 'birthYear', MessageKey>> {
  const out: Partial<Record<'moveIn' | 'birthYear', MessageKey>> = {}
  if (d.moveIn && d.moveIn < today) out.moveIn = 'rental.validation.moveInPast'
  if (d.birthYear != null && d.birthYear > Number(today.slice(0, 4)) - RENTER_MIN_AGE) {
    out.birthYear = 'rental.validation.birthYear'
  }
  return out
}

/** The bedroom counts a choice stands for: a studio has none; "5+" is five or more. */
export function bedroomRange(b: RentalBedrooms): { min: number; max: number } {
  if (b === 'studio') return { min: 0, max: 0 }
  if (b === '5+') return { min: 5, max: 99 }
  const n = Number(b)
  return { min: n, max: n }
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
}

/**
 * The day a lease listing can be moved into, from its possession text: "Dec 1, 2026" or "2026-12-01" give that day;
 * "Immediate", "Vacant" and anything we cannot read give null (available now, or ask the agent).
 */
export function possessionDate(possession: string | null | undefined): string | null {
  if (!possession) return null
  const text = possession.trim()
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (iso) return text
  const us = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text)
  const month = us ? MONTHS[us[1]!.toLowerCase()] : undefined
  if (us && month) return `${us[3]}-${pad(month)}-${pad(Number(us[2]))}`
  return null
}

/** The listing facts matching reads. */
export interface MatchListing {
  city: City
  sr: SaleOrLease
  lsc: string
  neighbourhood: string
  price: number
  beds: number
  possession: string | null
}

/** The demand facts matching reads. */
export interface MatchDemand {
  city: City
  budget: number
  bedrooms: RentalBedrooms
  neighbourhoods: readonly string[]
  moveIn: string
}

/** What a lease is checked against; a criterion left out lets every lease through. */
export interface LeaseCriteria {
  city: City
  neighbourhoods?: readonly string[] | undefined
  budget?: number | undefined
  bedrooms?: RentalBedrooms | undefined
  moveIn?: string | undefined
}

/**
 * Whether a lease fits: on the market for rent in the city, in one of the neighbourhoods, at or under the budget,
 * with the bedrooms asked for, and free by the move-in (possession at most two weeks after it).
 */
export function leaseFits(l: MatchListing, c: LeaseCriteria): boolean {
  if (l.sr !== 'Lease' || !isAvailableLsc(l.lsc) || l.city !== c.city) return false
  if (c.neighbourhoods && !c.neighbourhoods.includes(l.neighbourhood)) return false
  if (c.budget !== undefined && l.price > c.budget) return false
  if (c.bedrooms) {
    const { min, max } = bedroomRange(c.bedrooms)
    if (l.beds < min || l.beds > max) return false
  }
  const from = c.moveIn ? possessionDate(l.possession) : null
  return from === null || !c.moveIn || from <= addDays(c.moveIn, POSSESSION_GRACE_DAYS)
}

/** Whether a lease fits a demand: every criterion of the demand applies. */
export function matchesDemand(l: MatchListing, d: MatchDemand): boolean {
  return leaseFits(l, d)
}

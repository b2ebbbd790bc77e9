import { z } from 'zod'
import type { City } from './listing-codes.ts'
import { LISTING_STATUSES, LSC_CODES, SALE_OR_LEASE } from './listing-codes.ts'
import { MS_PER_DAY } from './listing-date.ts'
import { isClosedLsc } from './lsc.ts'
import { calculateDaysOnMarket } from './market-line.ts'

/**
 * A listing that starts within this many days of the end of the property's previous listing, when that one ended
 * without a deal (expired, terminated, suspended), continues the same run on the market: the board's relisting
 * rule. A sale or a lease ends a run.
 */
export const SAME_RUN_GAP_DAYS = 90

/**
 * One listing of a property (the same address and unit) at some time, sale or lease. The close price and date,
 * and the end date of a listing that closed, are null unless the VOW rule grants them.
 */
export const propertyListingSchema = z.object({
  mlNum: z.string(),
  sr: z.enum(SALE_OR_LEASE),
  inputDate: z.string(),
  lsc: z.enum(LSC_CODES),
  status: z.enum(LISTING_STATUSES),
  /** The last asking price or rent, whole dollars. */
  price: z.number().int(),
  closePrice: z.number().int().nullable(),
  closeDate: z.string().nullable(),
  /** When it left the market (expired, terminated, suspended, or closed when granted); null while available. */
  endDate: z.string().nullable(),
})
export type PropertyListing = z.infer<typeof propertyListingSchema>

/** What a run needs of a listing: when it started and ended and whether it ended in a deal. */
export type RunListing = Pick<PropertyListing, 'mlNum' | 'inputDate' | 'lsc' | 'status'> & {
  /** When it left the market, whether or not the viewer may see it; null while available. */
  endDate: string | null
}

/**
 * The property's listings that make up the run of `current`: `current` and, going back, each earlier listing that
 * ended without a deal and within SAME_RUN_GAP_DAYS before the next one started. Oldest first.
 */
export function currentRun<T extends RunListing>(listings: readonly T[], current: T): T[] {
  const older = listings
    .filter((l) => l !== current && l.mlNum !== current.mlNum && l.inputDate < current.inputDate)
    .sort((a, b) => (a.inputDate < b.inputDate ? 1 : -1))
  const run = [current]
  let next = current
  for (const l of older) {
    if (l.endDate === null || isClosedLsc(l.lsc)) break
    const gap = (Date.parse(next.inputDate) - Date.parse(l.endDate)) / MS_PER_DAY
    if (gap < 0 || gap > SAME_RUN_GAP_DAYS) break
    run.unshift(l)
    next = l
  }
  return run
}

/**
 * The true days on market of `current`: whole days from the first listing date of its run to today while it is
 * available (today on the city's clock when the city is given), or to the day it left the market. Null when it left the market and that day is not known to the viewer.
 */
export function trueDaysOnMarket<T extends RunListing>(
  listings: readonly T[],
  current: T,
  now: Date,
  city?: City,
): number | null {
  const first = currentRun(listings, current)[0] ?? current
  if (current.status === 'A') return calculateDaysOnMarket(first.inputDate, now, city)
  if (current.endDate === null) return null
  return calculateDaysOnMarket(first.inputDate, new Date(current.endDate))
}

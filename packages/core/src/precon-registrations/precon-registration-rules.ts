import type { MessageKey } from '../i18n/catalogue.ts'
import { cityTimeZone } from '../listings/city-time-zone.ts'
import type { City } from '../listings/listing-codes.ts'
import { minutesOfDay, toWallClock } from '../showings/showing-time.ts'
import {
  PRECON_VISIT_FIRST_START,
  PRECON_VISIT_LAST_START,
  PRECON_VISIT_MAX_DAYS_AHEAD,
  type PreconRegistrationStatus,
} from './precon-registration.schema.ts'

const DAY = 24 * 60 * 60_000

/**
 * Why a preferred visit time cannot be asked for, or null when it can: after now, within
 * `PRECON_VISIT_MAX_DAYS_AHEAD` days, between the sales centres' first and last start on the project city's clock.
 */
export function checkPreconVisitTime(time: Date, city: City, now: Date): MessageKey | null {
  if (Number.isNaN(time.getTime())) return 'preconRegistration.validation.timeFormat'
  if (time.getTime() <= now.getTime()) return 'preconRegistration.validation.past'
  if (time.getTime() - now.getTime() > PRECON_VISIT_MAX_DAYS_AHEAD * DAY) return 'preconRegistration.validation.tooFar'
  const local = toWallClock(time, cityTimeZone(city))
  const minutes = local.hour * 60 + local.minute
  if (minutes < minutesOfDay(PRECON_VISIT_FIRST_START) || minutes > minutesOfDay(PRECON_VISIT_LAST_START))
    return city === 'vancouver'
      ? 'preconRegistration.validation.hoursVancouver'
      : 'preconRegistration.validation.hoursToronto'
  return null
}

/** The project's price and occupancy as last told to a registrant, or as they are now. */
export interface PreconFacts {
  minPrice: number
  maxPrice: number
  occupancyYear: number
  occupancyQuarter: number
}

/** One change a registrant is told of, with the notice's parameters (before and now). */
export type PreconFactChange =
  | {
      kind: 'preconRegistration.priceChanged'
      params: { minPrice: number; maxPrice: number; beforeMin: number; beforeMax: number }
    }
  | {
      kind: 'preconRegistration.occupancyChanged'
      params: { year: number; quarter: number; beforeYear: number; beforeQuarter: number }
    }

/** What changed between what a registrant was told and the project now: the price range, the occupancy, both or none. */
export function preconFactChanges(told: PreconFacts, now: PreconFacts): PreconFactChange[] {
  const out: PreconFactChange[] = []
  if (told.minPrice !== now.minPrice || told.maxPrice !== now.maxPrice)
    out.push({
      kind: 'preconRegistration.priceChanged',
      params: { minPrice: now.minPrice, maxPrice: now.maxPrice, beforeMin: told.minPrice, beforeMax: told.maxPrice },
    })
  if (told.occupancyYear !== now.occupancyYear || told.occupancyQuarter !== now.occupancyQuarter)
    out.push({
      kind: 'preconRegistration.occupancyChanged',
      params: {
        year: now.occupancyYear,
        quarter: now.occupancyQuarter,
        beforeYear: told.occupancyYear,
        beforeQuarter: told.occupancyQuarter,
      },
    })
  return out
}

/** What the buyer may still do with one of their registrations: withdraw it while it is not withdrawn. */
export const canWithdrawPreconRegistration = (status: PreconRegistrationStatus) => status !== 'withdrawn'

/** What the receiving agent may do: mark it contacted, with a reply, while it is open. */
export const canReplyPreconRegistration = (status: PreconRegistrationStatus) => status === 'open'

/** The buyer's list of registrations (Account › Pre-construction registrations). */
export const PRECON_REGISTRATIONS_PATH = '/pages/my/precon-registrations/precon-registrations'
/** The receiving agent's list of registrations. */
export const PRECON_REGISTRATIONS_INCOMING_PATH = '/pages/my/precon-registrations/incoming'

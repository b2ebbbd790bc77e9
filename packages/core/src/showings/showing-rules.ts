import type { MessageKey } from '../i18n/catalogue.ts'
import { cityTimeZone } from '../listings/city-time-zone.ts'
import type { City, LscCode } from '../listings/listing-codes.ts'
import { isAvailableLsc } from '../listings/lsc.ts'
import {
  type ReviewStatus,
  SHOWING_AGENT_GAP_MINUTES,
  SHOWING_CONFLICT_MINUTES,
  SHOWING_FIRST_START,
  SHOWING_LAST_START,
  SHOWING_MAX_DAYS_AHEAD,
  SHOWING_OUTCOME_DAYS,
  type SHOWING_ROLES,
  type ShowingActions,
  type ShowingCancelReason,
  type ShowingStatus,
  type ShowingTab,
} from './showing.schema.ts'
import { minutesOfDay, showingStartTimes, toShowingTime, toWallClock } from './showing-time.ts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/**
 * Why a start cannot be booked, or null when it can: the listing must be available (new, price change, extended,
 * back on market — the same codes the for-sale and for-lease lists offer), the start ahead of now and within
 * `SHOWING_MAX_DAYS_AHEAD` days, between 08:00 and 21:00 on the clock of the listing's city.
 */
export function checkShowingSlot(slot: { time: Date; city: City; lsc: string; now: Date }): MessageKey | null {
  const { time, city, lsc, now } = slot
  if (!isAvailableLsc(lsc)) return 'showing.validation.unavailable'
  if (Number.isNaN(time.getTime())) return 'showing.validation.timeFormat'
  if (time.getTime() <= now.getTime()) return 'showing.validation.past'
  if (time.getTime() - now.getTime() > SHOWING_MAX_DAYS_AHEAD * DAY) return 'showing.validation.tooFar'
  const local = toWallClock(time, cityTimeZone(city))
  const minutes = local.hour * 60 + local.minute
  if (minutes < minutesOfDay(SHOWING_FIRST_START) || minutes > minutesOfDay(SHOWING_LAST_START)) {
    return city === 'vancouver' ? 'showing.validation.hoursVancouver' : 'showing.validation.hoursToronto'
  }
  return null
}

/**
 * True when two starts are closer than the gap: a buyer's 30 minutes by default (exactly 30 minutes apart is fine), an
 * agent's `SHOWING_AGENT_GAP_MINUTES` between confirmed showings.
 */
export function isShowingConflict(a: Date, b: Date, gapMinutes: number = SHOWING_CONFLICT_MINUTES): boolean {
  return Math.abs(a.getTime() - b.getTime()) < gapMinutes * MINUTE
}

/**
 * The starts of a day ("HH:MM" on the listing city's clock, every 30 minutes within opening hours) the booking sheet
 * offers as taken: those within the buyer's gap of one of their own showings (`busy`), and those within the agent's
 * gap (the showing and the way to the next home) of one the agent confirmed (`agentBusy`).
 */
export function takenStarts(
  day: string,
  city: City,
  busy: readonly (Date | string)[],
  agentBusy: readonly (Date | string)[] = [],
): string[] {
  return showingStartTimes(SHOWING_FIRST_START, SHOWING_LAST_START).filter((hhmm) => {
    const at = new Date(toShowingTime(day, hhmm, city))
    return (
      busy.some((b) => isShowingConflict(at, new Date(b))) ||
      agentBusy.some((b) => isShowingConflict(at, new Date(b), SHOWING_AGENT_GAP_MINUTES))
    )
  })
}

/** The ids of the other showings whose starts conflict with `time`. */
export function findShowingConflicts(
  time: Date,
  others: readonly { id: string; time: Date | string }[],
  exceptId?: string,
): string[] {
  return others.filter((o) => o.id !== exceptId && isShowingConflict(time, new Date(o.time))).map((o) => o.id)
}

/** Statuses whose time is still held: they take part in conflicts and in the agent's overlap marks. */
export const LIVE_SHOWING_STATUSES = ['Pending', 'Processed'] as const satisfies readonly ShowingStatus[]

export function isLiveShowing(status: ShowingStatus): boolean {
  return (LIVE_SHOWING_STATUSES as readonly string[]).includes(status)
}

/** A showing still to come: pending, or processed with its time ahead. Listing changes are checked for these. */
export function isFutureShowing(s: { status: ShowingStatus; time: Date | string }, now: Date): boolean {
  if (s.status === 'Pending') return true
  return s.status === 'Processed' && new Date(s.time).getTime() > now.getTime()
}

export type ShowingRole = (typeof SHOWING_ROLES)[number]

export interface ShowingState {
  status: ShowingStatus
  reviewStatus: ReviewStatus
  time: Date | string
  handledAt: Date | string | null
  confirmedAt: Date | string | null
  proposedTime: Date | string | null
}

/**
 * What each side may do now (spec §4), in the order a showing happens. Before the start: the buyer changes or cancels
 * it (a confirmed one too: a new time goes back to the agent); the handling agent or an administrator confirms an
 * unanswered request, proposes another time (while a proposal is open only declining is left), or declines it with a
 * reason — a confirmed showing they can no longer keep is declined the same way; the buyer accepts or rejects a
 * proposed time while it is ahead. After the start: the agent records the outcome (taken to view, or expired for a
 * no-show) of a showing still pending, or of one the scheduled job expired before anybody recorded it; the buyer
 * reviews a visit that happened (processed, its time passed) and rebooks a closed one. Live showings download to a
 * calendar, and a cancelled one downloads as the cancellation that takes it out of the calendar.
 */
export function showingActions(s: ShowingState, role: ShowingRole, now: Date): ShowingActions {
  const ahead = new Date(s.time).getTime() > now.getTime()
  const buyer = role === 'buyer'
  const pendingAhead = s.status === 'Pending' && ahead
  const unanswered = pendingAhead && s.confirmedAt == null
  const proposal =
    s.status === 'Pending' && s.proposedTime != null && new Date(s.proposedTime).getTime() > now.getTime()
  return {
    cancel: buyer && pendingAhead,
    modify: buyer && pendingAhead,
    review: buyer && s.status === 'Processed' && !ahead && s.reviewStatus === 'NotReviewed',
    rebook: buyer && !isLiveShowing(s.status),
    handle: !buyer && !ahead && (s.status === 'Pending' || (s.status === 'Expired' && s.handledAt == null)),
    calendar: isLiveShowing(s.status) || s.status === 'Cancelled',
    confirm: !buyer && unanswered && s.proposedTime == null,
    decline: !buyer && pendingAhead,
    propose: !buyer && unanswered && s.proposedTime == null,
    accept: buyer && proposal,
    reject: buyer && proposal,
  }
}

/**
 * Whether the scheduled job expires a pending showing now: an unanswered request once its time has passed (nobody
 * agreed to it); a confirmed one only when its outcome was not recorded within `SHOWING_OUTCOME_DAYS` of its time.
 */
export function isShowingDue(
  s: { status: ShowingStatus; time: Date | string; confirmedAt: Date | string | null },
  now: Date,
): boolean {
  if (s.status !== 'Pending') return false
  const time = new Date(s.time).getTime()
  return s.confirmedAt == null ? time <= now.getTime() : time + SHOWING_OUTCOME_DAYS * DAY <= now.getTime()
}

/**
 * The order of a list: showings still to come first, soonest first (pending or processed, time ahead), then the rest,
 * latest first. `upcoming` is the first key of the order.
 */
export function isUpcomingShowing(s: { status: ShowingStatus; time: Date | string }, now: Date): boolean {
  return isLiveShowing(s.status) && new Date(s.time).getTime() > now.getTime()
}

/** Whether a showing belongs in a list tab; `toBeReviewed` holds processed showings the buyer has not reviewed. */
export function matchesShowingTab(s: { status: ShowingStatus; reviewStatus: ReviewStatus }, tab: ShowingTab): boolean {
  switch (tab) {
    case 'all':
      return true
    case 'pending':
      return s.status === 'Pending'
    case 'processed':
      return s.status === 'Processed'
    case 'expired':
      return s.status === 'Expired'
    case 'cancelled':
      return s.status === 'Cancelled'
    case 'toBeReviewed':
      return s.status === 'Processed' && s.reviewStatus === 'NotReviewed'
  }
}

/** The statuses (and review status) a tab selects, for a database filter. */
export function showingTabFilter(tab: ShowingTab): { statuses: ShowingStatus[] | null; reviewStatus?: ReviewStatus } {
  switch (tab) {
    case 'all':
      return { statuses: null }
    case 'pending':
      return { statuses: ['Pending'] }
    case 'processed':
      return { statuses: ['Processed'] }
    case 'expired':
      return { statuses: ['Expired'] }
    case 'cancelled':
      return { statuses: ['Cancelled'] }
    case 'toBeReviewed':
      return { statuses: ['Processed'], reviewStatus: 'NotReviewed' }
  }
}

/**
 * What a change of the listing's status code means for a showing still to come: nothing while the listing stays
 * available; a flag when it became unavailable (conditional, suspended, terminated, expired, a failed deal); a flag
 * and a cancellation when it closed with a deal (sold, leased), as BrokerBay's "No More Showings" does.
 */
export function listingChangeOutcome(
  fromLsc: string,
  toLsc: LscCode,
): { flag: false } | { flag: true; cancelReason: ShowingCancelReason | null } {
  if (fromLsc === toLsc || isAvailableLsc(toLsc)) return { flag: false }
  if (toLsc === 'sld') return { flag: true, cancelReason: 'listingSold' }
  if (toLsc === 'lsd') return { flag: true, cancelReason: 'listingLeased' }
  return { flag: true, cancelReason: null }
}

import type {
  ReservationActions,
  ReservationCancelReason,
  ReservationStatus,
  ReservationTab,
} from './reservation.schema.ts'

export type ReservationRole = 'student' | 'agent' | 'admin'

/** Statuses still waiting for a decision: the move-in passing expires them, the listing closing cancels them. */
export const UNDECIDED_RESERVATION_STATUSES = [
  'Pending',
  'ViewingProposed',
  'ViewingConfirmed',
] as const satisfies readonly ReservationStatus[]

/** Statuses that hold the room: undecided ones and a confirmed one. A student holds one of these per listing. */
export const LIVE_RESERVATION_STATUSES = [
  ...UNDECIDED_RESERVATION_STATUSES,
  'Confirmed',
] as const satisfies readonly ReservationStatus[]

export function isUndecidedReservation(status: ReservationStatus): boolean {
  return (UNDECIDED_RESERVATION_STATUSES as readonly string[]).includes(status)
}

export function isLiveReservation(status: ReservationStatus): boolean {
  return (LIVE_RESERVATION_STATUSES as readonly string[]).includes(status)
}

/** The statuses a list tab shows. */
export function reservationTabStatuses(tab: ReservationTab): ReservationStatus[] | null {
  switch (tab) {
    case 'all':
      return null
    case 'pending':
      return ['Pending']
    case 'viewing':
      return ['ViewingProposed', 'ViewingConfirmed']
    case 'confirmed':
      return ['Confirmed']
    case 'closed':
      return ['Declined', 'Cancelled', 'Expired']
  }
}

/**
 * What a person may do with a reservation now, given today on the listing city's clock. The student cancels a live
 * reservation before the move-in and confirms a proposed viewing whose time is ahead; the handling agent (or an
 * administrator) confirms a pending reservation or one whose viewing was agreed, proposes or moves a viewing while it
 * is undecided, and declines while it is undecided.
 */
export function reservationActions(
  r: { status: ReservationStatus; moveIn: string; viewingTime: Date | string | null },
  role: ReservationRole,
  now: Date,
  today: string,
): ReservationActions {
  const student = role === 'student'
  const undecided = isUndecidedReservation(r.status)
  const beforeMoveIn = today <= r.moveIn
  const viewingAhead = r.viewingTime !== null && new Date(r.viewingTime).getTime() > now.getTime()
  return {
    cancel: student && isLiveReservation(r.status) && beforeMoveIn,
    confirmViewing: student && r.status === 'ViewingProposed' && viewingAhead,
    confirm: !student && (r.status === 'Pending' || r.status === 'ViewingConfirmed'),
    proposeViewing: !student && undecided,
    decline: !student && undecided,
  }
}

/**
 * What a listing leaving the market means for a reservation still undecided: cancelled, saying whether it was
 * leased or withdrawn; null while the listing is still available.
 */
export function reservationListingOutcome(available: boolean, lsc: string): ReservationCancelReason | null {
  if (available) return null
  return lsc === 'lsd' || lsc === 'lc' ? 'listingLeased' : 'listingUnavailable'
}

/** What a reservation holds, as its words say it: a room in a shared home, or a whole home (a unit, a house). */
export const RESERVED_PLACES = ['room', 'home'] as const
export type ReservedPlace = (typeof RESERVED_PLACES)[number]

/** The boards' property types that let a room in a shared home rather than the whole of it. */
export const ROOM_PROPERTY_TYPES: readonly string[] = ['Room']

/** Whether a lease lets a room or a whole home, from the listing's property type (PropertySubType). */
export function reservedPlace(propertyType: string | null | undefined): ReservedPlace {
  return propertyType && ROOM_PROPERTY_TYPES.includes(propertyType) ? 'room' : 'home'
}

import { describe, expect, it } from 'vitest'
import { reservationRequestSchema, viewingProposalSchema } from './reservation.schema.ts'
import {
  isLiveReservation,
  reservationActions,
  reservationListingOutcome,
  reservationTabStatuses,
  reservedPlace,
} from './reservation-rules.ts'

const now = new Date('2026-11-28T15:00:00Z')
const today = '2026-11-28'
const ahead = '2026-12-02T19:00:00Z'
const past = '2026-11-20T19:00:00Z'

describe('what each side may do with a reservation', () => {
  const r = (status: Parameters<typeof reservationActions>[0]['status'], viewingTime: string | null = null) => ({
    status,
    moveIn: '2027-01-01',
    viewingTime,
  })
  it.each([
    ['Pending', 'student', null, { cancel: true, confirmViewing: false, confirm: false }],
    ['ViewingProposed', 'student', ahead, { cancel: true, confirmViewing: true }],
    ['ViewingProposed', 'student', past, { confirmViewing: false }],
    ['ViewingConfirmed', 'student', ahead, { cancel: true, confirmViewing: false }],
    ['Confirmed', 'student', null, { cancel: true }],
    ['Declined', 'student', null, { cancel: false }],
    ['Pending', 'agent', null, { confirm: true, proposeViewing: true, decline: true, cancel: false }],
    ['ViewingProposed', 'agent', ahead, { confirm: false, proposeViewing: true, decline: true }],
    ['ViewingConfirmed', 'agent', ahead, { confirm: true, proposeViewing: true, decline: true }],
    ['Confirmed', 'agent', null, { confirm: false, proposeViewing: false, decline: false }],
    ['Cancelled', 'admin', null, { confirm: false, proposeViewing: false, decline: false }],
    ['Pending', 'admin', null, { confirm: true, decline: true }],
  ] as const)('%s as %s (viewing %s)', (status, role, viewing, expected) => {
    expect(reservationActions(r(status, viewing), role, now, today)).toMatchObject(expected)
  })

  it('lets the student cancel only before the move-in', () => {
    const moved = { status: 'Confirmed' as const, moveIn: '2026-11-27', viewingTime: null }
    expect(reservationActions(moved, 'student', now, today).cancel).toBe(false)
  })

  it('files statuses under the tabs', () => {
    expect(reservationTabStatuses('viewing')).toEqual(['ViewingProposed', 'ViewingConfirmed'])
    expect(reservationTabStatuses('closed')).toEqual(['Declined', 'Cancelled', 'Expired'])
    expect(reservationTabStatuses('all')).toBeNull()
    expect(isLiveReservation('Confirmed')).toBe(true)
    expect(isLiveReservation('Expired')).toBe(false)
  })

  it('cancels an undecided reservation when the home leaves the market, saying how', () => {
    expect(reservationListingOutcome(true, 'pc')).toBeNull()
    expect(reservationListingOutcome(false, 'lsd')).toBe('listingLeased')
    expect(reservationListingOutcome(false, 'ter')).toBe('listingUnavailable')
  })
})

describe('reservation requests', () => {
  const request = {
    mlNum: 'C1234567',
    moveIn: '2027-01-01',
    moveOut: '2027-04-30',
    occupants: 1,
    message: 'prepay 12 months',
    name: 'Mei Lin',
    phone: '4165550123',
    email: 'mei@example.com',
  }
  it('takes a request', () => {
    expect(reservationRequestSchema.parse(request)).toMatchObject({ wechat: null, occupants: 1 })
  })
  it.each([
    [{ occupants: 0 }, 'occupants', 'rental.validation.occupants'],
    [{ occupants: 9 }, 'occupants', 'rental.validation.occupants'],
    [{ moveOut: '2026-12-01' }, 'moveOut', 'rental.validation.moveOutAfterMoveIn'],
    [{ moveIn: undefined }, 'moveIn', 'rental.validation.moveInRequired'],
    [{ name: '' }, 'name', 'rental.validation.nameRequired'],
    [{ message: 'x'.repeat(501) }, 'message', 'rental.validation.messageTooLong'],
  ])('refuses %j', (change, field, message) => {
    const issue = reservationRequestSchema.safeParse({ ...request, ...change }).error?.issues[0]
    expect(issue).toMatchObject({ path: [field], message })
  })
  it('needs a viewing mode and a time with its offset', () => {
    expect(viewingProposalSchema.safeParse({ mode: 'video', time: '2026-12-02T14:00:00-05:00' }).success).toBe(true)
    expect(
      viewingProposalSchema.safeParse({ mode: 'phone', time: '2026-12-02T14:00:00-05:00' }).error?.issues[0]?.message,
    ).toBe('rental.validation.viewingMode')
    expect(viewingProposalSchema.safeParse({ mode: 'video' }).error?.issues[0]?.message).toBe(
      'showing.validation.timeRequired',
    )
  })
})

describe('what a reservation holds', () => {
  it('is a room when the board lists a room, else the whole home', () => {
    expect(reservedPlace('Room')).toBe('room')
    expect(reservedPlace('Condo Apartment')).toBe('home')
    expect(reservedPlace('Detached')).toBe('home')
    expect(reservedPlace(null)).toBe('home')
  })
})

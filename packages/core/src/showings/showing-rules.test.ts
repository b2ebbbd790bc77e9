import { describe, expect, it } from 'vitest'
import { formatNotice } from '../notices/notice.schema.ts'
import {
  showingBookingSchema,
  showingHandleSchema,
  showingReviewSchema,
  showingUpdateSchema,
} from './showing.schema.ts'
import {
  checkShowingSlot,
  findShowingConflicts,
  isFutureShowing,
  isShowingDue,
  listingChangeOutcome,
  matchesShowingTab,
  showingActions,
  showingTabFilter,
  takenStarts,
} from './showing-rules.ts'
import {
  formatShowingTime,
  formatShowingWallTime,
  getShowingTimeCity,
  showingStartTimes,
  toShowingTime,
  zoneOffsetMinutes,
} from './showing-time.ts'

const now = new Date('2026-11-24T15:00:00Z') // 10:00 in Toronto, 07:00 in Vancouver

describe('showing time zones', () => {
  it('names a local time in the city with its offset, across daylight saving', () => {
    expect(toShowingTime('2026-11-26', '14:00', 'toronto')).toBe('2026-11-26T14:00:00-05:00')
    expect(toShowingTime('2026-11-26', '08:30', 'vancouver')).toBe('2026-11-26T08:30:00-08:00')
    expect(toShowingTime('2027-03-15', '09:00', 'toronto')).toBe('2027-03-15T09:00:00-04:00')
    expect(zoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'America/Vancouver')).toBe(-420)
  })

  it('finds the city a showing time is written in, from its offset at that instant', () => {
    for (const day of ['2026-01-15', '2026-03-08', '2026-07-01', '2026-11-01', '2026-11-26'])
      for (const city of ['toronto', 'vancouver'] as const)
        expect(getShowingTimeCity(toShowingTime(day, '14:00', city))).toBe(city)
    expect(getShowingTimeCity('2026-07-01T14:00:00-0700')).toBe('vancouver')
    // -04:00 is Toronto's summer offset only; in winter no city of ours keeps it
    expect(getShowingTimeCity('2026-11-26T14:00:00-04:00')).toBeNull()
    expect(getShowingTimeCity('2026-11-26T19:00:00Z')).toBeNull()
    expect(getShowingTimeCity('2026-11-26T14:00:00')).toBeNull()
    expect(getShowingTimeCity('not a time-05:00')).toBeNull()
  })

  it('reads an instant on the city clock', () => {
    expect(formatShowingWallTime('2026-11-26T19:00:00Z', 'America/Toronto')).toBe('2026-11-26 14:00')
    expect(formatShowingWallTime('2026-11-26T19:00:00Z', 'America/Vancouver')).toBe('2026-11-26 11:00')
  })

  it('offers half-hour starts from 08:00 to 21:00', () => {
    const starts = showingStartTimes()
    expect(starts[0]).toBe('08:00')
    expect(starts.at(-1)).toBe('21:00')
    expect(starts).toHaveLength(27)
  })
})

describe('checkShowingSlot', () => {
  const at = (day: string, hhmm: string, city: 'toronto' | 'vancouver') => new Date(toShowingTime(day, hhmm, city))
  it.each([
    ['a time ahead within hours', at('2026-11-26', '14:00', 'toronto'), 'toronto', 'new', null],
    ['08:00 sharp', at('2026-11-26', '08:00', 'toronto'), 'toronto', 'pc', null],
    ['21:00 sharp', at('2026-11-26', '21:00', 'vancouver'), 'vancouver', 'bom', null],
    ['a time passed', new Date('2026-11-24T14:00:00Z'), 'toronto', 'new', 'showing.validation.past'],
    ['07:30 in Toronto', at('2026-11-26', '07:30', 'toronto'), 'toronto', 'new', 'showing.validation.hoursToronto'],
    [
      '21:30 in Vancouver',
      at('2026-11-26', '21:30', 'vancouver'),
      'vancouver',
      'new',
      'showing.validation.hoursVancouver',
    ],
    // 14:00 in Toronto is 11:00 in Vancouver: fine there; 23:00 Toronto is 20:00 Vancouver.
    ['20:00 Vancouver given in Toronto time', new Date('2026-11-26T23:00:00-05:00'), 'vancouver', 'new', null],
    ['a sold listing', at('2026-11-26', '14:00', 'toronto'), 'toronto', 'sld', 'showing.validation.unavailable'],
    ['a conditional sale', at('2026-11-26', '14:00', 'toronto'), 'toronto', 'sc', 'showing.validation.unavailable'],
    ['a suspended listing', at('2026-11-26', '14:00', 'toronto'), 'toronto', 'sus', 'showing.validation.unavailable'],
    ['91 days ahead', at('2027-02-24', '14:00', 'toronto'), 'toronto', 'new', 'showing.validation.tooFar'],
  ] as const)('%s', (_, time, city, lsc, expected) => {
    expect(checkShowingSlot({ time, city, lsc, now })).toBe(expected)
  })
})

describe('conflicts', () => {
  const others = [
    { id: 'a', time: '2026-11-26T19:00:00Z' },
    { id: 'b', time: '2026-11-26T20:00:00Z' },
  ]
  it('finds starts closer than 30 minutes, but not exactly 30 apart', () => {
    expect(findShowingConflicts(new Date('2026-11-26T19:29:00Z'), others)).toEqual(['a'])
    expect(findShowingConflicts(new Date('2026-11-26T19:30:00Z'), others)).toEqual([])
    expect(findShowingConflicts(new Date('2026-11-26T19:45:00Z'), others)).toEqual(['b'])
  })
  it('leaves out the showing being moved', () => {
    expect(findShowingConflicts(new Date('2026-11-26T19:10:00Z'), others, 'a')).toEqual([])
  })
})

describe('takenStarts', () => {
  it('takes the starts less than 30 minutes from a busy time, on the listing city’s clock', () => {
    // 14:10 in Toronto: 14:00 and 14:30 are within 30 minutes of it; 13:30 and 15:00 are not
    expect(takenStarts('2026-11-26', 'toronto', ['2026-11-26T19:10:00Z'])).toEqual(['14:00', '14:30'])
    // exactly on a start: only that start (30 minutes apart is fine)
    expect(takenStarts('2026-11-26', 'vancouver', [new Date('2026-11-26T18:00:00Z')])).toEqual(['10:00'])
    expect(takenStarts('2026-11-26', 'toronto', [])).toEqual([])
  })
  it('keeps 45 minutes around the agent’s confirmed showings: the showing and the way to the next home', () => {
    // her confirmed 14:00 in Toronto takes 13:30 and 14:30 too; the buyer's own 16:00 only itself
    expect(takenStarts('2026-11-26', 'toronto', ['2026-11-26T21:00:00Z'], ['2026-11-26T19:00:00Z'])).toEqual([
      '13:30',
      '14:00',
      '14:30',
      '16:00',
    ])
  })
})

describe('showingActions', () => {
  const ahead = '2026-11-26T19:00:00Z'
  const past = '2026-11-20T19:00:00Z'
  const s = (status: 'Pending' | 'Processed' | 'Expired' | 'Cancelled', time = ahead, extra = {}) => ({
    status,
    time,
    reviewStatus: 'NotReviewed' as const,
    handledAt: null,
    confirmedAt: null,
    proposedTime: null,
    ...extra,
  })
  it('lets the buyer cancel and modify only while pending and ahead', () => {
    expect(showingActions(s('Pending'), 'buyer', now)).toMatchObject({ cancel: true, modify: true, rebook: false })
    expect(showingActions(s('Pending', past), 'buyer', now)).toMatchObject({ cancel: false, modify: false })
    expect(showingActions(s('Processed'), 'buyer', now)).toMatchObject({ cancel: false, modify: false })
  })
  it('lets the buyer review only a visit that happened (processed, its time passed), once', () => {
    expect(showingActions(s('Processed', past), 'buyer', now).review).toBe(true)
    expect(showingActions(s('Processed'), 'buyer', now).review).toBe(false)
    expect(showingActions(s('Expired', past), 'buyer', now).review).toBe(false)
    expect(showingActions(s('Pending', past), 'buyer', now).review).toBe(false)
    expect(showingActions(s('Cancelled', past), 'buyer', now).review).toBe(false)
    expect(showingActions(s('Processed', past, { reviewStatus: 'Reviewed' }), 'buyer', now).review).toBe(false)
  })
  it('lets the buyer rebook once closed', () => {
    expect(showingActions(s('Cancelled'), 'buyer', now).rebook).toBe(true)
    expect(showingActions(s('Expired', past), 'buyer', now).rebook).toBe(true)
  })
  it('lets the agent record the outcome after the time, of a pending showing or one the job expired; never the buyer', () => {
    expect(showingActions(s('Pending', past), 'agent', now).handle).toBe(true)
    expect(showingActions(s('Pending', past, { confirmedAt: past }), 'admin', now).handle).toBe(true)
    expect(showingActions(s('Pending'), 'agent', now).handle).toBe(false)
    expect(showingActions(s('Pending', ahead, { confirmedAt: past }), 'agent', now).handle).toBe(false)
    expect(showingActions(s('Expired', past), 'admin', now).handle).toBe(true)
    expect(showingActions(s('Expired', past, { handledAt: past }), 'agent', now).handle).toBe(false)
    expect(showingActions(s('Processed'), 'agent', now).handle).toBe(false)
    expect(showingActions(s('Pending', past), 'buyer', now).handle).toBe(false)
  })
  it('lets the agent confirm, decline or propose another time for an unanswered request before its time', () => {
    expect(showingActions(s('Pending'), 'agent', now)).toMatchObject({ confirm: true, decline: true, propose: true })
    expect(showingActions(s('Pending'), 'buyer', now)).toMatchObject({ confirm: false, decline: false, propose: false })
    expect(showingActions(s('Pending', past), 'agent', now)).toMatchObject({ confirm: false, decline: false })
    const confirmed = s('Pending', ahead, { confirmedAt: past })
    // a confirmed showing the agent can no longer keep is declined, with a reason, until its time
    expect(showingActions(confirmed, 'agent', now)).toMatchObject({ confirm: false, decline: true, propose: false })
    // a confirmed showing is still the buyer's to change or cancel before its time
    expect(showingActions(confirmed, 'buyer', now)).toMatchObject({ cancel: true, modify: true })
  })
  it('lets the buyer accept or reject a proposed time while it is ahead; the agent may still decline', () => {
    const proposed = s('Pending', ahead, { proposedTime: '2026-11-27T15:00:00Z' })
    expect(showingActions(proposed, 'buyer', now)).toMatchObject({ accept: true, reject: true })
    expect(showingActions(proposed, 'agent', now)).toMatchObject({ confirm: false, propose: false, decline: true })
    const lapsed = s('Pending', ahead, { proposedTime: past })
    expect(showingActions(lapsed, 'buyer', now)).toMatchObject({ accept: false, reject: false })
    expect(showingActions(s('Cancelled', ahead, { proposedTime: ahead }), 'buyer', now).accept).toBe(false)
  })
  it('offers the calendar for live showings, and a cancelled one as its cancellation; not an expired one', () => {
    expect(showingActions(s('Processed'), 'buyer', now).calendar).toBe(true)
    expect(showingActions(s('Cancelled'), 'agent', now).calendar).toBe(true)
    expect(showingActions(s('Expired', past), 'buyer', now).calendar).toBe(false)
  })
})

describe('isShowingDue', () => {
  const at = new Date('2026-11-26T19:00:00Z')
  const hoursLater = (h: number) => new Date(at.getTime() + h * 3_600_000)
  it('expires an unanswered request once its time has passed', () => {
    const request = { status: 'Pending' as const, time: at, confirmedAt: null }
    expect(isShowingDue(request, hoursLater(-1))).toBe(false)
    expect(isShowingDue(request, hoursLater(1))).toBe(true)
  })
  it('leaves a confirmed showing for its outcome for seven days, then expires it', () => {
    const confirmed = { status: 'Pending' as const, time: at, confirmedAt: '2026-11-25T10:00:00Z' }
    expect(isShowingDue(confirmed, hoursLater(24 * 7 - 1))).toBe(false)
    expect(isShowingDue(confirmed, hoursLater(24 * 7))).toBe(true)
    expect(isShowingDue({ ...confirmed, status: 'Processed' as const }, hoursLater(24 * 30))).toBe(false)
  })
})

describe('formatShowingTime', () => {
  it('writes the weekday, the date and the 24-hour time on the listing city’s clock, as each locale does', () => {
    expect(formatShowingTime('2026-12-03T23:30:00Z', 'en-GB', 'America/Toronto')).toBe('Thu 3 Dec 2026, 18:30')
    expect(formatShowingTime('2026-12-03T23:30:00Z', 'zh-Hans-CN', 'America/Toronto')).toBe('2026年12月3日 周四 18:30')
    // the same instant in Vancouver, and past midnight in UTC
    expect(formatShowingTime('2026-12-04T02:00:00Z', 'en-GB', 'America/Vancouver')).toBe('Thu 3 Dec 2026, 18:00')
  })
})

describe('tabs', () => {
  it('filters by status, and to-be-reviewed by processed and not reviewed', () => {
    const processed = { status: 'Processed' as const, reviewStatus: 'NotReviewed' as const }
    expect(matchesShowingTab(processed, 'all')).toBe(true)
    expect(matchesShowingTab(processed, 'processed')).toBe(true)
    expect(matchesShowingTab(processed, 'pending')).toBe(false)
    expect(matchesShowingTab(processed, 'toBeReviewed')).toBe(true)
    expect(matchesShowingTab({ ...processed, reviewStatus: 'Reviewed' }, 'toBeReviewed')).toBe(false)
    expect(showingTabFilter('cancelled')).toEqual({ statuses: ['Cancelled'] })
  })
})

describe('listing changes', () => {
  it.each([
    ['new', 'pc', { flag: false }],
    ['new', 'new', { flag: false }],
    ['new', 'sc', { flag: true, cancelReason: null }],
    ['pc', 'sus', { flag: true, cancelReason: null }],
    ['new', 'ter', { flag: true, cancelReason: null }],
    ['new', 'exp', { flag: true, cancelReason: null }],
    ['sc', 'sld', { flag: true, cancelReason: 'listingSold' }],
    ['new', 'lsd', { flag: true, cancelReason: 'listingLeased' }],
    ['sc', 'sc', { flag: false }],
  ] as const)('%s → %s', (from, to, expected) => {
    expect(listingChangeOutcome(from, to)).toEqual(expected)
  })
  it('checks showings still to come', () => {
    expect(isFutureShowing({ status: 'Pending', time: '2026-11-20T00:00:00Z' }, now)).toBe(true)
    expect(isFutureShowing({ status: 'Processed', time: '2026-11-20T00:00:00Z' }, now)).toBe(false)
    expect(isFutureShowing({ status: 'Processed', time: '2026-11-26T00:00:00Z' }, now)).toBe(true)
    expect(isFutureShowing({ status: 'Cancelled', time: '2026-11-26T00:00:00Z' }, now)).toBe(false)
  })
})

describe('request shapes', () => {
  const booking = {
    mlNum: 'C1234567',
    time: '2026-11-26T14:00:00-05:00',
    name: ' Mei ',
    phone: '4165550123',
    email: 'mei@example.com',
  }
  it('takes a booking and trims it', () => {
    expect(showingBookingSchema.parse(booking)).toMatchObject({ name: 'Mei', message: null, wechat: null })
  })
  it.each([
    [{ ...booking, time: undefined }, 'time', 'showing.validation.timeRequired'],
    [{ ...booking, time: '2026-11-26 14:00' }, 'time', 'showing.validation.timeFormat'],
    [{ ...booking, time: '2026-11-26T14:00:00' }, 'time', 'showing.validation.timeFormat'],
    [{ ...booking, name: '' }, 'name', 'showing.validation.nameRequired'],
    [{ ...booking, email: 'x' }, 'email', 'auth.validation.emailFormat'],
    [{ ...booking, message: 'x'.repeat(501) }, 'message', 'showing.validation.messageTooLong'],
  ])('refuses %j', (input, field, message) => {
    const r = showingBookingSchema.safeParse(input)
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]).toMatchObject({ path: [field], message })
  })
  it('needs a handle status of 1 or 2 and remarks', () => {
    expect(showingHandleSchema.parse({ status: 1, remarks: 'Met at lobby' }).status).toBe(1)
    expect(showingHandleSchema.safeParse({ status: 3, remarks: 'x' }).error?.issues[0]?.message).toBe(
      'showing.validation.handleStatus',
    )
    expect(showingHandleSchema.safeParse({ remarks: 'x' }).error?.issues[0]?.message).toBe(
      'showing.validation.handleStatus',
    )
    expect(showingHandleSchema.safeParse({ status: 2, remarks: ' ' }).error?.issues[0]?.message).toBe(
      'showing.validation.remarksRequired',
    )
  })
  it('needs review text and something to change', () => {
    expect(showingReviewSchema.safeParse({ text: '' }).error?.issues[0]?.message).toBe(
      'showing.validation.reviewRequired',
    )
    expect(showingUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe('showing.validation.nothingToChange')
  })
})

describe('showing notices', () => {
  it('say what happened in both languages, with the listing status named', () => {
    const params = {
      showingId: 'x',
      event: 'listingClosed',
      address: '88 Harbour St',
      when: '2026-11-26 14:00',
      lsc: 'sld',
      sr: 'Sale',
    }
    expect(formatNotice('showing.updated', params, 'en-GB').body).toBe(
      '88 Harbour St is now Sold, so the showing on 2026-11-26 14:00 is cancelled.',
    )
    expect(formatNotice('showing.updated', params, 'zh-Hans-CN').body).toContain('已售')
  })
  it('read the time in the reader’s language with its weekday and city, and a cancellation’s reason', () => {
    const params = {
      showingId: 'x',
      event: 'cancelled',
      name: 'Daniel Wong',
      address: '88 Harbour St',
      at: '2026-12-03T23:30:00.000Z',
      timeZone: 'America/Toronto',
      when: '2026-12-03 18:30',
      reason: 'We found another flat',
    }
    expect(formatNotice('showing.updated', params, 'en-GB').body).toBe(
      'Daniel Wong cancelled the showing of 88 Harbour St on Thu 3 Dec 2026, 18:30 Toronto time: “We found another flat”',
    )
    expect(formatNotice('showing.updated', { ...params, reason: '' }, 'zh-Hans-CN').body).toBe(
      'Daniel Wong 取消了 2026年12月3日 周四 18:30 多伦多时间 看 88 Harbour St 的预约。',
    )
    const proposed = { ...params, event: 'proposed', proposedAt: '2026-12-04T15:00:00.000Z' }
    expect(formatNotice('showing.updated', proposed, 'en-GB').body).toContain(
      'proposes Fri 4 Dec 2026, 10:00 Toronto time',
    )
  })
})

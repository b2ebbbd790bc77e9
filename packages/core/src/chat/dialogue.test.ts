import { describe, expect, it } from 'vitest'
import { parseBookingTime } from './booking-time.ts'
import { planTurn, suggestFollowUps } from './dialogue.ts'

const now = new Date('2026-11-24T15:00:00Z') // a Tuesday, 10:00 in Toronto

describe('planTurn', () => {
  it('turns a search into the search tool’s input, with the neighbourhood and area', () => {
    const turn = planTurn("condos within 10 minutes' walk of Finch station under 700k", {}, { now })
    expect(turn.kind).toBe('search')
    if (turn.kind !== 'search') return
    expect(turn.input).toMatchObject({ city: 'toronto', roomType: 'condo', priceMax: 700_000 })
    expect(turn.input.area?.length).toBe(48)
    expect(turn.input.areaOf).toMatchObject({ kind: 'walk', place: 'Finch', minutes: 10 })
  })

  it.each([
    ['median price in Kitsilano in the last 6 months', 'market'],
    ['基斯兰奴的均价', 'market'],
    ['pre-construction condos in Toronto under 900k', 'projects'],
    ['多伦多的楼花', 'projects'],
    ['elementary schools near Finch station', 'schools'],
    ['C1234567', 'detail'],
    ['book a showing of C1234567 tomorrow at 3pm', 'book'],
    ['预约明天下午3点看房', 'book'],
    ['monthly payment on 900k with 10% down at 4.5%', 'mortgage'],
    ['a neighbourhood with few Chinese families', 'refuse'],
    ['hello', 'other'],
  ])('%s → %s', (text, kind) => {
    expect(planTurn(text, {}, { now }).kind).toBe(kind)
  })

  it('keeps the lawful "near good schools" a listing search', () => {
    expect(planTurn('condos near good schools', {}, { now }).kind).toBe('search')
  })

  it('books the listing talked about when none is named, at the time asked for', () => {
    const turn = planTurn('book a showing on Saturday at 10:30 am', { mlNum: 'W1234567' }, { now })
    expect(turn).toMatchObject({ kind: 'book', mlNum: 'W1234567', when: { day: '2026-11-28', hhmm: '10:30' } })
  })

  it('offers follow-ups the engine understands, in the language of the question', () => {
    const first = planTurn('北约克两室公寓，80万以内', {}, { now })
    const chips = suggestFollowUps(first, 3)
    expect(chips).toEqual(['便宜一点', '3室呢？', '那租呢', '近三个月成交的呢？'])
    if (first.kind !== 'search') return
    const state = {
      search: { intent: 'search' as const, query: first.parse.query, neighbourhood: first.parse.neighbourhood },
    }
    for (const chip of chips) expect(planTurn(chip, state, { now }).kind).toBe('search')
    const cheaper = planTurn(chips[0] as string, state, { now })
    expect(cheaper.kind === 'search' && cheaper.input.priceMax).toBe(720_000)
  })
})

describe('parseBookingTime', () => {
  it.each([
    ['tomorrow at 3pm', { day: '2026-11-25', hhmm: '15:00' }],
    ['Saturday 10:30 am', { day: '2026-11-28', hhmm: '10:30' }],
    ['明天下午3点', { day: '2026-11-25', hhmm: '15:00' }],
    ['周六上午十点半', { day: '2026-11-28', hhmm: '10:30' }],
    ['2026-12-02 14:00', { day: '2026-12-02', hhmm: '14:00' }],
    ['12月2日下午两点', { day: '2026-12-02', hhmm: '14:00' }],
    ['some time next week', { day: null, hhmm: null }],
  ])('%s', (text, expected) => {
    expect(parseBookingTime(text, now, 'toronto')).toEqual(expected)
  })
})

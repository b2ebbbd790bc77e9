import { describe, expect, it } from 'vitest'
import { formatNotice, noticeLink } from '../notices/notice.schema.ts'
import { bedsGroup, belowMarketPercent, LICENCE_REGISTERS, SAFETY_TIPS } from './safety.ts'

describe('a rent far below similar listings nearby', () => {
  it.each([
    [1600, 2500, 36],
    [1625, 2500, 35],
    [1750, 2500, 30],
    [1751, 2500, null],
    [2500, 2500, null],
    [3000, 2500, null],
    [1600, 0, null],
    [0, 2500, null],
  ])('rent %i against a median of %i → %s %', (rent, median, expected) => {
    expect(belowMarketPercent(rent, median)).toBe(expected)
  })

  it('groups bedrooms as studio, 1, 2, 3 and 4 or more', () => {
    expect([0, 1, 2, 3, 4, 6].map(bedsGroup)).toEqual([0, 1, 2, 3, 4, 4])
  })

  it('names each province’s register and sources every tip', () => {
    expect(LICENCE_REGISTERS.ON.regulator).toBe('RECO')
    expect(LICENCE_REGISTERS.BC.regulator).toBe('BCFSA')
    for (const tip of SAFETY_TIPS) expect(tip.source).toMatch(/^https:\/\//)
  })
})

describe('rental notices', () => {
  it('say what happened in both languages, with the price as money and the viewing mode in words', () => {
    const matched = {
      event: 'matched',
      mlNum: 'C1',
      address: '88 Harbour St',
      price: 2350,
      city: 'toronto',
      roomType: 'condo',
    }
    expect(formatNotice('rental.updated', matched, 'en-GB').body).toBe(
      '88 Harbour St at $2,350 a month is on the market and fits what you asked for.',
    )
    expect(noticeLink('rental.updated', matched)).toBe('/pages/toronto/lease/condo-detail?mlNum=C1')
    const viewing = {
      event: 'viewingProposed',
      reservationId: 'r1',
      address: '88 Harbour St',
      when: '2026-12-02 14:00',
      mode: 'video',
    }
    expect(formatNotice('rental.updated', viewing, 'en-GB').body).toBe(
      'See 88 Harbour St by live video on 2026-12-02 14:00. Confirm it in MapleNest.',
    )
    expect(formatNotice('rental.updated', viewing, 'zh-Hans-CN').body).toContain('视频')
    expect(noticeLink('rental.updated', viewing)).toBe('/pages/my/reserve/reserve-detail?id=r1')
    expect(noticeLink('rental.updated', { event: 'contactRequested', demandId: 'd' })).toBe('/pages/univ/my-demands')
    expect(formatNotice('rental.updated', { event: 'unknown' }, 'en-GB').title).toBe('News about your rental')
  })
})

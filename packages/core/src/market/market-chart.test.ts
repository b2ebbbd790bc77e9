import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  barShare,
  formatMarketMonth,
  formatMarketValue,
  isPartialMonth,
  marketMonthLabels,
  marketScale,
} from './market-chart.ts'

describe('the market chart scale', () => {
  it('runs from zero in round steps to just past the largest value', () => {
    expect(marketScale(2243, { integer: true })).toEqual({ top: 3000, step: 1000, ticks: [0, 1000, 2000, 3000] })
    expect(marketScale(46, { integer: true }).ticks).toEqual([0, 20, 40, 60])
    expect(marketScale(1_250_000).ticks).toEqual([0, 500_000, 1_000_000, 1_500_000])
    expect(marketScale(689_000).ticks).toEqual([0, 200_000, 400_000, 600_000, 800_000])
    expect(marketScale(1).ticks).toEqual([0, 0.25, 0.5, 0.75, 1])
    expect(marketScale(0.375).ticks).toEqual([0, 0.1, 0.2, 0.3, 0.4])
  })

  it('keeps counts in whole steps, and stands an empty chart on a scale of one step', () => {
    expect(marketScale(3, { integer: true }).ticks).toEqual([0, 1, 2, 3])
    expect(marketScale(5, { integer: true }).ticks).toEqual([0, 2, 4, 6])
    expect(marketScale(0, { integer: true }).ticks).toEqual([0, 1])
    expect(marketScale(Number.NaN).ticks).toEqual([0, 1])
  })

  it('always starts at zero, reaches the largest value within the ticks asked for, in a step of 1, 2, 2.5 or 5 × 10ⁿ', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), fc.integer({ min: 2, max: 6 }), (max, maxIntervals) => {
        const scale = marketScale(max, { integer: true, maxIntervals })
        expect(scale.ticks[0]).toBe(0)
        expect(scale.top).toBeGreaterThanOrEqual(max)
        expect(scale.ticks.length - 1).toBeLessThanOrEqual(maxIntervals)
        expect(Number.isInteger(scale.step)).toBe(true)
        const mantissa = scale.step / 10 ** Math.floor(Math.log10(scale.step))
        expect([1, 2, 2.5, 5]).toContain(Number(mantissa.toPrecision(6)))
        // not wastefully tall: one step less would not reach the largest value
        expect(scale.top - scale.step).toBeLessThan(max)
      }),
    )
  })

  it('draws bars in proportion to their values: 46 is a fiftieth of 2,243’s bar, not nearly the same', () => {
    const scale = marketScale(2243, { integer: true })
    expect(barShare(46, scale) / barShare(2243, scale)).toBeCloseTo(46 / 2243, 10)
    expect(barShare(null, scale)).toBe(0)
    expect(barShare(0, scale)).toBe(0)
  })
})

describe('the market chart months', () => {
  it('says the month under way is partial, on the city’s clock', () => {
    const at = new Date('2026-12-01T03:00:00Z')
    expect(isPartialMonth('2026-11', at, 'America/Vancouver')).toBe(true)
    expect(isPartialMonth('2026-12', at, 'America/Vancouver')).toBe(false)
    expect(isPartialMonth('2026-12', new Date('2026-12-14T12:00:00Z'), 'America/Toronto')).toBe(true)
    expect(isPartialMonth('2026-11', new Date('2026-12-14T12:00:00Z'), 'America/Toronto')).toBe(false)
  })

  it('writes months as each language does, with the year where it starts or changes', () => {
    expect(formatMarketMonth('2026-11', 'en-GB', false)).toBe('Nov')
    expect(formatMarketMonth('2026-12', 'en-GB', true)).toBe('Dec 2026')
    expect(formatMarketMonth('2026-11', 'zh-Hans-CN', false)).toBe('11月')
    expect(formatMarketMonth('2026-12', 'zh-Hans-CN', true)).toBe('2026年12月')
    const newestFirst = ['2027-01', '2026-12', '2026-11']
    expect(marketMonthLabels(newestFirst, 'en-GB')).toEqual(['Jan 2027', 'Dec 2026', 'Nov'])
    expect(marketMonthLabels(newestFirst, 'zh-Hans-CN')).toEqual(['2027年1月', '2026年12月', '11月'])
  })
})

describe('the market chart figures', () => {
  it('writes counts, Canadian dollars, days and shares in each language’s number format', () => {
    expect(formatMarketValue(2243, 'count', 'en-GB')).toBe('2,243')
    expect(formatMarketValue(2243, 'count', 'zh-Hans-CN')).toBe('2,243')
    expect(formatMarketValue(689_000, 'cad', 'en-GB')).toBe('CA$689,000')
    expect(formatMarketValue(689_000, 'cad', 'zh-Hans-CN')).toBe('CA$689,000')
    expect(formatMarketValue(0.375, 'share', 'en-GB')).toBe('38%')
    expect(formatMarketValue(14, 'days', 'zh-Hans-CN')).toBe('14')
  })

  it('writes money short on the axis, the symbol left to its title: k and m as British English writes them, 万 in Chinese', () => {
    expect(formatMarketValue(0, 'cad', 'en-GB', { tick: true })).toBe('0')
    expect(formatMarketValue(500_000, 'cad', 'en-GB', { tick: true })).toBe('500k')
    expect(formatMarketValue(1_500_000, 'cad', 'en-GB', { tick: true })).toBe('1.5m')
    expect(formatMarketValue(500_000, 'cad', 'zh-Hans-CN', { tick: true })).toBe('50万')
    expect(formatMarketValue(1_500_000, 'cad', 'zh-Hans-CN', { tick: true })).toBe('150万')
    expect(formatMarketValue(0.25, 'share', 'zh-Hans-CN', { tick: true })).toBe('25%')
  })
})

import { describe, expect, it } from 'vitest'
import { calculateViewedDay, formatViewedAt } from './viewed-at.ts'

// 09:30 in Toronto (EST, UTC−5) and 06:30 in Vancouver (PST, UTC−8), on Friday 4 December 2026
const NOW = new Date('2026-12-04T14:30:00Z')

describe('when a home was viewed', () => {
  it.each([
    ['earlier this morning in Toronto', '2026-12-04T13:05:00Z', 'Viewed today at 08:05', '今天 08:05 浏览'],
    ['a moment from now (a clock ahead)', '2026-12-04T14:31:00Z', 'Viewed today at 09:31', '今天 09:31 浏览'],
    ['late yesterday evening in Toronto', '2026-12-04T04:59:00Z', 'Viewed yesterday', '昨天浏览'],
    ['at the first minute of yesterday', '2026-12-03T05:00:00Z', 'Viewed yesterday', '昨天浏览'],
    ['the last minute of the day before', '2026-12-03T04:59:00Z', 'Viewed 2 Dec', '12月2日浏览'],
    ['a week ago', '2026-11-28T17:00:00Z', 'Viewed 28 Nov', '11月28日浏览'],
    ['last year', '2025-11-28T17:00:00Z', 'Viewed 28 Nov 2025', '2025年11月28日浏览'],
  ])('in Toronto, %s', (_, at, en, zh) => {
    expect(formatViewedAt(at, NOW, 'en-GB', 'toronto')).toBe(en)
    expect(formatViewedAt(at, NOW, 'zh-Hans-CN', 'toronto')).toBe(zh)
  })

  it('reads the day and time on the clock of the home’s city', () => {
    // 05:00 UTC is today at midnight in Toronto but still yesterday, 21:00, in Vancouver
    const at = '2026-12-04T05:00:00Z'
    expect(formatViewedAt(at, NOW, 'en-GB', 'toronto')).toBe('Viewed today at 00:00')
    expect(calculateViewedDay(at, NOW, 'vancouver')).toBe('yesterday')
    expect(formatViewedAt('2026-12-04T14:05:00Z', NOW, 'en-GB', 'vancouver')).toBe('Viewed today at 06:05')
  })

  it('throws for text that is not a time', () => {
    expect(() => formatViewedAt('soon', NOW, 'en-GB', 'toronto')).toThrow(RangeError)
  })
})

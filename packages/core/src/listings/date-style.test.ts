import { describe, expect, it } from 'vitest'
import { formatDateTime, formatDayMonth, formatListingDate, formatMonthYear } from './listing-date.ts'

// One date style per language wherever a date shows: a day, or a day with its time, never "24/11/2026" beside
// "24 November 2026".
describe('date style', () => {
  const moment = new Date(Date.UTC(2026, 10, 24, 18, 5))

  it('writes a day as "24 Nov 2026" in English and "2026年11月24日" in Chinese', () => {
    expect(formatListingDate(moment, 'en-GB')).toBe('24 Nov 2026')
    expect(formatListingDate(moment, 'zh-Hans-CN')).toBe('2026年11月24日')
    expect(formatListingDate('2026-11-24', 'en-GB')).toBe('24 Nov 2026')
  })

  it('writes a moment as the same day followed by a 24-hour time', () => {
    expect(formatDateTime(moment, 'en-GB', 'UTC')).toBe('24 Nov 2026, 18:05')
    expect(formatDateTime(moment, 'zh-Hans-CN', 'UTC')).toBe('2026年11月24日 18:05')
    expect(formatDateTime(moment, 'en-GB', 'America/Vancouver')).toBe('24 Nov 2026, 10:05')
  })

  it('starts a moment with exactly the day the date style gives, in both languages', () => {
    for (const locale of ['en-GB', 'zh-Hans-CN'] as const)
      for (const day of [0, 31, 59, 200, 364]) {
        const at = new Date(Date.UTC(2026, 0, 1 + day, 12))
        expect(formatDateTime(at, locale, 'UTC').startsWith(formatListingDate(at, locale))).toBe(true)
      }
  })

  it('writes a chart axis’s day as "2 Nov" and "11月2日", and its month as "Nov 2026" and "2026年11月"', () => {
    const day = new Date(Date.UTC(2026, 10, 2, 5))
    expect(formatDayMonth(day, 'en-GB')).toBe('2 Nov')
    expect(formatDayMonth(day, 'zh-Hans-CN')).toBe('11月2日')
    expect(formatDayMonth('2026-11-09', 'en-GB')).toBe('9 Nov')
    expect(formatMonthYear(day, 'en-GB')).toBe('Nov 2026')
    expect(formatMonthYear(day, 'zh-Hans-CN')).toBe('2026年11月')
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculateRelativeTime, formatRelativeTime, RELATIVE_TIME_UNITS } from './relative-time.ts'

const NOW = new Date('2026-11-22T12:00:00Z')
const ago = (ms: number) => new Date(NOW.getTime() - ms)
const S = 1_000
const M = 60 * S
const H = 60 * M
const D = 24 * H

describe('relative time', () => {
  it.each([
    ['now', 0, 'just now', '刚刚'],
    ['a little in the future', -3 * M, 'just now', '刚刚'],
    ['4 min 59 s', 5 * M - S, 'just now', '刚刚'],
    ['5 min', 5 * M, '5 minutes ago', '5 分钟前'],
    ['59 min 59 s', H - S, '59 minutes ago', '59 分钟前'],
    ['1 h', H, '1 hour ago', '1 小时前'],
    ['2 h 30 min', 2.5 * H, '2 hours ago', '2 小时前'],
    ['23 h 59 min', D - M, '23 hours ago', '23 小时前'],
    ['1 day', D, '1 day ago', '1 天前'],
    ['2 days', 2 * D + H, '2 days ago', '2 天前'],
    ['30 days', 30 * D, '30 days ago', '30 天前'],
    ['30 days 23 h', 31 * D - H, '30 days ago', '30 天前'],
    ['31 days', 31 * D, '22 Oct 2026', '2026年10月22日'],
    ['a year', 365 * D, '22 Nov 2025', '2025年11月22日'],
  ])('%s ago', (_, elapsed, en, zh) => {
    expect(formatRelativeTime(ago(elapsed), NOW, 'en-GB')).toBe(en)
    expect(formatRelativeTime(ago(elapsed), NOW, 'zh-Hans-CN')).toBe(zh)
  })

  it('reads ISO strings', () => {
    expect(formatRelativeTime('2026-11-22T11:00:00Z', NOW, 'en-GB')).toBe('1 hour ago')
  })

  it('moves through its buckets in order as time passes, counts never falling within one', () => {
    const rank = (unit: (typeof RELATIVE_TIME_UNITS)[number]) => RELATIVE_TIME_UNITS.indexOf(unit)
    fc.assert(
      fc.property(fc.integer({ min: -D, max: 400 * D }), fc.nat(400 * D), (elapsed, more) => {
        const earlier = calculateRelativeTime(ago(elapsed), NOW)
        const later = calculateRelativeTime(ago(elapsed + more), NOW)
        expect(rank(later.unit)).toBeGreaterThanOrEqual(rank(earlier.unit))
        if (later.unit === earlier.unit) expect(later.count).toBeGreaterThanOrEqual(earlier.count)
      }),
    )
  })
})

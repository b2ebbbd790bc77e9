import { describe, expect, it } from 'vitest'
import { formatClusterCount, formatPinPrice, formatPriceRange } from './map-price.ts'

describe('pin prices', () => {
  it.each([
    [1_250_000, 'Sale', 'en-GB', '$1.25M'],
    [1_200_000, 'Sale', 'en-GB', '$1.2M'],
    [2_000_000, 'Sale', 'en-GB', '$2M'],
    [949_600, 'Sale', 'en-GB', '$950K'],
    [1_250_000, 'Sale', 'zh-Hans-CN', '$125万'],
    [689_000, 'Sale', 'zh-Hans-CN', '$68.9万'],
    [2_950, 'Lease', 'en-GB', '$2,950'],
    [2_950, 'Lease', 'zh-Hans-CN', '$2,950'],
  ] as const)('%d for %s in %s reads %s', (price, sr, locale, text) => {
    expect(formatPinPrice(price, sr, locale)).toBe(text)
  })

  it('names a range, or one price when both ends read the same', () => {
    const t = (_: string, v: { min: string; max: string }) => `${v.min} to ${v.max}`
    expect(formatPriceRange(650_000, 1_400_000, 'Sale', 'en-GB', t)).toBe('$650K to $1.4M')
    expect(formatPriceRange(650_100, 649_900, 'Sale', 'en-GB', t)).toBe('$650K')
  })

  it('shortens large cluster counts', () => {
    expect(formatClusterCount(999, 'en-GB')).toBe('999')
    expect(formatClusterCount(1_234, 'en-GB')).toBe('1.2K')
    expect(formatClusterCount(1_234, 'zh-Hans-CN')).toBe('1234')
    expect(formatClusterCount(23_400, 'zh-Hans-CN')).toBe('2.3万')
  })
})

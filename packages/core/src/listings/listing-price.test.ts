import { describe, expect, it } from 'vitest'
import { asCents } from '../money/cents.ts'
import { toCnyPerCad } from '../money/exchange-rate.ts'
import { FALLBACK_EXCHANGE_RATE } from '../money/fallback-exchange-rate.ts'
import {
  formatListingPrice,
  formatListingPriceCny,
  formatMaintenance,
  formatPriceCny,
  formatTaxes,
} from './listing-price.ts'

describe('listing prices', () => {
  it.each([
    [899_000, 'Sale', 'en-GB', '$899,000'],
    [899_000, 'Sale', 'zh-Hans-CN', '$899,000'],
    [2_500, 'Lease', 'en-GB', '$2,500/month'],
    [2_500, 'Lease', 'zh-Hans-CN', '$2,500/月'],
    [12_345_678, 'Sale', 'en-GB', '$12,345,678'],
    [0, 'Lease', 'en-GB', '$0/month'],
  ] as const)('%d for %s in %s is %s', (price, sr, locale, shown) => {
    expect(formatListingPrice(price, sr, locale)).toBe(shown)
  })

  it.each([
    // 899,000 × 5.2 = 4,674,800 yuan: in millions in English, cut down to 4.67, written CN¥ as it could be yen
    [899_000, 5.2, 'en-GB', '≈ CN¥4.67M'],
    [899_000, 5.2, 'zh-Hans-CN', '约 467.4 万元'],
    // 1,001,999 × 5 = 5,009,995 yuan: cut down to 500.9, not rounded up to 501.0
    [1_001_999, 5, 'zh-Hans-CN', '约 500.9 万元'],
    [2_500, 5.2, 'zh-Hans-CN', '约 1.3 万元'],
    [20_000_000, 5.2, 'en-GB', '≈ CN¥104M'],
    // 1,001,999 × 5 = 5,009,995 yuan: 5.00 million, never rounded up to 5.01
    [1_001_999, 5, 'en-GB', '≈ CN¥5M'],
    // 150,000 × 5.11 = 766,500 yuan: thousands below a million
    [150_000, 5.11, 'en-GB', '≈ CN¥766K'],
  ] as const)('%d at %d yuan to the dollar in %s is %s', (price, rate, locale, shown) => {
    expect(formatPriceCny(price, rate, locale)).toBe(shown)
  })

  it('uses the rate it is given', () => {
    // 899,000 / 0.1957 = 4,593,765.97 yuan
    expect(formatPriceCny(899_000, toCnyPerCad(FALLBACK_EXCHANGE_RATE), 'zh-Hans-CN')).toBe('约 459.3 万元')
  })

  it.each([
    // 3,200 × 5.11 = 16,352 yuan a month, whole
    [3_200, 'Lease', 5.11, 'en-GB', '≈ CN¥16,352/month'],
    [3_200, 'Lease', 5.11, 'zh-Hans-CN', '约 ¥16,352/月'],
    // 2,100 × 5.2099 = 10,940.79 yuan: cut down to 10,940, never rounded up to 10,941
    [2_100, 'Lease', 5.2099, 'en-GB', '≈ CN¥10,940/month'],
    [2_100, 'Lease', 5.2099, 'zh-Hans-CN', '约 ¥10,940/月'],
    // a sale keeps its large figure
    [899_000, 'Sale', 5.2, 'en-GB', '≈ CN¥4.67M'],
    [899_000, 'Sale', 5.2, 'zh-Hans-CN', '约 467.4 万元'],
  ] as const)('the yuan of %d for %s at %d in %s is %s', (price, sr, rate, locale, shown) => {
    expect(formatListingPriceCny(price, sr, rate, locale)).toBe(shown)
  })

  it('never shows a rent in ten-thousands', () => {
    expect(formatListingPriceCny(25_000, 'Lease', 5.2, 'zh-Hans-CN')).toBe('约 ¥130,000/月')
  })

  it.each([
    [451_230, 2025, 'en-GB', '$4,512.30/year (2025) · ≈ CN¥23,463.96'],
    [451_230, 2025, 'zh-Hans-CN', '$4,512.30/年（2025 年度） · 约 ¥23,463.96'],
    [451_200, null, 'en-GB', '$4,512/year · ≈ CN¥23,462.40'],
  ] as const)('taxes of %d cents for %s in %s', (cents, year, locale, shown) => {
    expect(formatTaxes(asCents(cents), year, 5.2, locale)).toBe(shown)
  })

  it.each([
    [65_045, 'en-GB', '$650.45/month · ≈ CN¥3,382.34'],
    [65_045, 'zh-Hans-CN', '$650.45/月 · 约 ¥3,382.34'],
  ] as const)('maintenance of %d cents in %s', (cents, locale, shown) => {
    expect(formatMaintenance(asCents(cents), 5.2, locale)).toBe(shown)
  })

  it('shows yuan of a fee through the money filter, to the fen', () => {
    // 333 cents × 5.1234 = 1,706.09 fen → 1,706 fen (roundCents) → ¥17.06
    expect(formatMaintenance(asCents(333), 5.1234, 'en-GB')).toBe('$3.33/month · ≈ CN¥17.06')
  })

  it('leaves the yuan out of taxes and fees when there is no rate to show (the person does not show yuan)', () => {
    expect(formatTaxes(asCents(451_230), 2025, null, 'en-GB')).toBe('$4,512.30/year (2025)')
    expect(formatMaintenance(asCents(65_045), null, 'zh-Hans-CN')).toBe('$650.45/月')
  })
})

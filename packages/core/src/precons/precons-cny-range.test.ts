import { describe, expect, it } from 'vitest'
import { formatPreconsCnyRange } from './precons-money.ts'

describe('the yuan of a pre-construction price range', () => {
  it('converts both ends, not only the low one', () => {
    expect(formatPreconsCnyRange(600_000, 1_200_000, 5, 'en-GB')).toBe('≈ CN¥3M – CN¥6M')
    expect(formatPreconsCnyRange(600_000, 1_200_000, 5, 'zh-Hans-CN')).toBe('约 300.0 – 600.0 万元')
  })

  it('gives one figure when both ends are the same', () => {
    expect(formatPreconsCnyRange(600_000, 600_000, 5, 'en-GB')).toBe('≈ CN¥3M')
  })
})

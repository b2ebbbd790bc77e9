import { describe, expect, it } from 'vitest'
import { formatCount } from './intl-formats.ts'

describe('formatCount', () => {
  it('writes counts with thousands separators, in English as in Chinese', () => {
    expect(formatCount(1536, 'en-GB')).toBe('1,536')
    expect(formatCount(1536, 'zh-Hans-CN')).toBe('1,536')
    expect(formatCount(20_000, 'en-GB')).toBe('20,000')
    expect(formatCount(336, 'en-GB')).toBe('336')
    expect(formatCount(0, 'zh-Hans-CN')).toBe('0')
  })
})

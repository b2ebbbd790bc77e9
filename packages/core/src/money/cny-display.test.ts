import { describe, expect, it } from 'vitest'
import { showsCny } from './cny-display.ts'

describe('whether prices show their yuan', () => {
  it('in Chinese by default, in English only when asked', () => {
    expect(showsCny('zh-Hans-CN', null)).toBe(true)
    expect(showsCny('en-GB', null)).toBe(false)
  })

  it("follows the person's own choice in either language", () => {
    expect(showsCny('en-GB', true)).toBe(true)
    expect(showsCny('zh-Hans-CN', false)).toBe(false)
  })
})

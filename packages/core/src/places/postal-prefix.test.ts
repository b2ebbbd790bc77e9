import { describe, expect, it } from 'vitest'
import { readPostalPrefix } from './postal-prefix.ts'

describe('postal-code prefixes', () => {
  it('reads the prefix of a code typed in either case, alone or whole, with or without the space', () => {
    for (const typed of ['M2N', 'm2n', ' M2N ', 'M2N 6K1', 'm2n6k1', 'M2N  6K1'])
      expect(readPostalPrefix(typed)).toBe('M2N')
    expect(readPostalPrefix('v6x')).toBe('V6X')
  })

  it('refuses what no postal code starts with, and other text', () => {
    for (const typed of ['D2N', 'W1A', 'M2O', 'MN2', 'M2', 'M2N 6K', 'Markham', '2191', '']) {
      expect(readPostalPrefix(typed), typed).toBeNull()
    }
  })
})

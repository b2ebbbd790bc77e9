import { describe, expect, it } from 'vitest'
import { findUnsafeText, isSafeText, text } from './text.ts'

describe('safe text', () => {
  it.each([
    ['plain', 'Grace Liu', true],
    ['Chinese and an emoji (a surrogate pair)', '刘 😀', true],
    ['empty', '', true],
    ['a NUL', 'a\u0000b', false],
    ['a lone high surrogate', 'a\uD800', false],
    ['a lone low surrogate', '\uDC00a', false],
    ['a reversed pair', '\uDE00\uD83D', false],
  ])('%s → %s', (_name, value, safe) => {
    expect(isSafeText(value)).toBe(safe)
  })

  it('finds the path of the first unsafe string in a parsed input', () => {
    expect(findUnsafeText({ a: 'ok', b: [{ c: 'ok' }, { c: 'x\u0000' }] })).toEqual(['b', '1', 'c'])
    expect(findUnsafeText({ 'k\u0000': 1 })).toEqual(['k\uFFFD'])
    expect(findUnsafeText({ a: 1, b: null, c: ['ok', true] })).toBeNull()
  })

  it('gives forms the catalogue key, before any other check', () => {
    const schema = text().min(3)
    const result = schema.safeParse('\u0000')
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message)).toEqual(['error.field.text'])
    expect(schema.safeParse('abc').success).toBe(true)
  })
})

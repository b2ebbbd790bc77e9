import { describe, expect, it } from 'vitest'
import { asCents } from './cents.ts'
import { calculateCnyPerCad, convertCadToCny } from './cny.ts'
import {
  formatCad,
  formatCadWhole,
  formatCny,
  formatCnyTenThousands,
  formatMoneyAmount,
  formatPercent,
} from './format-money.ts'

describe('money display', () => {
  it.each([
    ['en-GB', 290_802, '$2,908.02'],
    ['zh-Hans-CN', 290_802, '$2,908.02'],
    ['en-GB', -500, '-$5.00'],
    ['en-GB', 0, '$0.00'],
  ] as const)('formats cents in %s', (locale, cents, text) => {
    expect(formatCad(asCents(cents), locale)).toBe(text)
  })

  it('drops the cents of whole-dollar amounts only when asked', () => {
    expect(formatCadWhole(asCents(50_000_000), 'en-GB')).toBe('$500,000')
    expect(formatCadWhole(asCents(12_499_990), 'en-GB')).toBe('$124,999.90')
  })

  it.each([
    [1.239, '$1.23'],
    [1.999, '$1.99'],
    [0.29, '$0.29'],
    [-1.239, '-$1.23'],
    [1234567.891, '$1,234,567.89'],
  ])('the money filter cuts %d down to 2 decimals: %s', (amount, text) => {
    expect(formatMoneyAmount(amount, 'CAD', 'en-GB')).toBe(text)
  })

  it('converts to yuan at a rate given as an argument', () => {
    expect(convertCadToCny(asCents(100_000_000), 5.2)).toBe(520_000_000)
    expect(convertCadToCny(asCents(290_802), 5.1234)).toBe(1_489_895)
    expect(calculateCnyPerCad(0.2)).toBe(5)
    expect(() => convertCadToCny(asCents(1), 0)).toThrow(RangeError)
  })

  it('shows yuan, and yuan in ten-thousands with one decimal, cut down', () => {
    const fen = convertCadToCny(asCents(100_000_000), 5.2)
    expect(formatCnyTenThousands(fen, 'zh-Hans-CN')).toBe('520.0')
    expect(formatCnyTenThousands(convertCadToCny(asCents(100_192_288), 5.2), 'en-GB')).toBe('520.9')
    expect(formatCnyTenThousands(convertCadToCny(asCents(2_000_000_000), 5.2), 'en-GB')).toBe('10,400.0')
    expect(formatCny(convertCadToCny(asCents(290_802), 5.1234), 'zh-Hans-CN')).toBe('¥14,898.95')
  })

  it('formats percentages', () => {
    expect(formatPercent(6.875, 'en-GB')).toBe('6.875%')
    expect(formatPercent(39, 'zh-Hans-CN')).toBe('39%')
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { asSqFt, calculateSquareMetres, formatSqft, parseSqft } from './sqft.ts'

describe('living area text', () => {
  it.each([
    ['700-799', { kind: 'range', min: 700, max: 799 }],
    ['1,100-1,199', { kind: 'range', min: 1100, max: 1199 }],
    ['700 - 799', { kind: 'range', min: 700, max: 799 }],
    ['700–799', { kind: 'range', min: 700, max: 799 }],
    ['1500+', { kind: 'atLeast', min: 1500, max: null }],
    ['5,000 +', { kind: 'atLeast', min: 5000, max: null }],
    ['<500', { kind: 'below', min: null, max: 500 }],
    ['< 500', { kind: 'below', min: null, max: 500 }],
    ['>3000', { kind: 'above', min: 3000, max: null }],
    ['1200', { kind: 'exact', min: 1200, max: 1200 }],
    ['1,200', { kind: 'exact', min: 1200, max: 1200 }],
    ['850.5', { kind: 'exact', min: 850.5, max: 850.5 }],
    ['0-499', { kind: 'range', min: 0, max: 499 }],
  ])('reads "%s"', (text, area) => {
    expect(parseSqft(text)).toEqual(area)
  })

  it.each([[''], [null], [undefined], ['large'], ['799-700'], ['700-'], ['+1500'], ['1500++'], ['-5'], ['12 sq m']])(
    'refuses %j',
    (text) => {
      expect(parseSqft(text)).toBeNull()
    },
  )

  it.each([
    ['700-799', 'en-GB', '700–799 sq ft (65–74 m²)'],
    ['1,100-1,199', 'en-GB', '1,100–1,199 sq ft (102–111 m²)'],
    ['1500+', 'en-GB', '1,500+ sq ft (139+ m²)'],
    ['<500', 'en-GB', 'under 500 sq ft (under 46 m²)'],
    ['>3000', 'en-GB', 'over 3,000 sq ft (over 279 m²)'],
    ['1200', 'en-GB', '1,200 sq ft (111 m²)'],
    ['700-799', 'zh-Hans-CN', '700–799 平方英尺（65–74 平方米）'],
    ['1500+', 'zh-Hans-CN', '1,500 平方英尺以上（139 平方米以上）'],
    ['<500', 'zh-Hans-CN', '500 平方英尺以下（46 平方米以下）'],
    ['>3000', 'zh-Hans-CN', '超过 3,000 平方英尺（超过 279 平方米）'],
    ['1200', 'zh-Hans-CN', '1,200 平方英尺（111 平方米）'],
    [' see remarks ', 'en-GB', 'see remarks'],
  ] as const)('shows "%s" in %s as "%s"', (text, locale, shown) => {
    expect(formatSqft(text, locale)).toBe(shown)
  })

  it('converts with 0.092903 m² to the square foot', () => {
    expect(calculateSquareMetres(asSqFt(1000))).toBeCloseTo(92.903, 9)
    expect(calculateSquareMetres(asSqFt(0))).toBe(0)
    expect(() => asSqFt(-1)).toThrow(RangeError)
    expect(() => asSqFt(Number.NaN)).toThrow(RangeError)
  })

  it('never gives a smaller area in m² for a larger one in sq ft', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        expect(calculateSquareMetres(asSqFt(lo))).toBeLessThanOrEqual(calculateSquareMetres(asSqFt(hi)))
        const shown = (n: number) =>
          Number(
            formatSqft(String(n), 'en-GB')
              .match(/\(([\d,]+) m²\)/)![1]!
              .replace(/,/g, ''),
          )
        expect(shown(lo)).toBeLessThanOrEqual(shown(hi))
      }),
    )
  })

  it('reads back any band it could be given', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a]
        const grouped = (n: number) => new Intl.NumberFormat('en-GB').format(n)
        expect(parseSqft(`${grouped(min)}-${grouped(max)}`)).toEqual({ kind: 'range', min, max })
      }),
    )
  })
})

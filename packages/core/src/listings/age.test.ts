import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ageCodeFor, ageRange, calculateAgeYears } from './age.ts'
import { AGE_CODES } from './listing-codes.ts'

const NOW = new Date('2026-06-01T00:00:00Z')

describe('age codes', () => {
  it.each([
    [2027, '0'],
    [2026, '0'],
    [2025, '0-5'],
    [2021, '0-5'],
    [2020, '6-10'],
    [2016, '6-10'],
    [2015, '11-15'],
    [2011, '11-15'],
    [2010, '16-30'],
    [1996, '16-30'],
    [1995, '31-50'],
    [1976, '31-50'],
    [1975, '51-99'],
    [1927, '51-99'],
    [1926, '100+'],
    [1850, '100+'],
  ])('built in %d is %s in 2026', (year, code) => {
    expect(ageCodeFor(year, NOW)).toBe(code)
  })

  it.each([
    ['0', 0, 0],
    ['0-5', 0, 5],
    ['6-10', 6, 10],
    ['11-15', 11, 15],
    ['16-30', 16, 30],
    ['31-50', 31, 50],
    ['51-99', 51, 99],
    ['100+', 100, null],
  ] as const)('%s is %d to %s years', (code, minYears, maxYears) => {
    expect(ageRange(code)).toEqual({ minYears, maxYears })
  })

  it('puts every building in a band that holds its age', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1700, max: 2200 }), fc.integer({ min: 1990, max: 2100 }), (year, nowYear) => {
        const now = new Date(Date.UTC(nowYear, 5, 1))
        const age = calculateAgeYears(year, now)
        const { minYears, maxYears } = ageRange(ageCodeFor(year, now))
        expect(age).toBeGreaterThanOrEqual(minYears)
        if (maxYears !== null) expect(age).toBeLessThanOrEqual(maxYears)
      }),
    )
  })

  it('has a band for every code of the contract', () => {
    for (const code of AGE_CODES) expect(ageRange(code).minYears).toBeGreaterThanOrEqual(0)
  })
})

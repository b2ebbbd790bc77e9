import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lastMonths, median, monthOf } from './market-months.ts'

describe('market months', () => {
  it('counts months on the city clock: 1 December 03:00 UTC is still November in Vancouver', () => {
    const at = new Date('2026-12-01T03:00:00Z')
    expect(monthOf(at, 'America/Vancouver')).toBe('2026-11')
    expect(monthOf(at, 'America/Toronto')).toBe('2026-11')
    expect(monthOf(new Date('2026-12-01T06:00:00Z'), 'America/Toronto')).toBe('2026-12')
  })

  it('lists the last months oldest first, across a new year', () => {
    expect(lastMonths(new Date('2027-02-10T12:00:00Z'), 4, 'America/Toronto')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ])
  })

  it('takes the middle value, whatever the order', () => {
    expect(median([])).toBeNull()
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1 }), (xs) => {
        const m = median(xs)!
        expect(xs.filter((x) => x < m).length).toBeLessThanOrEqual(xs.length / 2)
        expect(xs.filter((x) => x > m).length).toBeLessThanOrEqual(xs.length / 2)
      }),
    )
  })
})

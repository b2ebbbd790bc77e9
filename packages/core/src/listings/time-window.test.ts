import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SEARCH_STATUSES, TIME_WINDOWS, type TimeWindow } from './listing-codes.ts'
import { calculateWindowStart } from './time-window.ts'

const NOW = new Date('2026-11-22T15:00:00Z')

describe('time windows', () => {
  it.each([
    ['all', NOW, null],
    ['0D', NOW, '2026-11-22T00:00:00.000Z'],
    ['1D', NOW, '2026-11-21T00:00:00.000Z'],
    ['2D', NOW, '2026-11-20T00:00:00.000Z'],
    ['1W', NOW, '2026-11-15T00:00:00.000Z'],
    ['2W', NOW, '2026-11-08T00:00:00.000Z'],
    ['1M', NOW, '2026-10-22T00:00:00.000Z'],
    ['2M', NOW, '2026-09-22T00:00:00.000Z'],
    ['3M', NOW, '2026-08-22T00:00:00.000Z'],
    ['6M', NOW, '2026-05-22T00:00:00.000Z'],
    ['12M', NOW, '2025-11-22T00:00:00.000Z'],
    ['0D', new Date('2026-11-22T23:59:59Z'), '2026-11-22T00:00:00.000Z'],
    ['1D', new Date('2026-03-01T08:00:00Z'), '2026-02-28T00:00:00.000Z'],
    ['1M', new Date('2026-03-31T10:00:00Z'), '2026-02-28T00:00:00.000Z'],
    ['1M', new Date('2024-03-31T10:00:00Z'), '2024-02-29T00:00:00.000Z'],
    ['2M', new Date('2026-01-15T10:00:00Z'), '2025-11-15T00:00:00.000Z'],
    ['6M', new Date('2026-08-31T10:00:00Z'), '2026-02-28T00:00:00.000Z'],
    ['12M', new Date('2028-02-29T10:00:00Z'), '2027-02-28T00:00:00.000Z'],
  ] as const)('%s from %s starts at %s', (window, now, start) => {
    expect(calculateWindowStart(window, now)?.toISOString() ?? null).toBe(start)
  })

  it('starts no later than today, and each wider window of a status starts no later than the narrower one', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (now) => {
        for (const status of SEARCH_STATUSES) {
          let previous: Date | null = null
          for (const window of TIME_WINDOWS[status].values as readonly TimeWindow[]) {
            const start = calculateWindowStart(window, now)
            if (start === null) continue
            expect(start.getTime()).toBeLessThanOrEqual(now.getTime())
            if (previous) expect(start.getTime()).toBeLessThanOrEqual(previous.getTime())
            previous = start
          }
        }
      }),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { axisDate, axisTicks } from './activity-chart.tsx'

const day = (d: number) => Date.UTC(2026, 10, d) / 1000
const weeks = [day(2), day(9), day(16), day(23), day(30)]

describe('the dashboard chart’s axis', () => {
  it('dates weekly buckets as the reader’s language writes a day, never "11/2"', () => {
    expect(weeks.map((s) => axisDate(s, weeks, 'en-GB'))).toEqual(['2 Nov', '9 Nov', '16 Nov', '23 Nov', '30 Nov'])
    expect(weeks.map((s) => axisDate(s, weeks, 'zh-Hans-CN'))).toEqual([
      '11月2日',
      '11月9日',
      '11月16日',
      '11月23日',
      '11月30日',
    ])
  })

  it('dates monthly buckets by their month', () => {
    const months = [Date.UTC(2026, 9, 1) / 1000, Date.UTC(2026, 10, 1) / 1000]
    expect(axisDate(months[1]!, months, 'en-GB')).toBe('Nov 2026')
    expect(axisDate(months[1]!, months, 'zh-Hans-CN')).toBe('2026年11月')
  })

  it('dates every bucket that fits on a phone, and evenly spaced ones ending with the last when they do not', () => {
    expect(axisTicks(weeks, 340)).toEqual(weeks)
    const days = Array.from({ length: 30 }, (_, i) => day(1 + i))
    const ticks = axisTicks(days, 340)
    expect(ticks.length).toBeLessThanOrEqual(5)
    expect(ticks.at(-1)).toBe(days.at(-1))
  })
})

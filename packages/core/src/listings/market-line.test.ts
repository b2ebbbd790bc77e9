import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculateDaysOnMarket, formatMarketLine, type ListingMarketFields } from './market-line.ts'

const NOW = new Date('2026-11-22T15:00:00Z')

describe('days on market', () => {
  it.each([
    ['2026-11-10', '2026-11-22T15:00:00Z', 12],
    ['2026-11-22', '2026-11-22T15:00:00Z', 0],
    ['2026-11-21', '2026-11-22T00:00:00Z', 1],
    ['2026-11-21T23:59:00Z', '2026-11-22T00:01:00Z', 1],
    ['2026-11-22T23:00:00Z', '2026-11-22T01:00:00Z', 0],
    ['2026-11-25', '2026-11-22T15:00:00Z', 0],
    ['2024-02-28', '2024-03-01T12:00:00Z', 2],
    ['2025-11-22', '2026-11-22T12:00:00Z', 365],
  ])('from %s to %s is %d', (input, now, days) => {
    expect(calculateDaysOnMarket(input, new Date(now))).toBe(days)
  })

  it.each([
    // 19:30 on 22 November in Toronto is 00:30 on 23 November in UTC: the home listed that day is 0 days on market
    ['2026-11-22', '2026-11-23T00:30:00Z', 'toronto', 0],
    ['2026-11-22', '2026-11-23T05:30:00Z', 'toronto', 1],
    // 16:30 in Vancouver is 00:30 in UTC the next day
    ['2026-11-22', '2026-11-23T00:30:00Z', 'vancouver', 0],
    ['2026-11-22', '2026-11-23T08:30:00Z', 'vancouver', 1],
    // in summer time too
    ['2026-07-01', '2026-07-02T03:30:00Z', 'toronto', 0],
    ['2026-07-01', '2026-07-02T04:30:00Z', 'toronto', 1],
  ] as const)('from %s to %s is counted on the clock of %s: %d', (input, now, city, days) => {
    expect(calculateDaysOnMarket(input, new Date(now), city)).toBe(days)
  })

  it('counts today on the city’s clock in the market line', () => {
    const listedToday = { ...available, inputDate: '2026-11-22', updatedAt: '2026-11-23T00:25:00Z' }
    const evening = new Date('2026-11-23T00:30:00Z')
    expect(formatMarketLine({ ...listedToday, city: 'toronto' }, evening, 'en-GB')).toMatch(/^Sale · 0 days on market/)
    expect(formatMarketLine(listedToday, evening, 'en-GB')).toMatch(/^Sale · 1 day on market/)
  })

  it('is a whole number, never negative, and never falls as time passes', () => {
    const instant = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    fc.assert(
      fc.property(instant, instant, fc.nat(10 * 365 * 24 * 60), (input, now, laterMinutes) => {
        const days = calculateDaysOnMarket(input, now)
        expect(Number.isInteger(days)).toBe(true)
        expect(days).toBeGreaterThanOrEqual(0)
        expect(calculateDaysOnMarket(input, new Date(now.getTime() + laterMinutes * 60_000))).toBeGreaterThanOrEqual(
          days,
        )
      }),
    )
  })
})

const available: ListingMarketFields = {
  status: 'A',
  sr: 'Sale',
  lsc: 'new',
  inputDate: '2026-11-10',
  dom: 99,
  updatedAt: '2026-11-22T14:55:00Z',
}

describe('market line', () => {
  it.each([
    [
      'updated 5 minutes ago',
      {},
      'Sale · 12 days on market · updated 5 minutes ago',
      '出售 · 挂牌 12 天 · 更新于 5 分钟前',
    ],
    [
      'updated within the minute',
      { updatedAt: '2026-11-22T14:59:30Z' },
      'Sale · 12 days on market · updated just now',
      '出售 · 挂牌 12 天 · 刚刚更新',
    ],
    [
      'updated a little in the future',
      { updatedAt: '2026-11-22T15:02:00Z' },
      'Sale · 12 days on market · updated just now',
      '出售 · 挂牌 12 天 · 刚刚更新',
    ],
    [
      'updated 1 minute ago',
      { updatedAt: '2026-11-22T14:59:00Z' },
      'Sale · 12 days on market · updated 1 minute ago',
      '出售 · 挂牌 12 天 · 更新于 1 分钟前',
    ],
    [
      'updated 59 minutes ago',
      { updatedAt: '2026-11-22T14:01:00Z' },
      'Sale · 12 days on market · updated 59 minutes ago',
      '出售 · 挂牌 12 天 · 更新于 59 分钟前',
    ],
    [
      'updated an hour ago',
      { updatedAt: '2026-11-22T14:00:00Z' },
      'Sale · 12 days on market · updated 1 hour ago',
      '出售 · 挂牌 12 天 · 更新于 1 小时前',
    ],
    [
      'updated at midnight UTC',
      { updatedAt: '2026-11-22T00:00:00Z' },
      'Sale · 12 days on market · updated 15 hours ago',
      '出售 · 挂牌 12 天 · 更新于 15 小时前',
    ],
    [
      'updated yesterday (UTC)',
      { updatedAt: '2026-11-21T23:59:00Z' },
      'Sale · 12 days on market · updated 21 Nov 2026',
      '出售 · 挂牌 12 天 · 更新于2026年11月21日',
    ],
    [
      'listed today',
      { inputDate: '2026-11-22' },
      'Sale · 0 days on market · updated 5 minutes ago',
      '出售 · 挂牌 0 天 · 更新于 5 分钟前',
    ],
    [
      'listed yesterday',
      { inputDate: '2026-11-21' },
      'Sale · 1 day on market · updated 5 minutes ago',
      '出售 · 挂牌 1 天 · 更新于 5 分钟前',
    ],
    [
      'for lease after a price change',
      { sr: 'Lease', lsc: 'pc' },
      'Price Change · 12 days on market · updated 5 minutes ago',
      '价格变动 · 挂牌 12 天 · 更新于 5 分钟前',
    ],
    ['unavailable: dom as the board gives it', { status: 'U', lsc: 'sld', dom: 30 }, '30 days on market', '挂牌 30 天'],
    ['unavailable for one day', { status: 'U', lsc: 'exp', dom: 1 }, '1 day on market', '挂牌 1 天'],
  ] as const)('%s', (_, fields, en, zh) => {
    const listing = { ...available, ...fields }
    expect(formatMarketLine(listing, NOW, 'en-GB')).toBe(en)
    expect(formatMarketLine(listing, NOW, 'zh-Hans-CN')).toBe(zh)
  })

  it('shows nothing for an unavailable listing whose days on market are withheld', () => {
    expect(formatMarketLine({ ...available, status: 'U', lsc: 'sld', dom: null }, NOW, 'en-GB')).toBeNull()
  })
})

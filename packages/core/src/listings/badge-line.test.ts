import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/catalogue.ts'
import { type BadgeLineFields, formatBadgeLine } from './badge-line.ts'
import { lscKey } from './lsc.ts'

const NOW = new Date('2026-11-24T15:00:00Z')

const available: BadgeLineFields = {
  status: 'A',
  sr: 'Sale',
  lsc: 'new',
  inputDate: '2026-11-24',
  closeDate: null,
  unavailableDate: null,
  dom: null,
  updatedAt: '2026-11-24T14:55:00Z',
}

describe('the line beside a status badge', () => {
  it.each([
    ['new for sale today', {}, {}, 'Listed 24 Nov 2026 · 0 days on market', '2026年11月24日上市 · 挂牌 0 天'],
    [
      'for lease, with the update on a detail screen',
      { sr: 'Lease', inputDate: '2026-11-23' },
      { withUpdate: true },
      'Listed 23 Nov 2026 · 1 day on market · updated 5 minutes ago',
      '2026年11月23日上市 · 挂牌 1 天 · 更新于 5 分钟前',
    ],
    [
      'sold: the close date and the board’s days',
      { status: 'U', lsc: 'sld', closeDate: '2026-11-22', unavailableDate: '2026-11-23', dom: 12 },
      { withUpdate: true },
      '22 Nov 2026 · 12 days on market',
      '2026年11月22日 · 挂牌 12 天',
    ],
    [
      'deal failed: the unavailable date',
      { status: 'U', lsc: 'dft', closeDate: null, unavailableDate: '2026-11-20', dom: 3 },
      {},
      '20 Nov 2026 · 3 days on market',
      '2026年11月20日 · 挂牌 3 天',
    ],
    [
      'sold with dates and days withheld from a visitor',
      { status: 'U', lsc: 'sld', closeDate: null, unavailableDate: null, dom: null },
      {},
      '',
      '',
    ],
  ] as const)('%s', (_, fields, options, en, zh) => {
    const listing = { ...available, ...fields }
    expect(formatBadgeLine(listing, NOW, 'en-GB', options)).toBe(en)
    expect(formatBadgeLine(listing, NOW, 'zh-Hans-CN', options)).toBe(zh)
  })

  it.each([
    { sr: 'Sale', lsc: 'new' },
    { sr: 'Lease', lsc: 'new' },
    { sr: 'Sale', lsc: 'pc' },
    { sr: 'Sale', lsc: 'sld', status: 'U', closeDate: '2026-11-22', dom: 4 },
    { sr: 'Lease', lsc: 'lsd', status: 'U', closeDate: '2026-11-22', dom: 4 },
    { sr: 'Sale', lsc: 'dft', status: 'U', unavailableDate: '2026-11-22', dom: 4 },
  ] as const)('never repeats the badge’s word ($sr, $lsc)', (fields) => {
    const listing = { ...available, ...fields }
    for (const locale of ['en-GB', 'zh-Hans-CN'] as const) {
      const badge = translate(locale, lscKey(listing.lsc, listing.sr))
      expect(formatBadgeLine(listing, NOW, locale, { withUpdate: true })).not.toContain(badge)
    }
  })
})

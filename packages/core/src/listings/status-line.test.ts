import { describe, expect, it } from 'vitest'
import { formatStatusLine, type ListingStatusFields, statusBadge } from './status-line.ts'

const base: ListingStatusFields = {
  status: 'A',
  sr: 'Sale',
  lsc: 'new',
  inputDate: '2026-11-20',
  closeDate: null,
  unavailableDate: null,
}

describe('status line', () => {
  it.each([
    ['available, new for sale', {}, 'Sale 20 Nov 2026', '2026年11月20日出售'],
    ['available, new for lease', { sr: 'Lease' }, 'Lease 20 Nov 2026', '2026年11月20日出租'],
    ['available after a price change', { lsc: 'pc' }, 'Price Change 20 Nov 2026', '2026年11月20日价格变动'],
    ['available, back on market', { lsc: 'bom' }, 'Back on Market 20 Nov 2026', '2026年11月20日重新上市'],
    [
      'sold: the close date, not the unavailable date',
      { status: 'U', lsc: 'sld', closeDate: '2026-11-18', unavailableDate: '2026-11-19' },
      'Sold 18 Nov 2026',
      '2026年11月18日已售',
    ],
    [
      'leased',
      { status: 'U', sr: 'Lease', lsc: 'lsd', closeDate: '2026-11-18T00:00:00Z', unavailableDate: '2026-11-19' },
      'Leased 18 Nov 2026',
      '2026年11月18日已租',
    ],
    [
      'sold with the close date withheld: the unavailable date',
      { status: 'U', lsc: 'sld', unavailableDate: '2026-11-19' },
      'Sold 19 Nov 2026',
      '2026年11月19日已售',
    ],
    [
      'expired: the unavailable date',
      { status: 'U', lsc: 'exp', closeDate: '2026-11-18', unavailableDate: '2026-11-19' },
      'Expired 19 Nov 2026',
      '2026年11月19日已过期',
    ],
    [
      'terminated',
      { status: 'U', lsc: 'ter', unavailableDate: '2026-01-02' },
      'Terminated 2 Jan 2026',
      '2026年1月2日下市',
    ],
    ['unavailable with no date at all', { status: 'U', lsc: 'sus' }, 'Suspended', '暂停挂牌'],
  ] as const)('%s', (_, fields, en, zh) => {
    const listing = { ...base, ...fields }
    expect(formatStatusLine(listing, 'en-GB')).toBe(en)
    expect(formatStatusLine(listing, 'zh-Hans-CN')).toBe(zh)
  })

  it('shows the UTC calendar day of a timestamp', () => {
    expect(formatStatusLine({ ...base, inputDate: '2026-11-22T23:59:59Z' }, 'en-GB')).toBe('Sale 22 Nov 2026')
    expect(formatStatusLine({ ...base, inputDate: '2026-11-22T20:00:00-05:00' }, 'en-GB')).toBe('Sale 23 Nov 2026')
  })

  it('refuses a date it cannot read', () => {
    expect(() => formatStatusLine({ ...base, inputDate: 'soon' }, 'en-GB')).toThrow(RangeError)
  })
})

describe('status badge', () => {
  it.each([
    ['A', 'new', 'success'],
    ['A', 'pc', 'success'],
    ['A', 'sc', 'success'],
    ['U', 'sld', 'error'],
    ['U', 'lsd', 'error'],
    ['U', 'exp', 'info'],
    ['U', 'ter', 'info'],
    ['U', 'sus', 'info'],
    ['U', 'dft', 'info'],
  ] as const)('%s %s is %s', (status, lsc, badge) => {
    expect(statusBadge({ status, lsc })).toBe(badge)
  })
})

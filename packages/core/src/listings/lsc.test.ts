import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/catalogue.ts'
import { LSC_CODES, SALE_OR_LEASE } from './listing-codes.ts'
import { isAvailableLsc, isClosedLsc, lscKey, toSearchLscCodes } from './lsc.ts'

describe('status code names', () => {
  it.each([
    ['new', 'Sale', 'Sale', '出售'],
    ['new', 'Lease', 'Lease', '出租'],
    ['pc', 'Sale', 'Price Change', '价格变动'],
    ['sc', 'Sale', 'Conditional Sale', '有条件出售'],
    ['sce', 'Sale', 'Conditional Sale Escape', '有条件出售解除'],
    ['dft', 'Sale', 'Deal Failed', '交易失败'],
    ['exp', 'Sale', 'Expired', '已过期'],
    ['ext', 'Lease', 'Extended', '已延期'],
    ['sld', 'Sale', 'Sold', '已售'],
    ['bom', 'Sale', 'Back on Market', '重新上市'],
    ['ter', 'Sale', 'Terminated', '下市'],
    ['sus', 'Lease', 'Suspended', '暂停挂牌'],
    ['lc', 'Lease', 'Conditional Lease', '有条件出租'],
    ['lce', 'Lease', 'Conditional Lease Escape', '有条件出租解除'],
    ['lsd', 'Lease', 'Leased', '已租'],
    ['xyz', 'Sale', 'Unknown', '未知状态'],
    ['', 'Lease', 'Unknown', '未知状态'],
    ['SLD', 'Sale', 'Unknown', '未知状态'],
  ] as const)('%s (%s) is "%s" / "%s"', (lsc, sr, en, zh) => {
    expect(translate('en-GB', lscKey(lsc, sr))).toBe(en)
    expect(translate('zh-Hans-CN', lscKey(lsc, sr))).toBe(zh)
  })

  it('names every code of the wire contract, in both languages, never as unknown', () => {
    for (const lsc of LSC_CODES) {
      for (const sr of SALE_OR_LEASE) expect(lscKey(lsc, sr)).not.toBe('listing.lsc.unknown')
    }
  })

  it.each([
    ['sld', true],
    ['lsd', true],
    ['sc', false],
    ['lc', false],
    ['exp', false],
    ['new', false],
  ])('%s closes a listing with a deal: %s', (lsc, closed) => {
    expect(isClosedLsc(lsc)).toBe(closed)
  })
})

describe('the status codes of each list view', () => {
  it.each([
    ['active', 'Sale', ['new', 'pc', 'ext', 'bom']],
    ['active', 'Lease', ['new', 'pc', 'ext', 'bom']],
    ['sold', 'Sale', ['sld']],
    ['sold', 'Lease', ['lsd']],
    ['delist', 'Sale', ['exp', 'ter', 'sus']],
    ['delist', 'Lease', ['exp', 'ter', 'sus']],
  ] as const)('%s %s shows %j', (status, sr, codes) => {
    expect([...toSearchLscCodes(status, sr)].sort()).toEqual([...codes].sort())
  })

  it.each(['sc', 'sce', 'dft', 'lc', 'lce'])('keeps %s, under contract or a failed deal, out of every list', (lsc) => {
    expect(isAvailableLsc(lsc)).toBe(false)
    for (const status of ['active', 'sold', 'delist'] as const) {
      for (const sr of SALE_OR_LEASE) expect(toSearchLscCodes(status, sr)).not.toContain(lsc)
    }
  })
})

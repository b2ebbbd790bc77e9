import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/catalogue.ts'
import { historyEventKey, searchStatusCode, toHistoryEvent } from './history.ts'
import { HISTORY_EVENTS, LSC_CODES, SALE_OR_LEASE } from './listing-codes.ts'

describe('history events', () => {
  it.each([
    ['sale', 'Sale', '出售'],
    ['sold', 'Sold', '已售'],
    ['lease', 'Lease', '出租'],
    ['leased', 'Leased', '已租'],
    ['priceChange', 'Price Change', '价格变动'],
    ['soldConditional', 'Sold in condition', '有条件成交'],
    ['dealFailed', 'Transaction failed', '交易失败'],
    ['expired', 'Expired', '已过期'],
    ['extended', 'Extended', '已延期'],
    ['backOnMarket', 'Back on Market', '重新上市'],
    ['terminated', 'Terminated', '下市'],
    ['suspended', 'Suspended', '暂停挂牌'],
  ] as const)('%s is "%s" / "%s"', (event, en, zh) => {
    expect(translate('en-GB', historyEventKey(event))).toBe(en)
    expect(translate('zh-Hans-CN', historyEventKey(event))).toBe(zh)
  })

  it('names all events of the wire contract', () => {
    expect(HISTORY_EVENTS).toHaveLength(12)
  })

  it.each([
    ['new', 'Sale', 'sale'],
    ['new', 'Lease', 'lease'],
    ['sld', 'Sale', 'sold'],
    ['lsd', 'Lease', 'leased'],
    ['pc', 'Sale', 'priceChange'],
    ['pc', 'Lease', 'priceChange'],
    ['sc', 'Sale', 'soldConditional'],
    ['lc', 'Lease', 'soldConditional'],
    ['dft', 'Sale', 'dealFailed'],
    ['exp', 'Sale', 'expired'],
    ['ext', 'Lease', 'extended'],
    ['bom', 'Sale', 'backOnMarket'],
    ['ter', 'Sale', 'terminated'],
    ['sus', 'Lease', 'suspended'],
    ['sce', 'Sale', null],
    ['lce', 'Lease', null],
    ['xyz', 'Sale', null],
    ['constructor', 'Sale', null],
  ] as const)('status code %s (%s) records %s', (lsc, sr, event) => {
    expect(toHistoryEvent(lsc, sr)).toBe(event)
  })

  it('maps every code to an event of the contract or to nothing', () => {
    for (const lsc of LSC_CODES) {
      for (const sr of SALE_OR_LEASE) {
        const event = toHistoryEvent(lsc, sr)
        if (event !== null) expect(HISTORY_EVENTS).toContain(event)
      }
    }
  })
})

describe('search status codes', () => {
  it.each([
    ['Sale', 'active', 'New'],
    ['Sale', 'sold', 'Sld'],
    ['Lease', 'active', 'New'],
    ['Lease', 'sold', 'Lsd'],
    ['Sale', 'delist', null],
    ['Lease', 'delist', null],
  ] as const)('%s %s sends %s', (sr, status, code) => {
    expect(searchStatusCode(sr, status)).toBe(code)
  })
})

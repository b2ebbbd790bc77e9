import { type ListingDetail, translate } from '@maplenest/core'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { aDetail, GRANTED } from '../../../entities/listing/listing-fixtures.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { aPropertyListing } from '../insights-fixtures.ts'
import { PropertyHistory } from './property-history.tsx'

const DETAIL = '/pages/toronto/sale/condo-detail'

/**
 * A condo on the market since 1 Oct 2026 (its price cut on 20 Oct), relisted after an earlier listing that was
 * terminated on 20 Sep; earlier still it was rented out, and before that it sold. The viewer accepted the terms.
 */
const relisted = (): ListingDetail =>
  aDetail({
    mlNum: 'C3',
    inputDate: '2026-10-01T14:00:00.000Z',
    lsc: 'pc',
    price: 879_000,
    vow: GRANTED,
    trueDaysOnMarket: 130,
    history: [
      { mlNum: 'C3', event: 'priceChange', date: '2026-10-20T10:00:00.000Z', price: 879_000 },
      { mlNum: 'C3', event: 'sale', date: '2026-10-01T14:00:00.000Z', price: 899_000 },
      { mlNum: 'C2', event: 'terminated', date: '2026-09-20T10:00:00.000Z', price: 929_000 },
      { mlNum: 'C2', event: 'sale', date: '2026-07-24T10:00:00.000Z', price: 929_000 },
    ],
    propertyHistory: [
      aPropertyListing({ mlNum: 'C3', inputDate: '2026-10-01T14:00:00.000Z', lsc: 'pc', price: 879_000 }),
      aPropertyListing({
        mlNum: 'C2',
        inputDate: '2026-07-24T10:00:00.000Z',
        lsc: 'ter',
        status: 'U',
        price: 929_000,
        endDate: '2026-09-20T10:00:00.000Z',
      }),
      aPropertyListing({
        mlNum: 'L1',
        sr: 'Lease',
        inputDate: '2025-03-02T10:00:00.000Z',
        lsc: 'lsd',
        status: 'U',
        price: 3200,
        closePrice: 3100,
        closeDate: '2025-03-28T00:00:00.000Z',
        endDate: '2025-03-28T00:00:00.000Z',
      }),
      aPropertyListing({
        mlNum: 'C1',
        inputDate: '2024-05-06T10:00:00.000Z',
        lsc: 'sld',
        status: 'U',
        price: 849_000,
        closePrice: 842_000,
        closeDate: '2024-06-01T00:00:00.000Z',
        endDate: '2024-06-01T00:00:00.000Z',
      }),
    ],
  })

const show = (locale: 'en-GB' | 'zh-Hans-CN', listing: ListingDetail) => {
  applyLocale(locale)
  renderScreen(DETAIL, { [DETAIL]: <PropertyHistory listing={listing} /> })
}

/** Each listing of the timeline as its heading and its events' rows, in the order shown. */
const timeline = () =>
  within(screen.getAllByRole('list')[0]!)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === screen.getAllByRole('list')[0])
    .map((entry) => ({
      head: (entry.firstElementChild as HTMLElement).textContent,
      events: within(entry)
        .getAllByRole('listitem')
        .map((row) => [...row.children].map((cell) => cell.textContent).join(' | ')),
    }))

describe('PropertyHistory', () => {
  it('lists every listing of the home, newest first, with its events and prices', () => {
    show('en-GB', relisted())
    expect(screen.getByText('4 listings of this home on the MLS®')).toBeTruthy()
    expect(timeline()).toEqual([
      {
        head: 'For saleThis listing',
        events: ['20 Oct 2026 | Price changed | $879,000', '1 Oct 2026 | Listed for sale | $899,000'],
      },
      {
        head: 'For saleMLS® C2 ›',
        events: ['20 Sept 2026 | Terminated', '24 Jul 2026 | Listed for sale | $929,000'],
      },
      {
        head: 'For rentMLS® L1 ›',
        events: ['28 Mar 2025 | Leased | $3,100/month', '2 Mar 2025 | Listed for rent'],
      },
      { head: 'For saleMLS® C1 ›', events: ['1 Jun 2024 | Sold | $842,000', '6 May 2024 | Listed for sale'] },
    ])
    expect(screen.getByRole('link', { name: 'Open listing C2' }).getAttribute('href')).toBe(
      '/pages/toronto/sale/condo-detail?mlNum=C2',
    )
    expect(screen.getByRole('link', { name: 'Open listing L1' }).getAttribute('href')).toBe(
      '/pages/toronto/lease/condo-detail?mlNum=L1',
    )
  })

  it('reads in Chinese', () => {
    show('zh-Hans-CN', relisted())
    expect(screen.getByText('在 MLS® 上共挂牌 4 次')).toBeTruthy()
    expect(timeline()).toEqual([
      { head: '出售当前房源', events: ['2026年10月20日 | 调价 | $879,000', '2026年10月1日 | 挂牌出售 | $899,000'] },
      { head: '出售MLS® C2 ›', events: ['2026年9月20日 | 终止挂牌', '2026年7月24日 | 挂牌出售 | $929,000'] },
      { head: '出租MLS® L1 ›', events: ['2025年3月28日 | 已租 | $3,100/月', '2025年3月2日 | 挂牌出租'] },
      { head: '出售MLS® C1 ›', events: ['2024年6月1日 | 已售 | $842,000', '2024年5月6日 | 挂牌出售'] },
    ])
    for (const text of ['实际在市天数', '130 天']) expect(screen.getByText(text)).toBeTruthy()
  })

  it('puts the true days on market next to this listing’s, with the rule in a sentence', () => {
    show('en-GB', relisted())
    const figures = screen.getByText('True days on market').closest('dl') as HTMLElement
    expect(within(figures).getByText('130 days')).toBeTruthy()
    expect(within(figures).getByText('This listing')).toBeTruthy()
    expect(within(figures).getByText(/^\d+ days?$/, { selector: 'div:first-child > dd' })).toBeTruthy()
    expect(
      screen.getByText(
        'Counted from the first listing of this run: a relisting within 90 days of the last one ending counts as the same run.',
      ),
    ).toBeTruthy()
  })

  it('leaves the true days on market out when withheld', () => {
    show('en-GB', aDetail({ status: 'U', lsc: 'sld', dom: null, trueDaysOnMarket: null }))
    expect(screen.queryByText('True days on market')).toBeNull()
    expect(screen.queryByText(/^Counted from the first listing/)).toBeNull()
  })

  it('shows a visitor that a listing sold, without its date or price', () => {
    show(
      'en-GB',
      aDetail({
        mlNum: 'C3',
        propertyHistory: [
          aPropertyListing({ mlNum: 'C3' }),
          // as the api answers a visitor: the close figures withheld
          aPropertyListing({ mlNum: 'C1', inputDate: '2024-05-06T10:00:00.000Z', lsc: 'sld', status: 'U' }),
        ],
      }),
    )
    // without the board's events, each listing says its last asking price
    expect(screen.getByText('MLS® C3 · Asking $899,000')).toBeTruthy()
    expect(screen.getByText('Asking $899,000')).toBeTruthy()
    const sold = screen.getByText('Sold').closest('li') as HTMLElement
    expect(sold.textContent).toBe('—SoldDate and price hidden')
    expect(within(sold).queryByText(/\$/)).toBeNull()
  })

  it('charts the prices of this listing’s kind only, with a price axis and dated points', () => {
    show('en-GB', relisted())
    const chart = screen.getByRole('img', { name: /^5 prices from 6 May 2024 to 20 Oct 2026, between/ })
    expect(chart.textContent).toContain('Price (CAD)')
    expect(chart.textContent).toMatch(/\$\d+k/)
    const points = [...chart.querySelectorAll('title')].map((title) => title.textContent)
    expect(points).toEqual([
      'Listed for sale, 6 May 2024: $849,000',
      'Sold, 1 Jun 2024: $842,000',
      'Listed for sale, 24 Jul 2026: $929,000',
      'Listed for sale, 1 Oct 2026: $899,000',
      'Price changed, 20 Oct 2026: $879,000',
    ])
    expect(screen.getByText(translate('en-GB', 'ui.insights.chart.leftOut.sale'))).toBeTruthy()
  })
})

import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../../app/antd-render.ts'
import { aDetail, GRANTED } from '../../../entities/listing/listing-fixtures.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import CondoDetailPage from './condo-detail.tsx'

const DETAIL = '/pages/toronto/sale/condo-detail'

let server: FakeApi

beforeAll(() => setUpAntdRender())

beforeEach(async () => {
  // the person asked for yuan beside prices (English shows dollars alone by default)
  localStorage.setItem('showCny', 'true')
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    'GET /house/api/listing/v1/:mlNum': (req) =>
      req.params.mlNum === 'C1000001' ? { code: 200, data: aDetail() } : { code: 404, msg: 'Listing not found' },
  })
  vi.stubGlobal('fetch', server.fetch)
})

afterEach(() => vi.unstubAllGlobals())

const open = (query: string) =>
  renderScreen(`${DETAIL}${query}`, {
    [DETAIL]: <CondoDetailPage />,
    '/pages/my/calculate/calculate': <WhereAmI />,
    '/': <WhereAmI />,
  })

const tab = (name: string) => screen.getByRole('tab', { name })
const panel = () => screen.getByRole('tabpanel')

describe('Condo for sale detail', () => {
  it('shows price in dollars and yuan, status, address and key facts under the transparent header', async () => {
    open('?mlNum=C1000001')
    expect(await screen.findByRole('heading', { level: 2, name: '1203 - 88 Harbour St' })).toBeTruthy()
    expect(screen.getByText('$899,000')).toBeTruthy()
    expect(screen.getByText(/^≈ CN¥\d+(\.\d{1,2})?M$/)).toBeTruthy()
    expect(screen.getByText(/^Listed 10 Nov 2026 · \d+ days? on market · updated /)).toBeTruthy()
    expect(screen.getAllByText('700–799 sq ft (65–74 m²)').length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Save to favourites' })).toBeNull()
    expect(screen.getByText('Listing provided by Harbourfront Realty Inc., Brokerage')).toBeTruthy()
    expect(screen.getByText(/^Data last updated/)).toBeTruthy()
  })

  it('opens the mortgage calculator with the price, city, taxes and maintenance', async () => {
    open('?mlNum=C1000001')
    fireEvent.click(await screen.findByRole('link', { name: /Mortgage calculator/ }))
    expect((await screen.findByText(/^Now at/)).textContent).toBe(
      'Now at /pages/my/calculate/calculate?price=899000&city=toronto&taxes=4512.3&maintenance=650.45',
    )
  })

  it('draws the Details, Surroundings and Other tabs with their sections', async () => {
    open('?mlNum=C1000001')
    await screen.findByRole('tablist', { name: 'Listing sections' })
    expect(tab('Details').getAttribute('aria-selected')).toBe('true')
    expect(within(panel()).getByRole('heading', { name: 'Building' })).toBeTruthy()
    expect(within(panel()).getByRole('heading', { name: 'Taxes and maintenance' })).toBeTruthy()
    expect(within(panel()).getByText(/^\$4,512\.30\/year \(2025\) · ≈ CN¥/)).toBeTruthy()
    expect(within(panel()).getByText(/^\$650\.45\/month · ≈ CN¥/)).toBeTruthy()
    expect(within(panel()).getByText('South-east')).toBeTruthy()

    fireEvent.click(tab('Surroundings'))
    expect(within(panel()).getByRole('heading', { name: 'Nearby schools' })).toBeTruthy()
    expect(within(panel()).getByText('Waterfront Public School')).toBeTruthy()
    expect(within(panel()).getByText(/^Demo figures/)).toBeTruthy()

    fireEvent.click(tab('Other'))
    expect(within(panel()).getByRole('heading', { name: 'Listing history' })).toBeTruthy()
    expect(within(panel()).getByText('Sign in to see sold prices')).toBeTruthy()
    expect(within(panel()).getByRole('table')).toBeTruthy()
    expect(within(panel()).getByRole('rowheader', { name: 'Living room' })).toBeTruthy()
  })

  it('shows the close price and the history to a member who accepted the terms', async () => {
    server.route('GET /house/api/listing/v1/:mlNum', () => ({
      code: 200,
      data: aDetail({
        status: 'U',
        lsc: 'sld',
        closePrice: 870_000,
        closeDate: '2026-11-18T00:00:00.000Z',
        vow: GRANTED,
        history: [{ mlNum: 'C1000001', event: 'sold', date: '2026-11-18T00:00:00.000Z', price: 870_000 }],
      }),
    }))
    open('?mlNum=C1000001&tab=other')
    expect(await screen.findByText('Sold $870,000')).toBeTruthy()
    expect(screen.getByText('Asking $899,000')).toBeTruthy()
    const history = screen.getByRole('region', { name: 'Listing history' })
    // the date is on the chart's axis too: the timeline's entry is the one in a list item
    const sold = within(history)
      .getAllByText('18 Nov 2026')
      .map((e) => e.closest('li'))
      .find(Boolean) as HTMLElement
    expect(within(sold).getByText('Sold')).toBeTruthy()
    expect(within(sold).getByText('$870,000')).toBeTruthy()
    expect(screen.queryByText('Sign in to see sold prices')).toBeNull()
  })

  it('says the listing is not found, with a way home, for an unknown or missing number', async () => {
    open('?mlNum=X9')
    expect(await screen.findByText('Listing not found')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }))
    expect((await screen.findByText(/^Now at/)).textContent).toBe('Now at /')
  })

  it('asks for nothing without a listing number', async () => {
    open('')
    expect(await screen.findByText('Listing not found')).toBeTruthy()
    expect(server.requests).toHaveLength(0)
  })

  it('labels the tabs in Chinese', async () => {
    applyLocale('zh-Hans-CN')
    open('?mlNum=C1000001')
    await screen.findByRole('tablist', { name: '房源信息分类' })
    expect(tab('详情')).toBeTruthy()
    expect(tab('周边')).toBeTruthy()
    expect(tab('其他')).toBeTruthy()
    expect(screen.getByText(/^约 \d+\.\d 万元$/)).toBeTruthy()
    expect(screen.getByRole('link', { name: /房贷计算器/ })).toBeTruthy()
  })
})

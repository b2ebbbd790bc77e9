import { CART_SWIPE_OPEN_MS, type CompareColumn, DUPLICATE_CALL_WINDOW_MS, markBest } from '@maplenest/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { sessionStore } from '../../../shared/session/index.ts'
import { storage } from '../../../shared/storage/index.ts'
import { CompareSlots } from '../components/compare-slots.tsx'
import { CompareToggle } from '../components/compare-toggle.tsx'
import { setDeviceBasket } from '../device-basket.ts'
import { CompareBasketScreen } from './compare-basket-screen.tsx'

const SLOW = { timeout: 5000 }

function column(mlNum: string, address: string, price: number, beds: number): CompareColumn {
  return {
    listing: {
      mlNum,
      city: 'toronto',
      sr: 'Sale',
      status: 'A',
      lsc: 'new',
      roomType: 'condo',
      address,
      unit: null,
      neighbourhood: 'Annex',
      lat: 43.67,
      lng: -79.4,
      price,
      closePrice: null,
      beds,
      bedsPlus: 0,
      baths: 1,
      sqft: '700-799',
      parking: 1,
      furnished: null,
      inputDate: '2026-11-01',
      closeDate: null,
      unavailableDate: null,
      dom: 12,
      updatedAt: '2026-11-27T00:00:00Z',
      photo: null,
      photoCount: 0,
      brokerage: 'Maple Realty',
      restricted: false,
    },
    pricePerSqft: Math.round(price / 750),
    sqftMid: 750,
    maintenanceCents: 55_000,
    taxesCents: 280_000,
    taxYear: 2026,
    yearBuilt: 2016,
    age: '6-10',
    exposure: 'S',
    station: { name: 'Spadina', distanceM: 450 },
    school: { name: 'Huron Street PS', distanceM: 1200, schoolNumber: '1', rating: 8 },
    monthlyPaymentCents: Math.round(price * 0.44),
  }
}

const HOMES = [
  column('C1000001', '10 Bloor St W', 900_000, 2),
  column('C1000002', '20 Spadina Rd', 750_000, 1),
  column('C1000003', '30 Walmer Rd', 820_000, 3),
]

let server: FakeApi

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    'GET /house/api/compare/v1/table': (req) => {
      const wanted = (req.query.get('mlNums') ?? '').split(',')
      const columns = HOMES.filter((h) => wanted.includes(h.listing.mlNum))
      return {
        code: 200,
        data: {
          columns,
          best: markBest(columns),
          missing: [],
          terms: { downPaymentPercent: 20, annualRatePercent: 4.5, amortizationYears: 25 },
        },
      }
    },
  })
  vi.stubGlobal('fetch', server.fetch)
  sessionStore.setState({ status: 'visitor', user: null })
  setDeviceBasket([])
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
  setDeviceBasket([])
})

const open = () =>
  renderScreen('/pages/cart/cart', {
    '/pages/cart/cart': (
      <CompareSlots>
        <CompareBasketScreen />
      </CompareSlots>
    ),
  })

describe('the compare basket screen', () => {
  it('says there is nothing to compare yet, with a way to browse', async () => {
    open()
    expect(await screen.findByText('Nothing to compare yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Browse homes for sale' }).getAttribute('href')).toBe(
      '/pages/toronto/sale/sale-list',
    )
  })

  it("shows a visitor's homes from the device side by side, with the best value of each row marked", async () => {
    setDeviceBasket(HOMES.map((h) => h.listing.mlNum))
    open()
    const table = await screen.findByRole('table', {}, SLOW)
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers.join('|')).toMatch(/10 Bloor St W.*\|.*20 Spadina Rd.*\|.*30 Walmer Rd/)
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement
    const cells = within(row('Price')).getAllByRole('cell')
    expect(cells[1]?.textContent).toContain('best of these homes')
    expect(cells[0]?.textContent).not.toContain('best of these homes')
    expect(within(row('Bedrooms')).getAllByRole('cell')[2]?.textContent).toContain('Best')
    expect(screen.getByText(/20 % down, 4.5 % interest over 25 years/)).toBeTruthy()
    expect(storage.get('cartNum')).toBe(3)
  })

  it('removes a home swiped to the left, and the table and the count follow', async () => {
    setDeviceBasket(HOMES.map((h) => h.listing.mlNum))
    open()
    const list = await screen.findByRole('list', {}, SLOW)
    const firstRow = within(list).getAllByRole('listitem')[0]!
    const content = firstRow.querySelector('div[style]') as HTMLElement
    // jsdom has no PointerEvent: mouse events of the pointer types carry the coordinates
    const pointer = (type: string, clientX: number) =>
      fireEvent(content, new MouseEvent(type, { bubbles: true, clientX, clientY: 40 }))
    pointer('pointerdown', 300)
    pointer('pointermove', 250)
    pointer('pointermove', 180)
    pointer('pointerup', 180)
    expect(content.style.transform).toBe('translateX(-88px)')
    expect(content.style.transition).toBe(`transform ${CART_SWIPE_OPEN_MS}ms ease-out`)
    fireEvent.click(within(firstRow).getByRole('button', { name: 'Remove 10 Bloor St W' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    const table = screen.getByRole('table')
    expect(within(table).queryByText('10 Bloor St W')).toBeNull()
    await waitFor(() => expect(storage.get('cartNum')).toBe(2))
  })

  it('reads in Chinese', async () => {
    applyLocale('zh-Hans-CN')
    setDeviceBasket(HOMES.slice(0, 2).map((h) => h.listing.mlNum))
    open()
    const table = await screen.findByRole('table', {}, SLOW)
    expect(within(table).getByRole('rowheader', { name: '每平方英尺价格' })).toBeTruthy()
    expect(within(table).getByRole('rowheader', { name: '月供' })).toBeTruthy()
    expect(screen.getByText('向左滑动可移除房源。最多 4 套。')).toBeTruthy()
  })
})

describe('adding to compare', () => {
  const toggles = () =>
    renderScreen('/', {
      '/': (
        <CompareSlots>
          {['A1', 'A2', 'A3', 'A4', 'A5'].map((mlNum) => (
            <CompareToggle key={mlNum} target={{ mlNum, address: `${mlNum} Main St` }} placement="card" />
          ))}
        </CompareSlots>
      ),
    })

  it('keeps a visitor’s choices on the device and refuses a fifth home with a clear message', async () => {
    toggles()
    for (const mlNum of ['A1', 'A2', 'A3', 'A4']) {
      fireEvent.click(screen.getByRole('button', { name: `Add ${mlNum} Main St to compare` }))
    }
    expect(screen.getByRole('button', { name: 'Remove A4 Main St from compare' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Add A5 Main St to compare' }))
    expect(await screen.findByText('You can compare up to 4 homes. Remove one before adding another.')).toBeTruthy()
    expect(storage.get('compareBasket')).toEqual(['A1', 'A2', 'A3', 'A4'])
    expect(server.requests).toHaveLength(0)
  })

  it("joins the device's homes to the account when the visitor signs in, and says so", async () => {
    setDeviceBasket(['A1', 'A2'])
    server.route('POST /house/api/compare/v1/merge', (req) => ({
      code: 200,
      data: { items: ['A9', ...(req.body as { mlNums: string[] }).mlNums], limit: 4, dropped: [] },
    }))
    server.route('GET /house/api/compare/v1', () => ({ code: 200, data: { items: ['A9', 'A1', 'A2'], limit: 4 } }))
    toggles()
    act(() => sessionStore.setState({ status: 'user', user: { userId: 'u1' } as never }))
    expect(await screen.findByText('Homes you chose before signing in were added to your compare basket.')).toBeTruthy()
    expect(storage.get('compareBasket')).toBeNull()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove A1 Main St from compare' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    )
  })
})

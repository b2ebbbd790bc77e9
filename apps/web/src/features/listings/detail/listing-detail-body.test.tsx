import { DUPLICATE_CALL_WINDOW_MS, type ListingDetail } from '@maplenest/core'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { aDetail, GRANTED } from '../../../entities/listing/listing-fixtures.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { ListingDetailBody } from './listing-detail-body.tsx'

const DETAIL = '/pages/toronto/sale/condo-detail'
let server: FakeApi

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  applyLocale('en-GB')
})
afterEach(() => vi.unstubAllGlobals())

const SOLD_BEFORE = {
  mlNum: 'C1',
  sr: 'Sale',
  inputDate: '2024-05-06T10:00:00.000Z',
  lsc: 'sld',
  status: 'U',
  price: 849_000,
} as const
const THIS_ONE = {
  mlNum: 'C1000001',
  sr: 'Sale',
  inputDate: '2026-11-10T14:00:00.000Z',
  lsc: 'new',
  status: 'A',
  price: 899_000,
  closePrice: null,
  closeDate: null,
  endDate: null,
} as const

/** An available condo that sold once before, as the api answers a visitor (close figures withheld) or a member. */
const listing = (granted: boolean): ListingDetail =>
  aDetail({
    vow: granted ? GRANTED : aDetail().vow,
    history: granted ? [] : null,
    trueDaysOnMarket: 130,
    propertyHistory: [
      THIS_ONE,
      granted
        ? {
            ...SOLD_BEFORE,
            closePrice: 842_000,
            closeDate: '2024-06-01T00:00:00.000Z',
            endDate: '2024-06-01T00:00:00.000Z',
          }
        : { ...SOLD_BEFORE, closePrice: null, closeDate: null, endDate: null },
    ],
  })

const show = (detail: ListingDetail, tab: string) => {
  server = createFakeApi({
    'GET /house/api/listing/v1/:mlNum/comparables': () => ({
      code: 200,
      data: detail.vow.granted
        ? {
            items: [],
            range: { low: 735_000, high: 790_000, mid: 760_000, count: 5, method: 'perSqft' },
            step: 'close',
            locked: false,
            vow: GRANTED,
          }
        : { items: [], range: null, step: null, locked: true, vow: detail.vow },
    }),
    'GET /house/api/listing/v1/:mlNum/demand': () => ({
      code: 200,
      data: {
        showings7d: { atLeast: 0, below: 3 },
        showingsTotal: { atLeast: 5, below: 10 },
        saves: { atLeast: 50, below: null },
      },
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
  renderScreen(DETAIL, { [DETAIL]: <ListingDetailBody listing={detail} initialTab={tab} /> })
}

describe('ListingDetailBody with the listing’s insights', () => {
  it('shows a visitor no sold price in the history or the comparable sales, and asks to sign in', async () => {
    show(listing(false), 'other')
    const comparables = await screen.findByRole('region', { name: 'Comparable sales' })
    const history = screen.getByRole('region', { name: 'Listing history' })
    expect(within(history).getByText('Date and price hidden')).toBeTruthy()
    expect(within(history).getByText('Sign in to see sold prices')).toBeTruthy()
    expect(within(comparables).getByText('Sign in to see sold prices')).toBeTruthy()
    expect(within(comparables).queryByText(/\$/)).toBeNull()
    expect(screen.queryByText(/842,000/)).toBeNull()
  })

  it('shows a member the sold price and the range', async () => {
    show(listing(true), 'other')
    expect(await screen.findByText('$735,000 – $790,000')).toBeTruthy()
    const sold = within(screen.getByRole('region', { name: 'Listing history' }))
      .getByText('1 Jun 2024')
      .closest('li') as HTMLElement
    expect(sold.textContent).toBe('1 Jun 2024Sold$842,000')
    expect(screen.queryByText('Sign in to see sold prices')).toBeNull()
  })

  it('shows the interest on MapleNest after the description, and the true days on market among the facts', async () => {
    show(listing(false), 'details')
    expect(await screen.findByText('Fewer than 3 showings booked this week')).toBeTruthy()
    const row = screen.getByText('True days on market').parentElement as HTMLElement
    expect(row.textContent).toBe('True days on market130')
    fireEvent.click(screen.getByRole('tab', { name: 'Other' }))
    expect(await screen.findByText('True days on market')).toBeTruthy()
  })
})

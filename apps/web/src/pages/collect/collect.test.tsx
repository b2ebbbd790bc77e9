import type { FavouriteItem } from '@maplenest/core'
import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../app/antd-render.ts'
import { ListingCard } from '../../entities/listing/index.ts'
import { aSummary } from '../../entities/listing/listing-fixtures.ts'
import { FavouriteHearts } from '../../features/favourites/index.ts'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import { sessionStore, startSession } from '../../shared/session/app-session.ts'
import CollectPage from './collect.tsx'
import { heartRoutes, SIGNED_IN_USER } from './hearts-fixtures.ts'

const listing = aSummary({ mlNum: 'C1000001', address: '88 Harbour St', unit: null, price: 880_000 })

const saved = (over: Partial<FavouriteItem> = {}): FavouriteItem => ({
  type: 'listing',
  targetId: listing.mlNum,
  savedAt: '2026-11-01T12:00:00.000Z',
  savedPrice: 900_000,
  savedStatus: 'active',
  current: { title: '88 Harbour St', subtitle: 'Waterfront', price: 880_000, status: 'active', photo: null },
  listing,
  ...over,
})

let api: FakeApi
const hearted = { ids: [] as string[] }

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  localStorage.setItem('tourist_token', 'tourist-1')
  sessionStorage.clear()
  hearted.ids = []
  api = createFakeApi({
    'GET /auth/check': () => ({ code: 200, msg: 'valid' }),
    ...heartRoutes(hearted),
  })
  vi.stubGlobal('fetch', api.fetch)
  // The session starts once, from storage (a visitor here); each test then says who is signed in.
  await startSession()
})

afterEach(() => vi.unstubAllGlobals())

const openCard = () =>
  renderScreen('/pages/toronto/sale/sale-list', {
    '/pages/toronto/sale/sale-list': (
      <FavouriteHearts>
        <ListingCard listing={listing} />
      </FavouriteHearts>
    ),
    '/pages/my/public/login': <WhereAmI />,
  })

describe('the heart on a listing card', () => {
  it('saves at once for a signed-in person, and removes again', async () => {
    sessionStore.setState({ status: 'user', user: SIGNED_IN_USER })
    openCard()
    const heart = await screen.findByRole('button', { name: 'Save to favourites' })
    expect(heart.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(heart)
    const pressed = await screen.findByRole('button', { name: 'Remove from favourites' })
    expect(pressed.getAttribute('aria-pressed')).toBe('true')
    await waitFor(() =>
      expect(api.count('POST', `/house/api/attention/v1/addAttention/C1000001/listing/${SIGNED_IN_USER.userId}`)).toBe(
        1,
      ),
    )
    fireEvent.click(pressed)
    await screen.findByRole('button', { name: 'Save to favourites' })
    await waitFor(() => expect(api.count('DELETE', '/house/api/attention/v1/listing/C1000001')).toBe(1))
  })

  it('goes back to not saved, with a toast, when the server refuses', async () => {
    sessionStore.setState({ status: 'user', user: SIGNED_IN_USER })
    api.route('POST /house/api/attention/v1/addAttention/:id/:type/:id2', () => ({ code: 500, msg: 'down' }))
    openCard()
    fireEvent.click(await screen.findByRole('button', { name: 'Save to favourites' }))
    expect(await screen.findByText('Favourites could not be updated. Please try again.')).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save to favourites' }).getAttribute('aria-pressed')).toBe('false'),
    )
  })

  it('tells a visitor why an account is needed, and stays when they say not now', async () => {
    sessionStore.setState({ status: 'visitor', user: null })
    openCard()
    fireEvent.click(await screen.findByRole('button', { name: 'Save to favourites' }))
    expect(await screen.findByText('Sign in to save favourites')).toBeTruthy()
    expect(screen.getByText(/Favourites are kept in your account/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }))
    await waitFor(() => expect(screen.queryByText('Sign in to save favourites')).toBeNull())
    expect(screen.queryByText(/Now at \/pages\/my\/public\/login/)).toBeNull()
    expect(sessionStorage.getItem('maplenest.pendingFavourite')).toBeNull()
  })

  it('sends a visitor who agrees to sign in and makes the favourite once they are back signed in', async () => {
    sessionStore.setState({ status: 'visitor', user: null })
    openCard()
    fireEvent.click(await screen.findByRole('button', { name: 'Save to favourites' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
    expect(
      await screen.findByText(
        `Now at /pages/my/public/login?redirectUrl=${encodeURIComponent('/pages/toronto/sale/sale-list')}`,
      ),
    ).toBeTruthy()
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false)

    act(() => sessionStore.setState({ status: 'user', user: SIGNED_IN_USER }))
    openCard()
    await waitFor(() =>
      expect(api.count('POST', `/house/api/attention/v1/addAttention/C1000001/listing/${SIGNED_IN_USER.userId}`)).toBe(
        1,
      ),
    )
  })
})

describe('the Favs tab', () => {
  const openFavs = () =>
    renderScreen('/pages/collect/collect', {
      '/pages/collect/collect': (
        <FavouriteHearts>
          <CollectPage />
        </FavouriteHearts>
      ),
    })

  it('shows each favourite with what changed since it was saved, and removes one with its button', async () => {
    sessionStore.setState({ status: 'user', user: SIGNED_IN_USER })
    const sold = saved({
      targetId: 'C1000002',
      current: { title: '1 Yonge St', subtitle: 'Downtown', price: 700_000, status: 'sold', photo: null },
      listing: aSummary({ mlNum: 'C1000002' }),
    })
    api.route('GET /house/api/attention/v1/list', () => ({
      code: 200,
      data: { items: [saved(), sold], nextCursor: null },
    }))
    openFavs()
    const list = await screen.findByRole('list', { name: 'Homes' })
    const rows = within(list).getAllByRole('listitem')
    expect(within(rows[0]!).getByText('Price down $20,000')).toBeTruthy()
    expect(within(rows[1]!).getByText('Sold')).toBeTruthy()
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Remove 88 Harbour St from favourites' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1))
    expect(api.count('DELETE', '/house/api/attention/v1/listing/C1000001')).toBe(1)
  })

  it('shows each home with its rooms and its status as list cards write them, in both languages', async () => {
    sessionStore.setState({ status: 'user', user: SIGNED_IN_USER })
    const soldHome = aSummary({
      mlNum: 'C1000002',
      address: '1 Yonge St',
      unit: null,
      status: 'U',
      lsc: 'sld',
      beds: 3,
      bedsPlus: 0,
      baths: 2,
      closeDate: '2026-11-20',
      unavailableDate: '2026-11-20',
      dom: 9,
    })
    const sold = saved({
      targetId: 'C1000002',
      current: { title: '1 Yonge St', subtitle: 'Downtown', price: 700_000, status: 'sold', photo: null },
      listing: soldHome,
    })
    api.route('GET /house/api/attention/v1/list', () => ({
      code: 200,
      data: { items: [saved(), sold], nextCursor: null },
    }))
    const rowsOf = async (name: string) => within(await screen.findByRole('list', { name })).getAllByRole('listitem')

    const view = openFavs()
    const [forSale, gone] = await rowsOf('Homes')
    expect(within(forSale!).getByText('2+1 bd · 2 ba')).toBeTruthy()
    expect(within(forSale!).getByText('Sale')).toBeTruthy()
    expect(within(forSale!).getByText(/^Listed 10 Nov 2026 · \d+ days on market$/)).toBeTruthy()
    expect(within(gone!).getByText('3 bd · 2 ba')).toBeTruthy()
    // the badge on the photo says it is sold; the change since saved does not say it again
    expect(within(gone!).getAllByText('Sold')).toHaveLength(1)
    expect(within(gone!).getByText('20 Nov 2026 · 9 days on market')).toBeTruthy()
    view.unmount()

    applyLocale('zh-Hans-CN')
    openFavs()
    const [zhForSale, zhGone] = await rowsOf('房源')
    expect(within(zhForSale!).getByText('2+1 室 · 2 卫')).toBeTruthy()
    expect(within(zhForSale!).getByText('出售')).toBeTruthy()
    expect(within(zhGone!).getByText('3 室 · 2 卫')).toBeTruthy()
    expect(within(zhGone!).getAllByText('已售')).toHaveLength(1)
    expect(within(zhGone!).getByText('2026年11月20日 · 挂牌 9 天')).toBeTruthy()
  })

  it('asks the server for the price order, so the cheapest of all pages comes first', async () => {
    sessionStore.setState({ status: 'user', user: SIGNED_IN_USER })
    // The cheapest favourite was saved long ago: it is not on the first page of "newest", only the server knows it.
    const cheapest = saved({
      targetId: 'C1000003',
      current: { title: '3 Bay St', subtitle: 'Financial District', price: 300_000, status: 'active', photo: null },
      savedPrice: 300_000,
      listing: aSummary({ mlNum: 'C1000003' }),
    })
    api.route('GET /house/api/attention/v1/list', (req) => ({
      code: 200,
      data: {
        items: req.query.get('sort') === 'priceAsc' ? [cheapest, saved()] : [saved()],
        nextCursor: req.query.get('sort') === 'priceAsc' ? null : 'more',
      },
    }))
    openFavs()
    await screen.findByText('88 Harbour St')
    expect(screen.queryByText('3 Bay St')).toBeNull()
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'priceAsc' } })
    const list = await screen.findByRole('list', { name: 'Homes' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    const rows = within(list).getAllByRole('listitem')
    expect(within(rows[0]!).getByText('3 Bay St')).toBeTruthy()
    expect(within(rows[1]!).getByText('88 Harbour St')).toBeTruthy()
    expect(
      api.requests.some((r) => r.path === '/house/api/attention/v1/list' && r.query.get('sort') === 'priceAsc'),
    ).toBe(true)
  })

  it('says how to add a favourite when there is none', async () => {
    sessionStore.setState({ status: 'user', user: SIGNED_IN_USER })
    api.route('GET /house/api/attention/v1/list', () => ({ code: 200, data: { items: [], nextCursor: null } }))
    openFavs()
    expect(await screen.findByText('No favourites here yet')).toBeTruthy()
    expect(
      screen.getByText('Tap the heart on a home, project, floor plan, school or agent to keep it here.'),
    ).toBeTruthy()
    // nothing saved, nothing to share
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull()
  })

  it('offers to try again when the list cannot be loaded', async () => {
    sessionStore.setState({ status: 'user', user: SIGNED_IN_USER })
    api.route('GET /house/api/attention/v1/list', () => ({ code: 500, msg: 'down' }))
    openFavs()
    expect(await screen.findByText('Your favourites could not be loaded.')).toBeTruthy()
  })
})

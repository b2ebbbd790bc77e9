import type { FavouriteItem } from '@maplenest/core'
import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen } from '../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../app/antd-render.ts'
import { aSummary } from '../../entities/listing/listing-fixtures.ts'
import { sessionStore, startSession } from '../../shared/session/app-session.ts'
import CollectPage from './collect.tsx'
import { SIGNED_IN_USER } from './hearts-fixtures.ts'
import CollectSharePage from './share/collect-share.tsx'

const home = (n: number, over: Partial<FavouriteItem['current']> = {}): FavouriteItem => {
  const mlNum = `C10000${String(n).padStart(2, '0')}`
  return {
    type: 'listing',
    targetId: mlNum,
    savedAt: '2026-11-01T12:00:00.000Z',
    savedPrice: 900_000,
    savedStatus: 'active',
    current: {
      title: `${n} Harbour St`,
      subtitle: 'Waterfront',
      price: 900_000,
      status: 'active',
      photo: null,
      ...over,
    },
    listing: aSummary({ mlNum, address: `${n} Harbour St`, unit: null, price: 900_000 }),
  }
}

let api: FakeApi
let shares: { token: string; path: string; sharedAt: string; count: number }[]
let copied: string[]

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  localStorage.setItem('tourist_token', 'tourist-1')
  sessionStorage.clear()
  shares = []
  copied = []
  api = createFakeApi({
    'GET /auth/check': () => ({ code: 200, msg: 'valid' }),
    'GET /house/api/attention/v1/ids': (req) => ({ code: 200, data: { type: req.query.get('type'), ids: [] } }),
    'GET /house/api/attention/v1/list': () => ({ code: 200, data: { items: [home(1), home(2)], nextCursor: null } }),
    'GET /house/api/attention/v1/share': () => ({ code: 200, data: { items: shares } }),
    'POST /house/api/attention/v1/share': (req) => {
      const count = (req.body as { items: unknown[] }).items.length
      const share = { token: 'tok-abc-123', path: '/h5/pages/collect/share/collect-share?token=tok-abc-123' }
      shares = [{ ...share, sharedAt: '2026-11-24T10:00:00.000Z', count }]
      return { code: 200, data: share }
    },
    'DELETE /house/api/attention/v1/share/:token': () => {
      shares = []
      return { code: 200, data: { removed: 1 } }
    },
  })
  vi.stubGlobal('fetch', api.fetch)
  // No Web Share API in this browser: the link goes to the clipboard.
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void copied.push(text) },
  })
  await startSession()
  sessionStore.setState({ status: 'user', user: SIGNED_IN_USER })
})

afterEach(() => vi.unstubAllGlobals())

const openFavs = () => renderScreen('/pages/collect/collect', { '/pages/collect/collect': <CollectPage /> })

describe('sharing favourites from the Favs tab', () => {
  it('shares the chosen favourites as one link, copies it, and stops sharing it', async () => {
    openFavs()
    await screen.findByRole('list', { name: 'Homes' })
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    // nothing chosen yet: no button to share nothing
    expect(screen.getByText('0 of 20 selected')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Share 0 selected' })).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose 2 Harbour St' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose 1 Harbour St' }))
    expect(screen.getByText('2 of 20 selected')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Share 2 selected' }))

    expect(await screen.findByText('Link copied')).toBeTruthy()
    const posted = api.requests.find((r) => r.method === 'POST' && r.path === '/house/api/attention/v1/share')
    expect(posted?.body).toEqual({
      items: [
        { type: 'listing', targetId: 'C1000002' },
        { type: 'listing', targetId: 'C1000001' },
      ],
    })
    expect(copied).toEqual([`${window.location.origin}/h5/pages/collect/share/collect-share?token=tok-abc-123`])

    const mine = await screen.findByRole('region', { name: 'Your share links' })
    expect(within(mine).getByText(/^2 items · shared/)).toBeTruthy()
    fireEvent.click(within(mine).getByRole('button', { name: /^Stop sharing the link shared on/ }))
    await waitFor(() => expect(api.count('DELETE', '/house/api/attention/v1/share/tok-abc-123')).toBe(1))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your share links' })).toBeNull())
  })

  it('refuses a 21st favourite with the limit message and keeps the 20 chosen', async () => {
    const many = Array.from({ length: 21 }, (_, i) => home(i + 1))
    api.route('GET /house/api/attention/v1/list', () => ({ code: 200, data: { items: many, nextCursor: null } }))
    openFavs()
    await screen.findByRole('list', { name: 'Homes' })
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    for (let n = 1; n <= 21; n++) fireEvent.click(screen.getByRole('checkbox', { name: `Choose ${n} Harbour St` }))
    expect(await screen.findByText('You can share up to 20 favourites at a time')).toBeTruthy()
    expect(screen.getByText('20 of 20 selected')).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: 'Choose 21 Harbour St' }) as HTMLInputElement).checked).toBe(false)
    expect((screen.getByRole('checkbox', { name: 'Choose 20 Harbour St' }) as HTMLInputElement).checked).toBe(true)
  })

  it('offers no Share once the last saved home is removed', async () => {
    api.route('GET /house/api/attention/v1/list', () => ({ code: 200, data: { items: [home(1)], nextCursor: null } }))
    api.route('DELETE /house/api/attention/v1/:type/:targetId', () => ({ code: 200, data: { removed: 1 } }))
    openFavs()
    await screen.findByRole('list', { name: 'Homes' })
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Remove 1 Harbour St from favourites' }))
    expect(await screen.findByText('No favourites here yet')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull()
  })

  it('tells the person when the link could not be copied', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    })
    openFavs()
    await screen.findByRole('list', { name: 'Homes' })
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose 1 Harbour St' }))
    fireEvent.click(screen.getByRole('button', { name: 'Share 1 selected' }))
    expect(await screen.findByText('Copy failure')).toBeTruthy()
  })
})

describe('the public share page', () => {
  const openShare = (token = 'tok-abc-123') =>
    renderScreen(`/pages/collect/share/collect-share?token=${token}`, {
      '/pages/collect/share/collect-share': <CollectSharePage />,
    })

  it('lists what was shared, read-only, with each item as it is now', async () => {
    sessionStore.setState({ status: 'visitor', user: null })
    api.route('GET /house/api/attention/v1/share/:token', () => ({
      code: 200,
      data: {
        token: 'tok-abc-123',
        sharedAt: '2026-11-20T10:00:00.000Z',
        items: [home(1), home(2, { status: 'sold', price: 850_000 })],
      },
    }))
    openShare()
    const list = await screen.findByRole('list', { name: 'Read-only list shared from MapleNest' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(within(rows[1]!).getByText('Sold')).toBeTruthy()
    expect(within(list).queryByRole('button')).toBeNull()
    expect(within(list).queryByRole('checkbox')).toBeNull()
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toContain('C1000001')
  })

  it('says a revoked or unknown link is no longer available', async () => {
    api.route('GET /house/api/attention/v1/share/:token', () => ({ code: 404, msg: 'gone' }))
    openShare('revoked-token')
    expect(await screen.findByText('This shared list is no longer available.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Browse homes for sale' })).toBeTruthy()
  })
})

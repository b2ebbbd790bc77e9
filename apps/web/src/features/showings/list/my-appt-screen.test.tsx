import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi, type FakeRequest } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { sessionStore } from '../../../shared/session/index.ts'
import { NO_ACTIONS, testShowing, testUser } from '../showing-fixtures.ts'
import { MyApptScreen } from './my-appt-screen.tsx'

const MINE = 'GET /house/api/appointment/v1'
const AGENTS = 'GET /house/api/appointment/v1/agent'

// the first answer of a screen can take a while on a busy machine
const SLOW = { timeout: 5000 }

let server: FakeApi
let mine: (req: FakeRequest) => unknown[]
let agents: (req: FakeRequest) => unknown[]

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  // the api client answers a repeated call within this window from the first one: each test asks afresh
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  mine = () => [testShowing()]
  agents = () => [testShowing({ id: 'r1', name: 'Daniel Wong', overlaps: ['r2'] })]
  server = createFakeApi({
    [MINE]: (req) => ({ code: 200, data: { items: mine(req), nextCursor: null } }),
    [AGENTS]: (req) => ({ code: 200, data: { items: agents(req), nextCursor: null } }),
  })
  vi.stubGlobal('fetch', server.fetch)
  sessionStore.setState({ status: 'user', user: testUser('user') })
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

const open = (url = '/pages/my/appt/my-appt') =>
  renderScreen(url, { '/pages/my/appt/my-appt': <MyApptScreen title="My appointments" /> })
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent)
const asked = (path: string) => server.requests.filter((r) => r.path === path).map((r) => r.query.get('status'))

describe('My appointments', () => {
  it('shows a buyer the five status tabs and no agent segment, and asks the server for the chosen tab', async () => {
    open()
    expect(await screen.findByText('12 King St W', { exact: false })).toBeTruthy()
    expect(tabNames()).toEqual(['All', 'Pending', 'Viewed', 'Expired', 'Cancelled'])
    expect(screen.queryByRole('button', { name: 'Requests I handle' })).toBeNull()
    fireEvent.click(screen.getByRole('tab', { name: 'Cancelled' }))
    await waitFor(() => expect(asked('/house/api/appointment/v1')).toEqual(['all', 'cancelled']))
    expect(server.count('GET', '/house/api/appointment/v1/agent')).toBe(0)
  })

  it('opens an agent on the requests they handle, with "to be reviewed", the buyer’s name, overlaps and outcomes to record', async () => {
    sessionStore.setState({ status: 'user', user: testUser('agent') })
    agents = () => [
      testShowing({ id: 'r1', name: 'Daniel Wong', overlaps: ['r2'], role: 'agent' }),
      testShowing({
        id: 'r3',
        name: 'Mei Lin',
        role: 'agent',
        confirmedAt: '2026-11-30T15:00:00.000Z',
        actions: { ...NO_ACTIONS, handle: true },
      }),
    ]
    open()
    const row = await screen.findByRole('link', { name: /From Daniel Wong/ }, SLOW)
    expect(within(row).getByText('Overlaps another request')).toBeTruthy()
    expect(within(row).queryByText('Record how it went')).toBeNull()
    const visited = screen.getByRole('link', { name: /From Mei Lin/ })
    expect(within(visited).getByText('Record how it went')).toBeTruthy()
    expect(within(visited).getByText('Confirmed')).toBeTruthy()
    expect(tabNames()).toEqual(['All', 'Pending', 'Viewed', 'Expired', 'Cancelled', 'To be reviewed'])
    expect(screen.getByRole('button', { name: 'Requests I handle' }).getAttribute('aria-pressed')).toBe('true')
    expect(server.count('GET', '/house/api/appointment/v1')).toBe(0)
    fireEvent.click(screen.getByRole('tab', { name: 'To be reviewed' }))
    await waitFor(() => expect(asked('/house/api/appointment/v1/agent')).toEqual(['all', 'toBeReviewed']))
    // her own showings, as a buyer, are one tap away
    fireEvent.click(screen.getByRole('button', { name: 'My showings' }))
    await waitFor(() => expect(asked('/house/api/appointment/v1')).toEqual(['all']))
  })

  it('puts the showings to come under "Coming up" and the rest under "Earlier", in the server’s order', async () => {
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString()
    mine = () => [
      testShowing({ id: 'soon', time: inDays(1), listing: { ...testShowing().listing, address: '1 Soon St' } }),
      testShowing({ id: 'later', time: inDays(3), listing: { ...testShowing().listing, address: '3 Later St' } }),
      testShowing({
        id: 'cancelled',
        time: inDays(5),
        status: 'Cancelled',
        cancelReason: 'buyer',
        listing: { ...testShowing().listing, address: '5 Cancelled St' },
      }),
      testShowing({
        id: 'past',
        time: inDays(-2),
        status: 'Processed',
        listing: { ...testShowing().listing, address: '2 Past St' },
      }),
    ]
    open()
    const upcoming = await screen.findByRole('region', { name: 'Coming up' }, SLOW)
    const earlier = screen.getByRole('region', { name: 'Earlier' })
    const addresses = (region: HTMLElement) =>
      within(region)
        .getAllByRole('link')
        .map((a) => /\d+ \w+ St/.exec(a.textContent ?? '')?.[0])
    expect(addresses(upcoming)).toEqual(['1 Soon St', '3 Later St'])
    expect(addresses(earlier)).toEqual(['5 Cancelled St', '2 Past St'])
    // each time with its weekday, on the listing's clock, its city named
    expect(within(upcoming).getAllByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} \w{3} \d{4}$/)).toHaveLength(2)
    expect(within(upcoming).getAllByText(/^\d{2}:\d{2} Toronto time$/)).toHaveLength(2)
  })

  it('says "No showings yet" with a way to browse when the tab is empty', async () => {
    mine = () => []
    open('/pages/my/appt/my-appt?tab=expired')
    expect(await screen.findByText('No showings yet', {}, SLOW)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Browse homes' })).toBeTruthy()
    expect(asked('/house/api/appointment/v1')).toEqual(['expired'])
  })

  it('flags a showing whose listing changed, and says why one was cancelled when the home sold', async () => {
    mine = () => [
      testShowing({
        id: 'sold',
        status: 'Cancelled',
        cancelReason: 'listingSold',
        listingChange: { fromLsc: 'new', toLsc: 'sld', at: '2026-11-24T16:00:00.000Z' },
        actions: { ...NO_ACTIONS, rebook: true },
      }),
      testShowing({
        id: 'conditional',
        listing: { ...testShowing().listing, address: '88 Queens Quay W', status: 'U', lsc: 'sc' },
        listingChange: { fromLsc: 'new', toLsc: 'sc', at: '2026-11-24T16:00:00.000Z' },
      }),
    ]
    open()
    const sold = await screen.findByRole('link', { name: /12 King St W/ }, SLOW)
    expect(within(sold).getByText('Cancelled')).toBeTruthy()
    expect(within(sold).getByText('Cancelled: the home was sold')).toBeTruthy()
    const conditional = screen.getByRole('link', { name: /88 Queens Quay W/ })
    expect(within(conditional).getByText('Pending')).toBeTruthy()
    expect(
      within(conditional).getByText('The listing changed from Sale to Conditional Sale on Tue 24 Nov 2026, 11:00'),
    ).toBeTruthy()
  })

  it('reads in Chinese', async () => {
    applyLocale('zh-Hans-CN')
    mine = () => []
    open()
    expect(await screen.findByText('暂无预约', {}, SLOW)).toBeTruthy()
    expect(tabNames()).toEqual(['全部', '待处理', '已看房', '已过期', '已取消'])
  })
})

import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { sessionStore } from '../../../shared/session/index.ts'
import { testReservation, testUser } from '../rental-fixtures.ts'
import { MyReserveScreen } from './my-reserve-screen.tsx'

const LIST = '/house/api/rental/v1/reservation'
const SLOW = { timeout: 5000 }
let server: FakeApi

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  // the api client answers a repeated call within this window from the first one: each test asks afresh
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    [`GET ${LIST}`]: (req) => ({
      code: 200,
      data: {
        items: req.query.get('side') === 'agent' ? [testReservation({ id: 'r-agent', name: 'Wei Zhang' })] : [],
        nextCursor: null,
      },
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

const open = (url = '/pages/my/reserve/my-reserve') =>
  renderScreen(url, { '/pages/my/reserve/my-reserve': <MyReserveScreen title="Room reservations" /> })
const asked = () =>
  server.requests.filter((r) => r.path === LIST).map((r) => `${r.query.get('side')}:${r.query.get('status')}`)

describe('Room reservations, the shared request list', () => {
  // first: the app's boot (a visitor's session, as nobody is signed in yet) settles during it
  it('gives a student their own, by status tab, and a way to find a room when there are none', async () => {
    sessionStore.setState({ status: 'user', user: testUser('user') })
    open('/pages/my/reserve/my-reserve?tab=closed')
    expect(await screen.findByText('No reservations', {}, SLOW)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Requests I handle' })).toBeNull()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Pending',
      'Viewing',
      'Confirmed',
      'Closed',
    ])
    expect(asked()).toEqual(['mine:closed'])
  })

  it('opens an agent on the reservations she handles, with the student’s name; her own are one tap away', async () => {
    sessionStore.setState({ status: 'user', user: testUser('agent') })
    open()
    expect(await screen.findByText('Student: Wei Zhang', {}, SLOW)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Requests I handle' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'My reservations' }))
    expect(await screen.findByText('No reservations', {}, SLOW)).toBeTruthy()
    await waitFor(() => expect(asked()).toEqual(['agent:all', 'mine:all']))
  })
})

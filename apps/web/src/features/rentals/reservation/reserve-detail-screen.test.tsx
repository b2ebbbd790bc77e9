import { DUPLICATE_CALL_WINDOW_MS, type Reservation } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { sessionStore } from '../../../shared/session/index.ts'
import { testReservation, testUser } from '../rental-fixtures.ts'
import { ReserveDetailScreen } from './reserve-detail-screen.tsx'

const SLOW = { timeout: 5000 }
let server: FakeApi
let current: Reservation

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  current = testReservation()
  server = createFakeApi({
    'GET /house/api/rental/v1/reservation/:id': () => ({ code: 200, data: current }),
    'GET /house/api/rental/v1/safety/:mlNum': () => ({
      code: 200,
      data: { mlNum: 'C1234567', province: 'ON', belowMarket: null, agent: null },
    }),
    'POST /house/api/rental/v1/reservation/:id/viewing': (req) => {
      current = {
        ...current,
        status: 'ViewingProposed',
        viewing: { ...(req.body as { mode: 'video'; time: string }), timeZone: 'America/Toronto' },
      }
      return { code: 200, data: current }
    },
    'POST /house/api/rental/v1/reservation/:id/confirm': () => {
      current = { ...current, status: 'ViewingConfirmed' }
      return { code: 200, data: current }
    },
  })
  vi.stubGlobal('fetch', server.fetch)
  sessionStore.setState({ status: 'user', user: testUser('user') })
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

const open = () =>
  renderScreen('/pages/my/reserve/reserve-detail?id=res-1', {
    '/pages/my/reserve/reserve-detail': <ReserveDetailScreen title="Reservation" />,
  })

describe('one reservation', () => {
  it('shows the student the deposit law for the prepay offered, the safety card and who handles it', async () => {
    open()
    expect(await screen.findByRole('heading', { name: 'About paying 12 months ahead' }, SLOW)).toBeTruthy()
    expect(screen.getByText('1 Jan 2027 to 30 Apr 2027')).toBeTruthy()
    expect(screen.getByText('Pending')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Before you contact, reserve or pay' })).toBeTruthy()
    expect(screen.getByText('RECO registration: RECO-4712093')).toBeTruthy()
    // one licence block on the page: the agent's number by their name, how to check it once
    expect(screen.getAllByText(/must be registered with RECO/)).toHaveLength(1)
    expect(screen.getAllByRole('link', { name: 'Check on the RECO register' })).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Cancel the reservation' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Propose a viewing' })).toBeNull()
  })

  it('lets the agent propose a live video viewing at a time on Toronto’s clock', async () => {
    current = testReservation({
      role: 'agent',
      actions: { cancel: false, confirmViewing: false, confirm: true, proposeViewing: true, decline: true },
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Propose the viewing' }, SLOW))
    expect(await screen.findByText('Choose in person or live video')).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: 'Live video' }))
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-02' } })
    fireEvent.change(screen.getByLabelText('Start (Toronto time)'), { target: { value: '19:00' } })
    fireEvent.click(screen.getByRole('button', { name: 'Propose the viewing' }))
    await waitFor(() => expect(server.count('POST', '/house/api/rental/v1/reservation/res-1/viewing')).toBe(1))
    const sent = server.requests.find((r) => r.method === 'POST')?.body
    expect(sent).toEqual({ mode: 'video', time: '2026-12-02T19:00:00-05:00' })
  })

  it('lets the student confirm a proposed viewing', async () => {
    current = testReservation({
      status: 'ViewingProposed',
      viewing: { mode: 'video', time: '2026-12-03T00:00:00.000Z', timeZone: 'America/Toronto' },
      actions: { cancel: true, confirmViewing: true, confirm: false, proposeViewing: false, decline: false },
    })
    open()
    expect(await screen.findByText('Live video viewing · Wed 2 Dec 2026, 19:00 Toronto time', {}, SLOW)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the viewing' }))
    await waitFor(() => expect(server.count('POST', '/house/api/rental/v1/reservation/res-1/confirm')).toBe(1))
  })
})

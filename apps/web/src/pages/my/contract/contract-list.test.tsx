import { contractToday, DUPLICATE_CALL_WINDOW_MS, formatLeaseDate, type UserRecord } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../../app/antd-render.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { sessionStore } from '../../../shared/session/index.ts'
import { aContract } from './contract-fixtures.ts'
import ContractListPage from './contract-list.tsx'

const PATH = '/pages/my/contract/contract-list'
let server: FakeApi

const user = (type: UserRecord['type']): UserRecord => ({
  userId: 'u1',
  userName: 'Daniel Wong',
  nickname: 'Daniel',
  avatar: '',
  orgName: '',
  phonenumber: '',
  email: 'buyer@demo.maplenest.ca',
  sex: '2',
  type,
  isBroker: type === 'agent',
  language: 'en-GB',
  createdAt: '',
})

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi()
  vi.stubGlobal('fetch', server.fetch)
  // jsdom lays nothing out; infinite scroll checks that its sentinel is on a laid-out page, which it then "sees".
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
    return this.parentElement
  })
  sessionStore.setState({ status: 'user', user: user('user') })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  applyLocale('en-GB')
})

const open = () => renderScreen(PATH, { [PATH]: <ContractListPage /> })
/** A date this many days from today in Toronto, as the api writes lease dates. */
const inDays = (days: number) => {
  const today = contractToday(new Date(), 'ON')
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

describe('Contract list', () => {
  it('lists the tenant’s leases with their end dates and days left, and opens one', async () => {
    server.route('GET /house/api/contract/v1', () => ({
      code: 200,
      data: {
        items: [
          aContract({ endDate: inDays(21) }),
          aContract({ id: 'c2', address: '1 Past Lane, Vancouver', province: 'BC', endDate: inDays(-40) }),
        ],
        nextCursor: null,
      },
    }))
    open()
    const first = await screen.findByRole('link', { name: /88 Harbour St/ })
    expect(first.textContent).toContain(`Renew/end ${formatLeaseDate(inDays(21), 'en-GB')}`)
    expect(first.textContent).toContain('21 days left')
    expect(screen.getByRole('link', { name: /1 Past Lane/ }).textContent).toContain('Ended')
    expect(first.getAttribute('href')).toBe('/pages/my/contract/contract-detail?id=c1')
    expect(screen.queryByRole('button', { name: 'Issue a contract' })).toBeNull()
  })

  it('says “no contract” when there is none, in Chinese too', async () => {
    server.route('GET /house/api/contract/v1', () => ({ code: 200, data: { items: [], nextCursor: null } }))
    applyLocale('zh-Hans-CN')
    open()
    expect(await screen.findByText('暂无合同')).toBeTruthy()
  })

  it('asks for the next page with the cursor', async () => {
    server.route('GET /house/api/contract/v1', (req) => ({
      code: 200,
      data: req.query.get('cursor')
        ? { items: [aContract({ id: 'c9', address: '9 Second Page Rd' })], nextCursor: null }
        : { items: [aContract()], nextCursor: 'next-1' },
    }))
    open()
    expect(await screen.findByRole('link', { name: /9 Second Page Rd/ }, { timeout: 3000 })).toBeTruthy()
    const cursors = server.requests.map((r) => r.query.get('cursor'))
    expect(cursors).toEqual([null, 'next-1'])
  })

  it('gives agents the “Issue a contract” sheet and shows each tenant', async () => {
    sessionStore.setState({ status: 'user', user: user('agent') })
    server.route('GET /house/api/contract/v1', () => ({
      code: 200,
      data: { items: [aContract({ role: 'agent' })], nextCursor: null },
    }))
    open()
    expect((await screen.findByRole('link', { name: /88 Harbour St/ })).textContent).toContain('Tenant: Daniel Wong')
    fireEvent.click(screen.getByRole('button', { name: 'Issue a contract' }))
    const sheet = await screen.findByRole('form', { name: 'Issue a contract' })
    expect(within(sheet).getByLabelText('Tenant *')).toBeTruthy()
    await waitFor(() => expect(within(sheet).getByLabelText('Lease (PDF) *')).toBeTruthy())
  })
})

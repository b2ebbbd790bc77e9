import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { sessionStore } from '../../../shared/session/index.ts'
import { TEST_SCHOOLS, testDemand, testUser } from '../rental-fixtures.ts'
import { MyDemandsScreen } from './my-demands-screen.tsx'

const SLOW = { timeout: 5000 }
let server: FakeApi
let accepted = false

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  accepted = false
  const demand = () =>
    testDemand(
      accepted
        ? {
            contactRequests: [
              { ...testDemand().contactRequests[0]!, status: 'accepted', decidedAt: '2026-11-22T10:00:00.000Z' },
            ],
          }
        : {},
    )
  server = createFakeApi({
    'GET /house/api/rental/v1/schools': () => ({ code: 200, data: TEST_SCHOOLS }),
    'GET /house/api/rental/v1/demand/mine': () => ({ code: 200, data: [demand()] }),
    'POST /house/api/rental/v1/demand/:id/contact/:requestId/accept': () => {
      accepted = true
      return { code: 200, data: demand() }
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
  renderScreen('/pages/univ/my-demands', {
    '/pages/univ/my-demands': <MyDemandsScreen title="My rental demands" />,
  })

describe('my rental demands', () => {
  it('shows a demand with the leases that fit it and an agent’s request with the licence to check', async () => {
    open()
    expect(await screen.findByRole('heading', { name: 'University of Toronto - St. George' }, SLOW)).toBeTruthy()
    expect(screen.getByRole('link', { name: '5 leases fit your demand now' })).toBeTruthy()
    expect(screen.getByText('1 Jan 2027 – 31 Aug 2027')).toBeTruthy()
    const request = screen.getByText('Olivia Chen').closest('li') as HTMLElement
    expect(within(request).getByText('RECO registration: RECO-4712093')).toBeTruthy()
    // how to check a licence is said once on the page, not under every request
    const links = screen.getAllByRole('link', { name: 'Check on the RECO register' })
    expect(links).toHaveLength(1)
    expect(links[0]?.getAttribute('href')).toBe('https://registrantsearch.reco.on.ca/')
    expect(screen.getAllByText(/must be registered with RECO/)).toHaveLength(1)
    expect(screen.getByRole('heading', { name: 'Check an agent’s licence before you share your details' })).toBeTruthy()
    expect(within(request).getByText('Waiting for your answer')).toBeTruthy()
  })

  it('shares the contact details only when the student accepts, and says so', async () => {
    open()
    const accept = await screen.findByRole('button', { name: 'Share my contact details' }, SLOW)
    expect(screen.getByText(/Accepting shows Olivia Chen your name, phone/)).toBeTruthy()
    fireEvent.click(accept)
    await waitFor(() => expect(server.count('POST', '/house/api/rental/v1/demand/d1/contact/r1/accept')).toBe(1))
    expect(await screen.findByText('You shared your contact details', {}, SLOW)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Share my contact details' })).toBeNull()
  })

  it('reads in Chinese', async () => {
    applyLocale('zh-Hans-CN')
    open()
    expect(await screen.findByRole('heading', { name: '多伦多大学圣乔治校区' }, SLOW)).toBeTruthy()
    expect(screen.getByRole('button', { name: '分享我的联系方式' })).toBeTruthy()
    expect(screen.getByText('2027年1月1日 – 2027年8月31日')).toBeTruthy()
  })
})

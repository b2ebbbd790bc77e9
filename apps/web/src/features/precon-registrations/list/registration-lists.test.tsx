import { DUPLICATE_CALL_WINDOW_MS, type PreconRegistration } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { sessionStore } from '../../../shared/session/index.ts'
import { storage } from '../../../shared/storage/index.ts'
import { testBuyer, testRegistration } from '../precon-registration-fixtures.ts'
import { IncomingRegistrationsScreen } from './incoming-registrations-screen.tsx'
import { MyRegistrationsScreen } from './my-registrations-screen.tsx'

const API = '/house/api/precons/v1/registrations'
const MINE = '/pages/my/precon-registrations/precon-registrations'
const INCOMING = '/pages/my/precon-registrations/incoming'

const UPDATES = testRegistration()
const VISIT = testRegistration({
  id: '5b1f8c1e-2f7a-4c59-9b8e-1d3a7c0e9a02',
  kind: 'visit',
  status: 'contacted',
  layout: { id: 'grand-1b', name: '1B+D' },
  preferredTime: '2026-11-27T19:30:00.000Z',
  routedTo: 'agentApp',
  agent: { id: 'a1', name: 'Grace Wong' },
  reply: 'See you at the sales centre on Friday.',
  contactedAt: '2026-11-21T10:00:00.000Z',
})

let server: FakeApi
let mine: PreconRegistration[]
let incoming: PreconRegistration[]

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  mine = [VISIT, UPDATES]
  incoming = [{ ...UPDATES, phone: '4165550100' }]
  server = createFakeApi({
    [`GET ${API}/mine`]: () => ({ code: 200, data: { items: mine } }),
    [`DELETE ${API}/mine/:id`]: (req) => {
      mine = mine.filter((r) => r.id !== req.params.id)
      return { code: 200, msg: 'Registration withdrawn', data: { withdrawn: true } }
    },
    [`GET ${API}/incoming`]: () => ({ code: 200, data: { items: incoming } }),
    [`POST ${API}/:id/reply`]: (req) => {
      const reply = (req.body as { reply: string }).reply
      incoming = incoming.map((r) => (r.id === req.params.id ? { ...r, status: 'contacted', reply } : r))
      return { code: 200, msg: 'Marked as contacted', data: incoming[0] }
    },
  })
  vi.stubGlobal('fetch', server.fetch)
  localStorage.clear()
  await storage.set('accessToken', 'buyer-token')
  await storage.set('user_information', testBuyer())
  sessionStore.setState({ status: 'user', user: testBuyer() })
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

describe('Account › Pre-construction registrations', () => {
  it('shows each registration with what was asked, whom it went to, its status and the agent’s reply', async () => {
    renderScreen(MINE, { [MINE]: <MyRegistrationsScreen title="Pre-construction registrations" /> })
    const [visit, updates] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement]
    expect(within(visit).getByRole('heading', { name: 'The Grand Condos' })).toBeTruthy()
    expect(within(visit).getByText('Sales centre visit')).toBeTruthy()
    expect(within(visit).getByText('Contacted')).toBeTruthy()
    expect(within(visit).getByText('Floor plan 1B+D')).toBeTruthy()
    expect(within(visit).getByText('Preferred visit: Fri 27 Nov 2026, 14:30')).toBeTruthy()
    expect(within(visit).getByText('To Grace Wong')).toBeTruthy()
    expect(within(visit).getByText('See you at the sales centre on Friday.')).toBeTruthy()
    expect(within(updates).getByText('Sent')).toBeTruthy()
    expect(within(updates).getByText('To the MapleNest team')).toBeTruthy()
    expect(within(updates).getByText(/Consent to be contacted given Fri 20 Nov 2026/)).toBeTruthy()
  })

  it('withdraws one once the buyer confirms', async () => {
    renderScreen(MINE, { [MINE]: <MyRegistrationsScreen title="Pre-construction registrations" /> })
    const [, updates] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement]
    fireEvent.click(within(updates).getByRole('button', { name: 'Withdraw · The Grand Condos' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }))
    expect(await screen.findByText('Registration withdrawn')).toBeTruthy()
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(server.count('DELETE', `${API}/mine/${UPDATES.id}`)).toBe(1)
  })

  it('says what registering is when there is none, in Chinese', async () => {
    mine = []
    applyLocale('zh-Hans-CN')
    renderScreen(MINE, { [MINE]: <MyRegistrationsScreen title="楼花登记" /> })
    expect(await screen.findByText('暂无登记')).toBeTruthy()
    expect(screen.getByRole('button', { name: '浏览楼花' })).toBeTruthy()
  })
})

describe('the agent’s pre-construction enquiries', () => {
  it('shows the buyer’s contact and marks one contacted with a reply', async () => {
    renderScreen(INCOMING, { [INCOMING]: <IncomingRegistrationsScreen title="Pre-construction enquiries" /> })
    const card = (await screen.findByRole('article')) as HTMLElement
    expect(within(card).getByText('Mei Li · 4165550100 · mei@example.ca')).toBeTruthy()
    expect(within(card).getByText('Administrators’ queue')).toBeTruthy()
    fireEvent.click(within(card).getByRole('button', { name: 'Mark contacted · Mei Li' }))
    const form = await screen.findByRole('form', { name: 'Mark contacted' })
    fireEvent.click(within(form).getByRole('button', { name: 'Mark contacted and send' }))
    expect(await within(form).findByText('Write the reply the buyer will read')).toBeTruthy()
    fireEvent.change(within(form).getByLabelText(/^Your reply to Mei Li/), {
      target: { value: 'I have sent you the price list.' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Mark contacted and send' }))
    expect(await screen.findByText('I have sent you the price list.')).toBeTruthy()
    expect(within(screen.getByRole('article')).getByText('Contacted')).toBeTruthy()
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ reply: 'I have sent you the price list.' })
  })
})

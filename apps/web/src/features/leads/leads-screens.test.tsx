import { DUPLICATE_CALL_WINDOW_MS, type Lead } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen } from '../../../test/render-screen.tsx'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import { session, sessionStore } from '../../shared/session/index.ts'
import { testUser } from '../rentals/rental-fixtures.ts'
import { LeadScreen } from './detail/lead-screen.tsx'
import { LeadsScreen } from './list/leads-screen.tsx'

const LEADS = '/house/api/activity/v1/leads'

const lead = (over: Partial<Lead> = {}): Lead => ({
  id: 'l1',
  kind: 'ask',
  status: 'new',
  urgency: 1,
  createdAt: '2026-12-03T23:30:00.000Z',
  timeZone: 'America/Toronto',
  mlNum: 'C1234567',
  mlNums: [],
  address: '88 Harbour St',
  city: 'toronto',
  sr: 'Sale',
  roomType: 'condo',
  project: null,
  message: 'Is the price negotiable?',
  showingTime: null,
  client: { userId: 'c1', name: 'Mei Lin', phone: '416-555-0123', email: 'mei@example.com', wechat: 'meilin88' },
  consent: { at: '2026-12-03T23:30:00.000Z', wording: 'I agree…' },
  remindAt: null,
  note: null,
  contactedAt: null,
  closedAt: null,
  ...over,
})

let server: FakeApi
let current: Lead

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  current = lead()
  const others = [
    lead({
      id: 'l2',
      kind: 'showing',
      status: 'contacted',
      urgency: 3,
      client: { ...lead().client, name: 'Daniel Wong' },
    }),
    lead({
      id: 'l3',
      kind: 'precon',
      status: 'closed',
      mlNum: null,
      address: null,
      project: { id: 'p1', name: 'The Grand Towers' },
      client: { ...lead().client, name: 'Aiko Tanaka' },
    }),
  ]
  server = createFakeApi({
    [`GET ${LEADS}`]: (req) => {
      const status = req.query.get('status') ?? 'all'
      const urgency = req.query.get('urgency')
      const q = (req.query.get('q') ?? '').toLowerCase()
      const items = [current, ...others].filter(
        (l) =>
          (status === 'all' || l.status === status) &&
          (!urgency || String(l.urgency) === urgency) &&
          (!q || l.client.name.toLowerCase().includes(q)),
      )
      return { code: 200, data: { items, newCount: 1, nextCursor: null } }
    },
    [`GET ${LEADS}/l1`]: () => ({ code: 200, data: current }),
    [`PUT ${LEADS}/l1`]: (req) => {
      const body = req.body as { status?: Lead['status']; urgency?: Lead['urgency']; note?: string }
      if (body.status === 'new') return { code: 400, msg: 'A lead that is Contacted cannot go back to New', data: null }
      current = {
        ...current,
        ...(body.status ? { status: body.status } : {}),
        ...(body.urgency ? { urgency: body.urgency } : {}),
        ...(body.note !== undefined ? { note: body.note } : {}),
      }
      return { code: 200, data: current }
    },
  })
  vi.stubGlobal('fetch', server.fetch)
  await session.start().catch(() => {})
  await session.settled()
  sessionStore.setState({ status: 'user', user: testUser('agent') })
})
afterEach(() => {
  vi.unstubAllGlobals()
  void applyLocale('en-GB')
})

const openList = (url = '/pages/my/leads/leads') => renderScreen(url, { '/pages/my/leads/leads': <LeadsScreen /> })
const openLead = (url = '/pages/my/leads/lead?id=l1') => renderScreen(url, { '/pages/my/leads/lead': <LeadScreen /> })

describe('Leads: the agent’s list', () => {
  it('lists each lead with its status, what it is about and when, in the city’s time', async () => {
    openList()
    const list = await screen.findByRole('list', { name: 'Leads' })
    const first = within(list).getByRole('link', { name: 'Open lead from Mei Lin' })
    expect(first.textContent).toContain('New')
    expect(first.textContent).toContain('Question about a home · 88 Harbour St')
    // 23:30 UTC is 18:30 in Toronto
    expect(first.textContent).toContain('Received 3 Dec 2026, 18:30')
    expect(first.getAttribute('href')).toBe('/pages/my/leads/lead?id=l1')
    expect(within(list).getByRole('link', { name: 'Open lead from Aiko Tanaka' }).textContent).toContain(
      'Pre-construction registration · The Grand Towers',
    )
    expect(screen.getByText('1 new')).toBeTruthy()
  })

  it('filters by status with its chips and searches by name', async () => {
    openList()
    await screen.findByRole('link', { name: 'Open lead from Mei Lin' })
    fireEvent.click(screen.getByRole('button', { name: 'Contacted' }))
    expect(await screen.findByRole('link', { name: 'Open lead from Daniel Wong' })).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open lead from Mei Lin' })).toBeNull())
    expect(screen.getByRole('button', { name: 'Contacted' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'All' }))
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name, phone or e-mail' }), {
      target: { value: 'aiko' },
    })
    expect(await screen.findByRole('link', { name: 'Open lead from Aiko Tanaka' })).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open lead from Mei Lin' })).toBeNull())
  })

  it('filters by urgency, showing an urgent lead’s urgency beside its status', async () => {
    openList()
    const daniel = await screen.findByRole('link', { name: 'Open lead from Daniel Wong' })
    expect(daniel.textContent).toContain('Extra urgent')
    expect(screen.getByRole('link', { name: 'Open lead from Mei Lin' }).textContent).not.toContain('Normal')
    const urgency = screen.getByRole('group', { name: 'Show by urgency' })
    expect(
      within(urgency)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Any urgency', 'Normal', 'Urgent', 'Extra urgent'])
    expect(within(urgency).getByRole('button', { name: 'Any urgency' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(within(urgency).getByRole('button', { name: 'Extra urgent' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open lead from Mei Lin' })).toBeNull())
    expect(await screen.findByRole('link', { name: 'Open lead from Daniel Wong' })).toBeTruthy()
    expect(server.requests.filter((r) => r.path === LEADS).map((r) => r.query.get('urgency'))).toEqual([null, '3'])
    fireEvent.click(within(urgency).getByRole('button', { name: 'Urgent' }))
    expect(await screen.findByText('No leads match.')).toBeTruthy()
  })

  it('speaks Chinese, with the date as Chinese writes it', async () => {
    await applyLocale('zh-Hans-CN')
    openList()
    const first = await screen.findByRole('link', { name: '查看 Mei Lin 的线索' })
    expect(first.textContent).toContain('新线索')
    expect(first.textContent).toContain('收到于 2026年12月3日 18:30')
    expect(screen.getByRole('heading', { name: '客户线索' })).toBeTruthy()
  })

  it('tells a buyer the screen is an agent’s, and asks nothing of the server', async () => {
    sessionStore.setState({ status: 'user', user: testUser('user') })
    openList()
    expect(await screen.findByText('Only agents have leads')).toBeTruthy()
    expect(server.requests.filter((r) => r.path === LEADS)).toEqual([])
  })
})

describe('Leads: one lead', () => {
  it('offers Call, E-mail and Copy WeChat ID with the client’s contact as given', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    openLead()
    const call = await screen.findByRole('link', { name: 'Call Mei Lin on 416-555-0123' })
    expect(call.getAttribute('href')).toBe('tel:4165550123')
    expect(screen.getByRole('link', { name: 'E-mail Mei Lin at mei@example.com' }).getAttribute('href')).toBe(
      'mailto:mei@example.com',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Copy the WeChat ID of Mei Lin: meilin88' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('meilin88'))
    const home = screen.getByRole('link', { name: '88 Harbour St (C1234567)' })
    expect(home.getAttribute('href')).toBe('/pages/toronto/sale/condo-detail?mlNum=C1234567')
    expect(screen.getByText('Is the price negotiable?')).toBeTruthy()
  })

  it('marks it contacted and keeps a note', async () => {
    openLead()
    fireEvent.click(await screen.findByRole('button', { name: 'Mark contacted' }))
    await waitFor(() => expect(current.status).toBe('contacted'))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark contacted' })).toBeNull())
    expect(screen.getByRole('button', { name: 'Close lead' })).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'Your note' }), { target: { value: 'Viewing Saturday' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }))
    await waitFor(() => expect(current.note).toBe('Viewing Saturday'))
    const puts = server.requests.filter((r) => r.method === 'PUT').map((r) => r.body)
    expect(puts).toEqual([{ status: 'contacted' }, { note: 'Viewing Saturday' }])
  })

  it('is normal until the agent sets it urgent, in either language', async () => {
    openLead()
    const urgency = await screen.findByRole('group', { name: 'Urgency' })
    expect(within(urgency).getByRole('button', { name: 'Normal' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(within(urgency).getByRole('button', { name: 'Urgent' }))
    await waitFor(() => expect(current.urgency).toBe(2))
    await waitFor(() =>
      expect(within(urgency).getByRole('button', { name: 'Urgent' }).getAttribute('aria-pressed')).toBe('true'),
    )
    expect(server.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ urgency: 2 }])
    await applyLocale('zh-Hans-CN')
    expect(await screen.findByRole('group', { name: '紧急程度' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '紧急' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: '特急' })).toBeTruthy()
  })
})

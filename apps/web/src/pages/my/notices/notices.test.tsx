import { DUPLICATE_CALL_WINDOW_MS, type Notice, type NoticeConsent } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../../app/antd-render.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import NoticesPage from './notices.tsx'

const PATH = '/pages/my/notices/notices'
const REPLY_ID = '6c123ac2-a11b-4ab1-b10c-1737187dee68'

const aNotice = (over: Partial<Notice>): Notice => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'feedback.replied',
  params: { feedbackId: 'f1', excerpt: 'The map froze' },
  title: 'We replied to your feedback',
  body: 'Open it to read our reply to: The map froze',
  createdAt: '2026-11-24T10:00:00.000Z',
  readAt: null,
  ...over,
})

let server: FakeApi
let notices: Notice[]
let consent: NoticeConsent

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  notices = [
    aNotice({ id: REPLY_ID }),
    aNotice({
      id: '00000000-0000-4000-8000-000000000002',
      kind: 'contract.updated',
      params: { title: 'Lease', status: 'signed' },
      title: 'Your contract was updated',
      body: 'Lease: signed.',
      readAt: '2026-11-23T10:00:00.000Z',
    }),
  ]
  consent = { email: true, decidedAt: '2026-11-20T09:30:00.000Z', address: 'buyer@example.com' }
  server = createFakeApi({
    'GET /house/api/notice/v1': () => ({
      code: 200,
      data: { items: notices, unread: notices.filter((n) => !n.readAt).length, nextCursor: null },
    }),
    'POST /house/api/notice/v1/read': (req) => {
      const body = req.body as { ids?: string[]; all?: boolean }
      notices = notices.map((n) =>
        body.all || body.ids?.includes(n.id) ? { ...n, readAt: n.readAt ?? '2026-11-24T11:00:00.000Z' } : n,
      )
      return { code: 200, data: { marked: 1, unread: notices.filter((n) => !n.readAt).length } }
    },
    'GET /house/api/notice/v1/consent': () => ({ code: 200, data: consent }),
    'PUT /house/api/notice/v1/consent': (req) => {
      consent = { ...consent, email: (req.body as { email: boolean }).email, decidedAt: '2026-11-24T12:00:00.000Z' }
      return { code: 200, data: consent }
    },
  })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

const open = () =>
  renderScreen(PATH, {
    [PATH]: <NoticesPage />,
    '/pages/my/feedback/feedback-detail': <WhereAmI />,
  })

describe('Notification centre', () => {
  it('marks the unread notice, and opening it records it read and goes to the feedback', async () => {
    open()
    const reply = await screen.findByRole('link', { name: /We replied to your feedback/ })
    expect(within(reply).getByRole('img', { name: 'Unread' })).toBeTruthy()
    const contract = screen.getByRole('button', { name: /Your contract was updated/ })
    expect(within(contract).queryByRole('img', { name: 'Unread' })).toBeNull()

    fireEvent.click(reply)
    expect(await screen.findByText('Now at /pages/my/feedback/feedback-detail?id=f1')).toBeTruthy()
    await waitFor(() => expect(server.count('POST', '/house/api/notice/v1/read')).toBe(1))
    const sent = server.requests.find((r) => r.method === 'POST')
    expect(sent?.body).toEqual({ ids: [REPLY_ID] })
  })

  it('"Mark all read" takes every unread mark away and is gone once nothing is unread', async () => {
    open()
    await screen.findByRole('link', { name: /We replied to your feedback/ })
    // The client shares an identical call made within this window: the list asked again afterwards is a new call.
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }))
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Unread' })).toBeNull())
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ all: true })
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull())
  })

  it('shows the e-mail consent as chosen, with the time of the choice, and records a change', async () => {
    open()
    const region = await screen.findByRole('region', { name: 'Also send by e-mail' })
    const toggle = within(region).getByRole('switch', { name: 'Also send by e-mail' })
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    expect(within(region).getByText(/Chosen on/)).toBeTruthy()
    fireEvent.click(toggle)
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'))
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({ email: false })
  })

  it('shows the switch off and unusable for an account without an e-mail address, in Chinese too', async () => {
    consent = { email: false, decidedAt: null, address: null }
    applyLocale('zh-Hans-CN')
    open()
    const toggle = await screen.findByRole('switch', { name: '同时发送电子邮件' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(toggle.getAttribute('aria-disabled')).toBe('true')
  })
})

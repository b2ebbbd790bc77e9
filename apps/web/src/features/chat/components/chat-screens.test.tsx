import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { aSummary } from '../../../entities/listing/listing-fixtures.ts'
import { storage } from '../../../shared/storage/storage.ts'
import { readUnread, showConversation } from '../chat-store.ts'
import { ChatConversation } from './chat-conversation.tsx'
import { SessionsScreen } from './sessions-screen.tsx'

const SESSION = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Condos in North York',
  createdAt: '2026-11-27T10:00:00Z',
  updatedAt: '2026-11-27T10:05:00Z',
  preview: 'I found 3 that match.',
}

/** A streamed answer as the server writes it: server-sent events of UI message chunks, then [DONE]. */
function sse(chunks: object[]): Response {
  const body = `${chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join('')}data: [DONE]\n\n`
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
}

const listing = aSummary({ mlNum: 'N7000001', address: '10 Wilmington Ave', price: 668_000 })
const answer = (text: string) => [
  { type: 'start', messageId: `m-${text.length}` },
  { type: 'start-step' },
  { type: 'text-start', id: 't1' },
  { type: 'text-delta', id: 't1', delta: text },
  { type: 'text-end', id: 't1' },
  { type: 'tool-input-available', toolCallId: 'c1', toolName: 'searchListings', input: { city: 'toronto' } },
  {
    type: 'tool-output-available',
    toolCallId: 'c1',
    output: { input: { city: 'toronto' }, total: 1, items: [listing], vow: { granted: false, need: 'signIn' } },
  },
  { type: 'data-suggestions', data: { chips: ['Cheaper', 'For rent instead'] } },
  { type: 'finish-step' },
  { type: 'finish' },
]

let server: FakeApi
let sent: unknown[]

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  sent = []
  server = createFakeApi({
    'GET /house/api/chat/v1/sessions': () => ({ code: 200, data: { items: [SESSION], nextCursor: null } }),
    'PATCH /house/api/chat/v1/sessions/:id': (req) => ({
      code: 200,
      data: { ...SESSION, title: (req.body as { title: string }).title },
    }),
    'DELETE /house/api/chat/v1/sessions/:id': () => ({ code: 200, data: null }),
  })
  const stream = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/messages')) {
      const body = JSON.parse(String(init?.body))
      sent.push(body)
      return sse(answer(body.text === 'Cheaper' ? 'Searching cheaper condos.' : 'Searching condos in Toronto.'))
    }
    return server.fetch(input, init)
  })
  vi.stubGlobal('fetch', stream)
  await storage.set('tourist_token', 'visitor-token')
})
afterEach(() => {
  vi.unstubAllGlobals()
  storage.remove('imNoRead')
})

describe('a conversation', () => {
  it('streams an answer with its listing card and chips, and sends a chip as the next question', async () => {
    renderScreen('/pages/chat/chat', {
      '/pages/chat/chat': <ChatConversation sessionId="s-stream" initial={[]} />,
    })
    fireEvent.change(screen.getByRole('textbox', { name: 'Your question' }), { target: { value: 'condos in Toronto' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Searching condos in Toronto.')).toBeTruthy()
    const cards = screen.getByRole('region', { name: 'Homes found: 1' })
    expect(within(cards).getAllByRole('link', { name: /10 Wilmington Ave/ }).length).toBeGreaterThan(0)
    expect(sent).toEqual([{ id: expect.any(String), text: 'condos in Toronto' }])
    fireEvent.click(await screen.findByRole('button', { name: 'Cheaper' }))
    expect(await screen.findByText('Searching cheaper condos.')).toBeTruthy()
    expect(sent[1]).toMatchObject({ text: 'Cheaper' })
  })

  it('zeroes the unread count when shown; an answer finished while none is shown raises it', async () => {
    await storage.set('imNoRead', 3)
    const view = renderScreen('/pages/chat/chat', {
      '/pages/chat/chat': <ChatConversation sessionId="s-unread" initial={[]} />,
    })
    await waitFor(() => expect(readUnread()).toBe(0))
    fireEvent.change(screen.getByRole('textbox', { name: 'Your question' }), { target: { value: 'condos' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    view.unmount()
    await waitFor(() => expect(readUnread()).toBe(1))
    const hide = showConversation()
    expect(readUnread()).toBe(0)
    hide()
  })
})

describe('the conversations list', () => {
  it('lists conversations, renames one and deletes one after asking', async () => {
    renderScreen('/pages/chat/sessions', { '/pages/chat/sessions': <SessionsScreen title="Conversations" /> })
    expect(await screen.findByText('Condos in North York')).toBeTruthy()
    expect(screen.getByText('I found 3 that match.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Rename “Condos in North York”' }))
    const input = await screen.findByRole('textbox', { name: 'Title' })
    fireEvent.change(input, { target: { value: 'Near Finch' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(server.count('PATCH', `/house/api/chat/v1/sessions/${SESSION.id}`)).toBe(1))
    expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ title: 'Near Finch' })
    fireEvent.click(screen.getByRole('button', { name: 'Delete “Condos in North York”' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(server.count('DELETE', `/house/api/chat/v1/sessions/${SESSION.id}`)).toBe(1))
  })
})

import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { i18n } from '../../../shared/i18n/i18n.ts'
import { storage } from '../../../shared/storage/storage.ts'
import { LeadQuestionSlotContext, type LeadQuestionTarget } from '../../../shared/ui/lead-slot.ts'
import { ChatScreen } from './chat-screen.tsx'

const OLD = '22222222-2222-4222-8222-222222222222'
const NEW = '33333333-3333-4333-8333-333333333333'
const session = (id: string, title: string) => ({
  id,
  title,
  createdAt: '2026-11-27T10:00:00Z',
  updatedAt: '2026-11-27T10:05:00Z',
  preview: null,
})
const asked = {
  id: 'm1',
  role: 'user',
  parts: [{ type: 'text', text: 'condos in Toronto' }],
  createdAt: '2026-11-27T10:00:00Z',
}

let server: FakeApi

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    'GET /house/api/chat/v1/sessions': () => ({ code: 200, data: { items: [session(OLD, 'Old')], nextCursor: null } }),
    'GET /house/api/chat/v1/sessions/:id': (req) => ({
      code: 200,
      data: { ...session(req.params.id as string, 'x'), messages: req.params.id === OLD ? [asked] : [] },
    }),
    'POST /house/api/chat/v1/sessions': (req) => ({
      code: 200,
      data: session(NEW, req.headers.get('language') === 'zh-Hans-CN' ? '新对话' : 'New conversation'),
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
  await storage.set('tourist_token', 'visitor-token')
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('en-GB')
})

const open = () =>
  renderScreen(`/pages/chat/chat?session=${OLD}`, { '/pages/chat/chat': <ChatScreen title="Assistant" /> })

describe('a new conversation from the chat screen', () => {
  it('starts a fresh conversation from the header and greets in the page’s language', async () => {
    const { router } = open()
    expect(await screen.findByText('condos in Toronto')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'New conversation' }))
    await waitFor(() => expect(router.state.location.search).toBe(`?session=${NEW}`))
    expect(server.count('POST', '/house/api/chat/v1/sessions')).toBe(1)
    expect(await screen.findByText('Ask in English or Chinese about homes in Toronto and Vancouver.')).toBeTruthy()
    expect(screen.queryByText('condos in Toronto')).toBeNull()
  })

  it('in Chinese, is asked for in Chinese and greets in Chinese', async () => {
    await i18n.changeLanguage('zh-Hans-CN')
    const { router } = open()
    expect(await screen.findByText('condos in Toronto')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '新对话' }))
    await waitFor(() => expect(router.state.location.search).toBe(`?session=${NEW}`))
    const created = server.requests.find((r) => r.method === 'POST' && r.path === '/house/api/chat/v1/sessions')
    expect(created?.headers.get('language')).toBe('zh-Hans-CN')
    expect(await screen.findByText('用中文或英文询问多伦多和温哥华的房源。')).toBeTruthy()
  })
})

describe('handing a conversation to the agent of her app', () => {
  // The agent's app fills the slot with its button; here, a button that names what it would send.
  const slot = (target: LeadQuestionTarget) =>
    target.kind === 'chat' ? <button type="button">{`Hand over: ${target.summary}`}</button> : null

  it('offers the hand-off from the moment the first question is asked, not only in a conversation opened later', async () => {
    const stream = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).endsWith('/messages')) return server.fetch(input, init)
      const events = [
        { type: 'start', messageId: 'a1' },
        { type: 'text-start', id: 't1' },
        { type: 'text-delta', id: 't1', delta: 'Here are two-bedroom condos near Finch.' },
        { type: 'text-end', id: 't1' },
        { type: 'finish' },
      ]
      const body = `${events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('')}data: [DONE]\n\n`
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
    })
    vi.stubGlobal('fetch', stream)
    renderScreen(`/pages/chat/chat?session=${NEW}`, {
      '/pages/chat/chat': (
        <LeadQuestionSlotContext value={slot}>
          <ChatScreen title="Assistant" />
        </LeadQuestionSlotContext>
      ),
    })
    const box = await screen.findByRole('textbox', { name: 'Your question' })
    expect(screen.queryByRole('button', { name: /^Hand over/ })).toBeNull()
    fireEvent.change(box, { target: { value: '2 bed condo near Finch' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('button', { name: 'Hand over: 2 bed condo near Finch' })).toBeTruthy()
    expect(await screen.findByText('Here are two-bedroom condos near Finch.')).toBeTruthy()
  })

  it('offers it on a stored conversation that holds a question', async () => {
    renderScreen(`/pages/chat/chat?session=${OLD}`, {
      '/pages/chat/chat': (
        <LeadQuestionSlotContext value={slot}>
          <ChatScreen title="Assistant" />
        </LeadQuestionSlotContext>
      ),
    })
    expect(await screen.findByRole('button', { name: 'Hand over: condos in Toronto' })).toBeTruthy()
  })
})

import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { agentAppStore } from '../../../shared/agent-app/agent-app-store.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { session, sessionStore } from '../../../shared/session/index.ts'
import { testUser } from '../../rentals/rental-fixtures.ts'
import { QuestionButton } from './question-button.tsx'

const APP_ID = 'a0000000-0000-4000-8000-000000000001'
const HER_APP = {
  appId: APP_ID,
  agentUserId: 'u1',
  appname: 'Olivia Chen Homes',
  appInfoVo: {
    agent: {
      userId: 'u1',
      profileId: 'b7e0a1c2-0000-4000-8000-000000000001',
      name: 'Olivia Chen',
      phone: '+14165550102',
      email: 'olivia@example.com',
      avatar: '',
      brokerage: 'Maple & King Realty',
      practiceName: 'Olivia Chen',
    },
  },
}
let server: FakeApi

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    'POST /house/api/activity/v1/leads': () => ({ code: 201, msg: 'Sent to your agent', data: { id: 'l1' } }),
  })
  vi.stubGlobal('fetch', server.fetch)
  await session.start().catch(() => {})
  await session.settled()
  sessionStore.setState({ status: 'user', user: testUser('user') })
})
afterEach(async () => {
  agentAppStore.setState({ app: null })
  vi.unstubAllGlobals()
  await applyLocale('en-GB')
})

const show = () =>
  renderScreen('/d', {
    '/d': <QuestionButton target={{ kind: 'ask', mlNum: 'C1234567', subject: '88 Harbour St (MLS® C1234567)' }} />,
  })
const sent = () => server.requests.filter((r) => r.method === 'POST' && r.path === '/house/api/activity/v1/leads')

describe('Send a question, in an agent’s app', () => {
  it('shows nothing outside an agent’s app', () => {
    show()
    expect(screen.queryByRole('button', { name: 'Send a question' })).toBeNull()
  })

  it('asks for the consent first, then sends the question with the contact to her', async () => {
    agentAppStore.setState({ app: HER_APP })
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Send a question' }))
    const message = await screen.findByRole('textbox', { name: 'Your question' })
    fireEvent.change(message, { target: { value: 'Is the price negotiable?' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '416-555-0123' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'WeChat ID (optional)' }), { target: { value: 'meilin88' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Tick the box to agree to be contacted')).toBeTruthy()
    expect(sent()).toEqual([])
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree that the agent of this app may contact me/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(sent().length).toBe(1))
    expect(sent()[0]!.body).toMatchObject({
      kind: 'ask',
      appId: APP_ID,
      mlNum: 'C1234567',
      message: 'Is the price negotiable?',
      phone: '416-555-0123',
      wechat: 'meilin88',
      consent: true,
    })
  })

  it('speaks Chinese', async () => {
    await applyLocale('zh-Hans-CN')
    agentAppStore.setState({ app: HER_APP })
    show()
    fireEvent.click(await screen.findByRole('button', { name: '发送问题' }))
    expect(await screen.findByRole('heading', { name: '咨询 Olivia Chen' })).toBeTruthy()
  })
})

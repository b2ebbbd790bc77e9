import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../../app/antd-render.ts'
import { agentAppStore } from '../../../shared/agent-app/agent-app-store.ts'
import { sessionStore } from '../../../shared/session/app-session.ts'
import EmailLoginPage from './emaillogin.tsx'

let server: FakeApi

beforeAll(() => setUpAntdRender())

beforeEach(() => {
  server = createFakeApi({
    'POST /auth/code/email': () => ({ code: 200, data: { seconds: 60 } }),
    'POST /auth/code/sms': () => ({ code: 429, msg: 'Please wait 42 seconds before asking for another code' }),
  })
  vi.stubGlobal('fetch', server.fetch)
  localStorage.setItem('tourist_token', 'tourist-1')
  sessionStore.setState({ status: 'visitor', user: null })
})

afterEach(() => {
  agentAppStore.setState({ app: null })
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const open = () =>
  renderScreen('/pages/my/public/emaillogin', { '/pages/my/public/emaillogin': <EmailLoginPage />, '*': <WhereAmI /> })
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } })

describe('code login', () => {
  it('asks for a phone number and a 4-digit code on the phone tab', async () => {
    open()
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }))
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Enter your phone number')).toBeTruthy()
    expect(screen.getByText('Enter the verification code')).toBeTruthy()
    type('Phone number', '4165550123')
    type('Verification code', '12a4')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('The verification code is 4 digits')).toBeTruthy()
    expect(screen.queryByText('Enter your phone number')).toBeNull()
  })

  it('checks the address before sending a code', async () => {
    open()
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }))
    type('Phone number', '123')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('Enter a valid phone number')).toBeTruthy()
    expect(server.requests).toEqual([])
  })

  it('sends the code without a token and counts 60 s down before the next one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    open()
    type('E-mail', 'buyer@demo.maplenest.ca')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    const waiting = await screen.findByRole('button', { name: 'Resend in 60s' })
    expect((waiting as HTMLButtonElement).disabled).toBe(true)
    const sent = server.requests[0]!
    expect(sent.body).toEqual({ email: 'buyer@demo.maplenest.ca', purpose: 'login' })
    expect(sent.headers.has('authorization')).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(59_000))
    expect(screen.getByRole('button', { name: 'Resend in 1s' })).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it("shows the server's answer when a code was asked for too soon", async () => {
    open()
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }))
    type('Phone number', '416 555 0123')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Please wait 42 seconds before asking for another code')
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy()
  })

  it('asks for the code in the name of the agent’s app it is opened in', async () => {
    const appId = '3f1c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f'
    agentAppStore.setState({ app: { appId, agentUserId: 'u-agent', appname: 'Olivia Chen Homes' } })
    open()
    type('E-mail', 'client@example.ca')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await screen.findByRole('button', { name: 'Resend in 60s' })
    expect(server.requests[0]!.body).toEqual({ email: 'client@example.ca', purpose: 'login', appId })
  })
})

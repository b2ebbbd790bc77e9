import { DUPLICATE_CALL_WINDOW_MS, USER_AGREEMENT_VERSION } from '@maplenest/core'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../../app/antd-render.ts'
import { sessionStore } from '../../../shared/session/app-session.ts'
import LoginPage from './login.tsx'

const demoUser = {
  userId: 'u1',
  userName: 'Daniel Wong',
  nickname: '',
  avatar: '',
  orgName: '',
  phonenumber: '',
  email: 'buyer@demo.maplenest.ca',
  sex: '0',
  type: 'user',
  isBroker: false,
  language: 'en-GB',
  createdAt: '2026-11-01T00:00:00.000Z',
}

let server: FakeApi

beforeAll(() => setUpAntdRender())

beforeEach(() => {
  server = createFakeApi({
    'GET /auth/check': () => ({ code: 200, msg: 'valid', data: { valid: true } }),
    'POST /auth/login': (req) => {
      const body = req.body as { username?: string; password?: string }
      return body.password === 'maplenest-demo'
        ? {
            code: 200,
            data: { access_token: 'a1', refresh_token: 'r1', expire_in: 900, client_id: 'c', userId: 'u1' },
          }
        : { code: 400, msg: 'The account or password is wrong' }
    },
    'GET /house/api/user/v1/:id': () => ({ code: 200, data: demoUser }),
  })
  vi.stubGlobal('fetch', server.fetch)
  localStorage.setItem('tourist_token', 'tourist-1')
  localStorage.removeItem('agreedAgreement')
  sessionStore.setState({ status: 'visitor', user: null })
})

afterEach(() => vi.unstubAllGlobals())

const open = (url = '/pages/my/public/login') =>
  renderScreen(url, { '/pages/my/public/login': <LoginPage />, '*': <WhereAmI /> })

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))

describe('login form validation (spec §5)', () => {
  it('asks for the account, the password and the agreement, and sends nothing', async () => {
    open()
    submit()
    expect(await screen.findByText('Enter your e-mail address or phone number')).toBeTruthy()
    expect(screen.getByText('Enter your password')).toBeTruthy()
    expect(screen.getByText('Please read and agree to the user agreement first')).toBeTruthy()
    expect(server.count('POST', '/auth/login')).toBe(0)
  })

  it('rejects a malformed phone number and a password outside 6 to 18 characters', async () => {
    open()
    type('E-mail or phone', '12345')
    type('Password', '12345')
    submit()
    expect(await screen.findByText('Enter a valid phone number')).toBeTruthy()
    expect(screen.getByText('Your password must be 6 to 18 characters long')).toBeTruthy()
    type('Password', 'a'.repeat(19))
    submit()
    await waitFor(() => expect(screen.getByText('Your password must be 6 to 18 characters long')).toBeTruthy())
    expect(server.count('POST', '/auth/login')).toBe(0)
  })

  it("shows the server's message when the password is wrong", async () => {
    open()
    type('E-mail or phone', 'buyer@demo.maplenest.ca')
    type('Password', 'not-the-one')
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and agree to the User Agreement/ }))
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('The account or password is wrong')
    expect(server.requests.find((r) => r.path === '/auth/login')!.body).toMatchObject({
      grantType: 'password',
      username: 'buyer@demo.maplenest.ca',
      password: 'not-the-one',
    })
  })
})

describe('signing in', () => {
  it('returns to the redirectUrl with its query', async () => {
    open(`/pages/my/public/login?redirectUrl=${encodeURIComponent('/pages/my/appt/my-appt?tab=pending')}`)
    type('E-mail or phone', 'buyer@demo.maplenest.ca')
    type('Password', 'maplenest-demo')
    fireEvent.click(screen.getByRole('checkbox'))
    submit()
    expect(await screen.findByText('Now at /pages/my/appt/my-appt?tab=pending')).toBeTruthy()
    expect(localStorage.getItem('accessToken')).toBe('a1')
    expect(localStorage.getItem('tourist_token')).toBeNull()
    expect(sessionStore.getState().status).toBe('user')
  })

  it('remembers the agreement on this device: the next sign-in starts with it ticked, until its text changes', async () => {
    open()
    const box = () => screen.getByRole('checkbox', { name: /I have read and agree to the User Agreement/ })
    expect(box()).toHaveProperty('checked', false)
    type('E-mail or phone', 'buyer@demo.maplenest.ca')
    type('Password', 'maplenest-demo')
    fireEvent.click(box())
    submit()
    expect(await screen.findByText('Now at /')).toBeTruthy()
    expect(localStorage.getItem('agreedAgreement')).toBe(USER_AGREEMENT_VERSION)

    cleanup()
    sessionStore.setState({ status: 'visitor', user: null })
    open()
    expect(box()).toHaveProperty('checked', true)

    cleanup()
    localStorage.setItem('agreedAgreement', '2025-01-01')
    open()
    expect(box()).toHaveProperty('checked', false)
  })

  it('sends a person who is already signed in to the main page', async () => {
    sessionStore.setState({ status: 'user', user: { ...demoUser, sex: '0', type: 'user' } })
    open()
    expect(await screen.findByText('Now at /')).toBeTruthy()
  })

  it('carries the address typed here into the password reset', async () => {
    open()
    type('E-mail or phone', ' buyer@demo.maplenest.ca ')
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }))
    expect(
      await screen.findByText('Now at /pages/my/public/reset-password?account=buyer%40demo.maplenest.ca'),
    ).toBeTruthy()
  })

  it('prefills the account passed after registration', () => {
    open('/pages/my/public/login?account=new%40example.ca')
    expect((screen.getByLabelText('E-mail or phone') as HTMLInputElement).value).toBe('new@example.ca')
  })

  it('offers Sign in with Apple only when the server has it configured', async () => {
    server.route('GET /auth/social', () => ({ code: 200, data: { apple: null } }))
    // the previous test asked the same; the client drops a repeat inside its duplicate-call window
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
    open()
    await waitFor(() => expect(server.requests.map((r) => r.path)).toContain('/auth/social'))
    expect(screen.queryByRole('button', { name: 'Sign in with Apple' })).toBeNull()
  })

  it('sends the browser to Apple with the return page when Apple is configured', async () => {
    server.route('GET /auth/social', () => ({ code: 200, data: { apple: { clientId: 'ca.maplenest.web' } } }))
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign, origin: 'https://maplenest.ca' })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Apple' }))
    const url = new URL(assign.mock.calls[0]![0] as string)
    expect(url.origin).toBe('https://appleid.apple.com')
    expect(url.searchParams.get('client_id')).toBe('ca.maplenest.web')
    expect(url.searchParams.get('redirect_uri')).toBe('https://maplenest.ca/pages/my/public/applewebview')
  })
})

import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../../app/antd-render.ts'
import { sessionStore } from '../../../shared/session/app-session.ts'
import RegisterPage from './register.tsx'
import ResetPasswordPage from './reset-password.tsx'

let server: FakeApi

beforeAll(() => setUpAntdRender())

beforeEach(() => {
  server = createFakeApi({
    'POST /auth/register': () => ({
      code: 201,
      data: { access_token: 'a9', refresh_token: 'r9', expire_in: 900, client_id: 'c', userId: 'u9' },
    }),
    'GET /house/api/user/v1/:id': () => ({
      code: 200,
      data: {
        userId: 'u9',
        userName: 'new',
        nickname: '',
        avatar: '',
        orgName: '',
        phonenumber: '',
        email: 'new@example.ca',
        sex: '0',
        type: 'user',
        isBroker: false,
        language: 'en-GB',
        createdAt: '2026-12-04T00:00:00.000Z',
      },
    }),
    'POST /auth/password/reset': () => ({
      code: 400,
      msg: 'The verification code is wrong',
      data: { fields: [{ field: 'code', message: 'The verification code is wrong' }] },
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
  localStorage.clear()
  localStorage.setItem('tourist_token', 'tourist-1')
  sessionStore.setState({ status: 'visitor', user: null })
})

afterEach(() => vi.unstubAllGlobals())

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } })

describe('registration', () => {
  const open = (url = '/pages/my/public/register') =>
    renderScreen(url, { '/pages/my/public/register': <RegisterPage />, '*': <WhereAmI /> })
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }))

  it('asks for every field and the agreement', async () => {
    open()
    submit()
    expect(await screen.findByText('Enter your e-mail address')).toBeTruthy()
    expect(screen.getByText('Enter the verification code')).toBeTruthy()
    expect(screen.getByText('Please read and agree to the user agreement first')).toBeTruthy()
    expect(screen.getAllByText('Enter your password')).toHaveLength(2)
  })

  it('says when the two passwords differ', async () => {
    open()
    type('E-mail', 'new@example.ca')
    type('Verification code', '1234')
    type('Password', 'secret-123')
    type('Confirm password', 'secret-124')
    fireEvent.click(screen.getByRole('checkbox'))
    submit()
    expect(await screen.findByText('Passwords do not match')).toBeTruthy()
    expect(server.count('POST', '/auth/register')).toBe(0)
  })

  it('asks for a phone number on the phone tab', async () => {
    open()
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }))
    submit()
    expect(await screen.findByText('Enter your phone number')).toBeTruthy()
  })

  it('registers and is signed in, back on the page that asked, with the guest token sent along', async () => {
    open(`/pages/my/public/register?redirectUrl=${encodeURIComponent('/pages/collect/collect')}`)
    type('E-mail', ' new@example.ca ')
    type('Verification code', '1234')
    type('Password', 'secret-123')
    type('Confirm password', 'secret-123')
    fireEvent.click(screen.getByRole('checkbox'))
    submit()
    expect(await screen.findByText('Now at /pages/collect/collect')).toBeTruthy()
    expect(sessionStore.getState()).toMatchObject({ status: 'user', user: { userId: 'u9' } })
    expect(localStorage.getItem('accessToken')).toContain('a9')
    expect(localStorage.getItem('tourist_token')).toBeNull()
    const sent = server.requests.find((r) => r.path === '/auth/register')!
    expect(sent.headers.get('Authorization')).toBe('Bearer tourist-1')
    expect(sent.body).toEqual({
      channel: 'email',
      email: 'new@example.ca',
      code: '1234',
      password: 'secret-123',
      confirmPassword: 'secret-123',
      agreement: true,
      clientId: expect.any(String),
    })
  })
})

describe('password reset', () => {
  const openReset = (url: string) => renderScreen(url, { '/pages/my/public/reset-password': <ResetPasswordPage /> })

  it('starts with the address typed on the sign-in page, on the tab it belongs to', () => {
    openReset('/pages/my/public/reset-password?account=buyer%40demo.maplenest.ca')
    expect((screen.getByLabelText('E-mail', { exact: true }) as HTMLInputElement).value).toBe('buyer@demo.maplenest.ca')
    cleanup()
    openReset('/pages/my/public/reset-password?account=604-555-0177')
    expect(screen.getByRole('tab', { name: 'Phone' }).getAttribute('aria-selected')).toBe('true')
    expect((screen.getByLabelText('Phone number', { exact: true }) as HTMLInputElement).value).toBe('604-555-0177')
  })

  it('says how long to wait when a code was asked for too soon, and counts it down on the button', async () => {
    server.route('POST /auth/code/email', () => ({
      code: 429,
      msg: 'Please wait 22 seconds before asking for another code',
      data: { seconds: 22 },
    }))
    openReset('/pages/my/public/reset-password?account=buyer%40demo.maplenest.ca')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('Please wait 22 seconds before asking for another code')).toBeTruthy()
    const button = await screen.findByRole('button', { name: /^Resend in 2[12]s$/ })
    expect(button.hasAttribute('disabled')).toBe(true)
  })

  it("puts the server's field message under its field", async () => {
    renderScreen('/pages/my/public/reset-password', { '/pages/my/public/reset-password': <ResetPasswordPage /> })
    type('E-mail', 'buyer@demo.maplenest.ca')
    type('Verification code', '9999')
    type('New password', 'another-1')
    type('Confirm password', 'another-1')
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('The verification code is wrong')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(server.requests[0]!.body).toEqual({
      channel: 'email',
      email: 'buyer@demo.maplenest.ca',
      code: '9999',
      password: 'another-1',
      confirmPassword: 'another-1',
    })
  })
})

import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../../app/antd-render.ts'
import RegisterPage from './register.tsx'
import ResetPasswordPage from './reset-password.tsx'

let server: FakeApi

beforeAll(() => setUpAntdRender())

beforeEach(() => {
  server = createFakeApi({
    'POST /auth/register': () => ({ code: 201, data: { userId: 'u9' } }),
    'POST /auth/password/reset': () => ({
      code: 400,
      msg: 'verification code incorrect',
      data: { fields: [{ field: 'code', message: 'verification code incorrect' }] },
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
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
    expect(await screen.findByText('email cannot be empty')).toBeTruthy()
    expect(screen.getByText('verification code cannot be empty')).toBeTruthy()
    expect(screen.getByText('please read and agree to the user agreement first')).toBeTruthy()
    expect(screen.getAllByText('password cannot be empty')).toHaveLength(2)
  })

  it('says when the two passwords differ', async () => {
    open()
    type('Email', 'new@example.ca')
    type('Verification code', '1234')
    type('Password', 'secret-123')
    type('Confirm password', 'secret-124')
    fireEvent.click(screen.getByRole('checkbox'))
    submit()
    expect(await screen.findByText('two passwords differ')).toBeTruthy()
    expect(server.count('POST', '/auth/register')).toBe(0)
  })

  it('asks for a phone number on the phone tab', async () => {
    open()
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }))
    submit()
    expect(await screen.findByText('phone number cannot be empty')).toBeTruthy()
  })

  it('registers, then opens login with the account filled in and the redirectUrl kept', async () => {
    open(`/pages/my/public/register?redirectUrl=${encodeURIComponent('/pages/collect/collect')}`)
    type('Email', ' new@example.ca ')
    type('Verification code', '1234')
    type('Password', 'secret-123')
    type('Confirm password', 'secret-123')
    fireEvent.click(screen.getByRole('checkbox'))
    submit()
    expect(
      await screen.findByText(
        'Now at /pages/my/public/login?account=new%40example.ca&redirectUrl=%2Fpages%2Fcollect%2Fcollect',
      ),
    ).toBeTruthy()
    expect(server.requests[0]!.body).toEqual({
      channel: 'email',
      email: 'new@example.ca',
      code: '1234',
      password: 'secret-123',
      confirmPassword: 'secret-123',
      agreement: true,
    })
  })
})

describe('password reset', () => {
  it("puts the server's field message under its field", async () => {
    renderScreen('/pages/my/public/reset-password', { '/pages/my/public/reset-password': <ResetPasswordPage /> })
    type('Email', 'buyer@demo.maplenest.ca')
    type('Verification code', '9999')
    type('New password', 'another-1')
    type('Confirm password', 'another-1')
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('verification code incorrect')).toBeTruthy()
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

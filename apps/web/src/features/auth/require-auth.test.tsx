import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../test/render-screen.tsx'
import { sessionStore } from '../../shared/session/app-session.ts'
import { RequireAuth } from './require-auth.tsx'

beforeEach(() => {
  // The session starts on first use; a valid tourist token keeps it a quiet visitor session.
  localStorage.setItem('tourist_token', 'tourist-1')
  vi.stubGlobal('fetch', createFakeApi({ 'GET /auth/check': () => ({ code: 200, msg: 'valid' }) }).fetch)
})

afterEach(() => vi.unstubAllGlobals())

const open = (url: string) =>
  renderScreen(url, {
    '/pages/my/appt/my-appt': (
      <RequireAuth>
        <p>My appointments</p>
      </RequireAuth>
    ),
    '*': <WhereAmI />,
  })

describe('RequireAuth', () => {
  it('sends a visitor to login with the path and query as redirectUrl', async () => {
    sessionStore.setState({ status: 'visitor', user: null })
    open('/pages/my/appt/my-appt?tab=pending&x=a%20b')
    const landed = await screen.findByText(/^Now at /)
    const url = new URL(landed.textContent!.replace('Now at ', ''), 'http://app.test')
    expect(url.pathname).toBe('/pages/my/public/login')
    expect(url.searchParams.get('redirectUrl')).toBe('/pages/my/appt/my-appt?tab=pending&x=a%20b')
    expect(screen.queryByText('My appointments')).toBeNull()
  })

  it('shows the screen to a signed-in person', () => {
    sessionStore.setState({
      status: 'user',
      user: {
        userId: 'u1',
        userName: 'Daniel Wong',
        nickname: '',
        avatar: '',
        orgName: '',
        phonenumber: '',
        email: '',
        sex: '0',
        type: 'user',
        isBroker: false,
        language: 'en-GB',
        createdAt: '',
      },
    })
    open('/pages/my/appt/my-appt')
    expect(screen.getByText('My appointments')).toBeTruthy()
  })

  it('shows the loading placeholder while the session starts', async () => {
    sessionStore.setState({ status: 'booting', user: null })
    open('/pages/my/appt/my-appt')
    expect(await screen.findByRole('status')).toBeTruthy()
    expect(screen.queryByText('My appointments')).toBeNull()
    expect(screen.queryByText(/^Now at /)).toBeNull()
  })
})

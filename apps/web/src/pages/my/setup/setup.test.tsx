import type { UserRecord } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../../app/antd-render.ts'
import { i18n } from '../../../shared/i18n/i18n.ts'
import { sessionStore } from '../../../shared/session/app-session.ts'
import SetupPage from './setup.tsx'

const user: UserRecord = {
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
  createdAt: '',
}

let server: FakeApi

beforeAll(() => setUpAntdRender())

beforeEach(() => {
  server = createFakeApi({
    'GET /auth/check': () => ({ code: 200, msg: 'valid' }),
    'POST /auth/logout': () => ({ code: 200 }),
    'POST /auth/login': () => ({
      code: 200,
      data: { access_token: 'tourist-2', refresh_token: '', expire_in: 900, client_id: 'c', userId: 'v2' },
    }),
    'GET /house/api/user/v1/:id': (req) => ({ code: 200, data: { ...user, userId: req.params.id, type: 'visitor' } }),
  })
  vi.stubGlobal('fetch', server.fetch)
})

afterEach(() => vi.unstubAllGlobals())

const open = () => renderScreen('/pages/my/setup/setup', { '/pages/my/setup/setup': <SetupPage /> })

describe('Settings', () => {
  it('switches to Chinese at once and remembers the choice', async () => {
    localStorage.setItem('tourist_token', 'tourist-1')
    sessionStore.setState({ status: 'visitor', user: null })
    open()
    fireEvent.click(screen.getByRole('radio', { name: '简体中文' }))
    expect(await screen.findByRole('heading', { name: '设置' })).toBeTruthy()
    expect(i18n.language).toBe('zh-Hans-CN')
    expect(localStorage.getItem('language')).toBe('zh-Hans-CN')
    expect(localStorage.getItem('language_state')).toBe('0')
    expect(screen.getByRole('switch', { name: '跟随系统语言' }).getAttribute('aria-checked')).toBe('false')
  })

  it("follows the device language when asked (language_state '1')", async () => {
    open()
    fireEvent.click(screen.getByRole('switch', { name: 'Follow device language' }))
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Follow device language' }).getAttribute('aria-checked')).toBe('true'),
    )
    expect(localStorage.getItem('language_state')).toBe('1')
    expect(localStorage.getItem('language')).toBeNull()
  })

  it('shows no sign-out button to a visitor', () => {
    sessionStore.setState({ status: 'visitor', user: null })
    open()
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull()
    expect(screen.getByText('Version 0.1.0')).toBeTruthy()
  })

  it('signs out after confirmation and starts a visitor session', async () => {
    localStorage.setItem('accessToken', 'access-1')
    localStorage.setItem('user_information', JSON.stringify(user))
    localStorage.setItem('apptPhone', '4165550123')
    sessionStore.setState({ status: 'user', user })
    open()
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('Sign out of MapleNest on this device?')
    fireEvent.click(screen.getAllByRole('button', { name: 'Sign out' }).at(-1)!)
    await waitFor(() => expect(sessionStore.getState().status).toBe('visitor'))
    expect(server.count('POST', '/auth/logout')).toBe(1)
    expect(localStorage.getItem('isLogout')).toBe('true')
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(localStorage.getItem('apptPhone')).toBeNull()
    await waitFor(() => expect(localStorage.getItem('tourist_token')).toBe('tourist-2'))
    // the dialog's closing animation has outlasted 3 s on a busy machine running other suites beside this one
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull(), { timeout: 10_000 })
    expect(await screen.findByText('Browsing as a guest', {}, { timeout: 10_000 })).toBeTruthy()
  })
})

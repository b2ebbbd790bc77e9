import type { UserRecord } from '@maplenest/core'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen } from '../../../test/render-screen.tsx'
import { i18n } from '../../shared/i18n/i18n.ts'
import { sessionStore } from '../../shared/session/app-session.ts'
import MyPage from './my.tsx'

const person = (over: Partial<UserRecord> = {}): UserRecord => ({
  userId: 'u1',
  userName: 'Daniel Wong',
  nickname: '',
  avatar: '',
  orgName: '',
  phonenumber: '4165550123',
  email: '',
  sex: '0',
  type: 'user',
  isBroker: false,
  language: 'en-GB',
  createdAt: '',
  ...over,
})

beforeEach(() => {
  localStorage.setItem('tourist_token', 'tourist-1')
  vi.stubGlobal(
    'fetch',
    createFakeApi({
      'GET /auth/check': () => ({ code: 200, msg: 'valid' }),
      'GET /house/api/user/v1/counts': () => ({
        code: 200,
        msg: 'success',
        data: { favourites: 1250, appointments: 0, unreadNotifications: 2 },
      }),
    }).fetch,
  )
})

afterEach(() => vi.unstubAllGlobals())

const open = () => renderScreen('/pages/my/my', { '/pages/my/my': <MyPage /> })

describe('Account tab', () => {
  it('offers a visitor the way in, which comes back to the Account tab, and the whole menu', () => {
    sessionStore.setState({ status: 'visitor', user: null })
    open()
    expect(screen.getByRole('link', { name: 'Sign in / Register' }).getAttribute('href')).toBe(
      '/pages/my/public/login?redirectUrl=%2Fpages%2Fmy%2Fmy',
    )
    const menu = screen.getByRole('navigation', { name: 'Account menu' })
    const links = Array.from(menu.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])
    expect(links).toEqual([
      ['My appointments', '/pages/my/appt/my-appt'],
      ['Room reservations', '/pages/my/reserve/my-reserve'],
      ['My rental demands', '/pages/univ/my-demands'],
      ['Contracts', '/pages/my/contract/contract-list'],
      ['Favourites', '/pages/collect/collect'],
      ['Compare homes', '/pages/cart/cart'],
      ['Browsing history', '/pages/my/browse/browse-list'],
      ['Mortgage calculator', '/pages/my/calculate/calculate'],
      ['Feedback', '/pages/my/feedback/feedback-list'],
      ['FAQ', '/pages/my/faq/faq-list'],
      ['About us', '/pages/my/about/about-us'],
      ['My activity log', '/pages/my/public/app-log-list'],
      ['Settings', '/pages/my/setup/setup'],
      ['Your own agent app', '/pages/Subscribetotwo/index'],
    ])
    // Agent tools are for brokers only.
    expect(screen.queryByRole('navigation', { name: 'Agent tools' })).toBeNull()
  })

  it('shows a signed-in person with initials, phone and type', () => {
    sessionStore.setState({ status: 'user', user: person() })
    open()
    const card = screen.getByRole('link', { name: /^Your profile: Daniel Wong\b/ })
    expect(card.textContent).toContain('DW')
    expect(card.textContent).toContain('416-555-0123')
    expect(card.textContent).toContain('Member')
    expect(screen.queryByRole('link', { name: 'Sign in / Register' })).toBeNull()
  })

  it('shows a signed-in person their counts and a sign-out button on the tab itself', async () => {
    sessionStore.setState({ status: 'user', user: person() })
    open()
    const counts = screen.getByRole('region', { name: 'Your activity' })
    expect(await within(counts).findByText('1,250')).toBeTruthy()
    expect(within(counts).getByRole('link', { name: '1,250 Favourites' }).getAttribute('href')).toBe(
      '/pages/collect/collect',
    )
    expect(within(counts).getByText('Unread').parentElement?.textContent).toBe('2 Unread')
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy()
  })

  it('shows a visitor neither counts nor sign-out', () => {
    sessionStore.setState({ status: 'visitor', user: null })
    open()
    expect(screen.queryByRole('region', { name: 'Your activity' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull()
  })

  it("badges an agent as 'Broker', in Chinese too", async () => {
    sessionStore.setState({ status: 'user', user: person({ type: 'agent', avatar: '/files/a.png', email: 'a@b.ca' }) })
    const { unmount } = open()
    expect(screen.getByText('Broker')).toBeTruthy()
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/files/a.png')
    unmount()
    await i18n.changeLanguage('zh-Hans-CN')
    open()
    expect(screen.getByText('经纪人')).toBeTruthy()
    const menu = screen.getByRole('navigation', { name: '经纪工具' })
    // an agent's tools include the students' rental demands they may ask to contact
    expect(within(menu).getByRole('link', { name: '学生求租信息' }).getAttribute('href')).toBe(
      '/pages/univ/demand-list',
    )
  })
})

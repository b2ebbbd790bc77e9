import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../test/fake-api-server.ts'
import { applyLocale } from '../shared/i18n/i18n.ts'
import { signalUnauthorizedSubdomain } from '../shared/ui/not-found-signal.ts'
import { renderApp } from './app-router-fixtures.tsx'

vi.mock('../features/auth/require-auth.tsx', () => ({
  RequireAuth: ({ children }: { children: ReactNode }) => <div data-testid="require-auth">{children}</div>,
}))

describe('router', () => {
  it('draws a screen in Chinese when the locale is Chinese', async () => {
    applyLocale('zh-Hans-CN')
    renderApp('/pages/my/calculate/calculate')
    expect(await screen.findByRole('heading', { level: 1, name: '房贷计算' })).toBeTruthy()
    expect(document.documentElement.lang).toBe('zh-Hans-CN')
  })

  it('wraps user-owned screens in the sign-in guard and leaves browsing screens open', async () => {
    renderApp('/pages/my/contract/contract-list')
    await screen.findByRole('heading', { level: 1, name: 'Contracts' })
    expect(screen.getByTestId('require-auth')).toBeTruthy()
  })

  it('does not guard a browsing screen', async () => {
    renderApp('/pages/school/school-list')
    await screen.findByRole('heading', { level: 1, name: 'Schools' })
    expect(screen.queryByTestId('require-auth')).toBeNull()
  })

  it('guards every screen but signing in, registering and the terms when sign-in is forced', async () => {
    const guarded = async (path: string, heading: string) => {
      const { unmount } = renderApp(path, { forcedLogin: true })
      await screen.findByRole('heading', { level: 1, name: heading })
      const answer = screen.queryByTestId('require-auth') !== null
      unmount()
      return answer
    }
    expect(await guarded('/pages/school/school-list', 'Schools')).toBe(true)
    expect(await guarded('/pages/my/calculate/calculate', 'Mortgage calculation')).toBe(true)
    expect(await guarded('/pages/my/public/login', 'Sign in')).toBe(false)
    expect(await guarded('/pages/my/public/register', 'Create an account')).toBe(false)
    expect(await guarded('/pages/my/agreement/agreement', 'User agreement')).toBe(false)
  })

  it('gives detail screens back and share buttons over the content, and no favourite until favourites exist', async () => {
    renderApp('/pages/toronto/sale/condo-detail?mlNum=C1234567')
    await screen.findByRole('heading', { level: 1, name: 'Condo for sale' })
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save to favourites' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy()
  })

  it.each([
    ['/pages/toronto/sale/condo-detailnew?mlNum=C1234567', true],
    ['/pages/toronto/sale/condo-detail?mlNum=C1234567', false],
  ])('lays %s out full width: %s', async (path, full) => {
    renderApp(path)
    await screen.findByRole('heading', { level: 1, name: 'Condo for sale' })
    const main = document.querySelector('main')!
    expect(main.className.includes('contentFull')).toBe(full)
  })

  it('sends a legacy address to the current one, keeping the query', async () => {
    const { router } = renderApp('/pages/torontonew/sale/res-detailone?mlNum=W7654321&from=share')
    await screen.findByRole('heading', { level: 1, name: 'House for sale' })
    expect(router.state.location.pathname).toBe('/h5/pages/toronto/sale/res-detail')
    expect(router.state.location.search).toBe('?mlNum=W7654321&from=share')
  })

  it('keeps a same-screen legacy address and draws the current screen there', async () => {
    const conversation = { id: 'c1', title: 'New conversation', createdAt: '', updatedAt: '', preview: null }
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        'GET /house/api/chat/v1/sessions': () => ({ code: 200, data: { items: [conversation], nextCursor: null } }),
        'GET /house/api/chat/v1/sessions/:id': () => ({ code: 200, data: { ...conversation, messages: [] } }),
      }).fetch,
    )
    const { router } = renderApp('/pages/chat/chatnew')
    await screen.findByRole('heading', { level: 1, name: 'AI assistant' })
    await screen.findByRole('textbox', { name: 'Your question' })
    expect(router.state.location.pathname).toBe('/h5/pages/chat/chatnew')
    vi.unstubAllGlobals()
  })

  it('draws the 404 page for an unknown address, with a way home', async () => {
    const { router } = renderApp('/pages/no/such/page')
    await screen.findByRole('heading', { level: 1, name: 'Page not found' })
    expect(screen.getByText('We could not find that page')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/h5'))
  })

  it('goes to the 404 page when the server reports an unauthorised sub-domain', async () => {
    const { router } = renderApp('/pages/school/school-list')
    await screen.findByRole('heading', { level: 1, name: 'Schools' })
    act(() => signalUnauthorizedSubdomain())
    await screen.findByRole('heading', { level: 1, name: 'Page not found' })
    expect(router.state.location.pathname).toBe('/h5/pages/404')
    expect(screen.getByText('This web address is not linked to an active MapleNest agent app.')).toBeTruthy()
  })

  it('draws the home page at / with the search entry, menu tiles and tabs', async () => {
    const emptyPage = {
      items: [],
      nextCursor: null,
      total: 0,
      vow: { granted: false, need: 'signIn' },
      dataUpdatedAt: null,
    }
    vi.stubGlobal(
      'fetch',
      createFakeApi({ 'GET /house/api/listing/v1/search': () => ({ code: 200, data: emptyPage }) }).fetch,
    )
    renderApp('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your next home' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Search address/ }).getAttribute('href')).toBe('/h5/pages/search/search')
    const linked = {
      Sale: 'toronto/sale/sale-list?roomType=all',
      Rent: 'toronto/lease/lease-list?roomType=all',
      New: 'precons/precons-list',
    }
    for (const [name, path] of Object.entries(linked))
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(`/h5/pages/${path}`)
    expect(screen.getByRole('link', { name: 'Loan' }).getAttribute('href')).toBe('/h5/pages/my/calculate/calculate')
    // The tiles that were greyed lead somewhere real now; More opens the sheet of further tools.
    expect(screen.getByRole('link', { name: 'Market' }).getAttribute('href')).toBe('/h5/pages/market/market')
    expect(screen.getByRole('link', { name: 'Exclusive' }).getAttribute('href')).toBe('/h5/pages/direct/direct-list')
    expect(screen.getByRole('link', { name: 'Univ.' }).getAttribute('href')).toBe('/h5/pages/university/university')
    expect(screen.getByRole('button', { name: 'More' }).getAttribute('aria-haspopup')).toBe('dialog')
    expect(screen.getByRole('tab', { name: 'Latest' })).toBeTruthy()
    expect(await screen.findByText('No new listings to show')).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Main sections' })).toBeTruthy()
    vi.unstubAllGlobals()
  })

  it('draws about-us and the user agreement with their real text', async () => {
    renderApp('/pages/my/agreement/agreement')
    await screen.findByRole('heading', { level: 1, name: 'User agreement' })
    expect(screen.getByText(/personal, non-commercial use only/)).toBeTruthy()
    expect(screen.getByText(/three years/)).toBeTruthy()
    expect(screen.getByText('Last updated 22 Nov 2026')).toBeTruthy()
  })
})

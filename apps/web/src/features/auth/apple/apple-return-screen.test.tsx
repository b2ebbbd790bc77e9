import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../../test/render-screen.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { sessionStore } from '../../../shared/session/index.ts'
import { AppleReturnScreen } from './apple-return-screen.tsx'
import { readAppleAnswer, startAppleSignIn, takeAppleSignIn } from './apple-sign-in.ts'

const RETURN = '/pages/my/public/applewebview'
let server: FakeApi
let apple: { clientId: string } | null

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  apple = { clientId: 'ca.maplenest.web' }
  server = createFakeApi({
    'GET /auth/social': () => ({ code: 200, data: { apple } }),
    'POST /auth/login': () => ({ code: 400, msg: 'Sign-in failed. Try another method.' }),
  })
  vi.stubGlobal('fetch', server.fetch)
  sessionStore.setState({ status: 'visitor', user: null })
  sessionStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
  window.history.replaceState(null, '', '/')
})

/** Apple's answer as the server passes it on: in the fragment of the return page. */
function answer(fragment: string) {
  window.history.replaceState(null, '', `${RETURN}#${fragment}`)
  return renderScreen(RETURN, { [RETURN]: <AppleReturnScreen />, '*': <WhereAmI /> })
}

describe('coming back from Sign in with Apple', () => {
  it('sends Apple the state of this tab and the return page, and accepts that state once, not another', () => {
    const url = new URL(
      startAppleSignIn({
        clientId: 'ca.maplenest.web',
        redirectUrl: '/pages/map/map',
        origin: 'https://maplenest.ca',
        state: 's-1',
        now: 0,
      }),
    )
    expect(url.origin).toBe('https://appleid.apple.com')
    expect(url.searchParams.get('redirect_uri')).toBe('https://maplenest.ca/pages/my/public/applewebview')
    expect(url.searchParams.get('response_mode')).toBe('form_post')
    expect(url.searchParams.get('state')).toBe('s-1')
    expect(takeAppleSignIn('s-2', 1000)).toBeNull()
    startAppleSignIn({ clientId: 'x', redirectUrl: null, origin: 'https://m.ca', state: 's-3', now: 0 })
    expect(takeAppleSignIn('s-3', 11 * 60 * 1000)).toBeNull()
    startAppleSignIn({
      clientId: 'x',
      redirectUrl: '/pages/collect/collect',
      origin: 'https://m.ca',
      state: 's-4',
      now: 0,
    })
    expect(takeAppleSignIn('s-4', 1000)).toEqual({ redirectUrl: '/pages/collect/collect' })
    expect(takeAppleSignIn('s-4', 1000)).toBeNull()
    expect(readAppleAnswer('#state=a&id_token=t', '')).toEqual({ state: 'a', idToken: 't', error: null })
  })

  it('refuses an answer with a state this tab did not send, and signs nobody in', async () => {
    startAppleSignIn({
      clientId: 'ca.maplenest.web',
      redirectUrl: null,
      origin: 'https://m.ca',
      state: 'mine',
      now: Date.now(),
    })
    answer('state=forged&id_token=header.payload.signature')
    expect(await screen.findByText('Sign-in failed. Try another method.')).toBeTruthy()
    expect(server.count('POST', '/auth/login')).toBe(0)
    expect(screen.getByRole('link', { name: 'Sign in another way' }).getAttribute('href')).toBe(
      '/pages/my/public/login',
    )
    // the token leaves the address
    expect(window.location.hash).toBe('')
  })

  it('signs in with the identity token and goes back to the page the person came from', async () => {
    server.route('POST /auth/login', (req) => {
      const body = req.body as Record<string, string>
      if (body.identityToken !== 'header.payload.signature' || body.openLoginType !== 'apple')
        return { code: 400, msg: 'no' }
      return {
        code: 200,
        data: { access_token: 'a', refresh_token: 'r', expire_in: 900, client_id: 'c', userId: 'u1' },
      }
    })
    server.route('GET /house/api/user/v1/:id', () => ({
      code: 200,
      data: { userId: 'u1', userName: 'Lin', type: 'user', avatar: '', email: 'lin@example.ca', phonenumber: '' },
    }))
    startAppleSignIn({
      clientId: 'ca.maplenest.web',
      redirectUrl: '/pages/collect/collect',
      origin: 'https://m.ca',
      state: 's-ok',
      now: Date.now(),
    })
    answer('state=s-ok&id_token=header.payload.signature')
    await waitFor(() => expect(screen.getByText('Now at /pages/collect/collect')).toBeTruthy())
  })

  it('says in Chinese when Apple cancelled, and when the method is not offered here', async () => {
    applyLocale('zh-Hans-CN')
    startAppleSignIn({
      clientId: 'ca.maplenest.web',
      redirectUrl: null,
      origin: 'https://m.ca',
      state: 's-c',
      now: Date.now(),
    })
    const { unmount } = answer('state=s-c&error=user_cancelled_authorize')
    expect(await screen.findByText('通过 Apple 登录未完成，您尚未登录。没有任何更改。')).toBeTruthy()
    unmount()
    apple = null
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
    answer('state=x&id_token=t')
    expect(await screen.findByText('此处无法通过 Apple 登录')).toBeTruthy()
  })
})

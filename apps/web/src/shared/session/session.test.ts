import { describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi, memoryStorage } from '../../../test/fake-api-server.ts'
import { createApiClient } from '../api/client.ts'
import type { UiReactions } from '../api/ui-reactions.ts'
import { createStorage } from '../storage/storage.ts'
import { createSession } from './session.ts'
import { createEventBus, type SessionEventMap } from './session-events.ts'
import { createSessionStore } from './session-store.ts'

const userRecord = (userId: string, type: 'visitor' | 'user' = 'user') => ({
  userId,
  userName: type === 'visitor' ? `Visitor ${userId}` : 'Mei Chen',
  nickname: '',
  avatar: '',
  orgName: '',
  phonenumber: '',
  email: type === 'visitor' ? '' : 'mei@example.ca',
  sex: '0',
  type,
  isBroker: false,
  language: 'en-GB',
  createdAt: '2026-11-01T00:00:00.000Z',
})

/**
 * A server with the auth endpoints the session uses; visitor logins hand out tourist-1, tourist-2, … with refresh
 * tokens tourist-refresh-1, …, and a refresh of a guest's refresh token (any but 'tourist-refresh-revoked') hands out
 * renewed-1, renewed-2, …
 */
function authServer(): FakeApi & { snapshots: Record<string, string>[] } {
  let visitors = 0
  let renewals = 0
  const snapshots: Record<string, string>[] = []
  const server = createFakeApi({
    'POST /auth/login': (req) => {
      const body = req.body as Record<string, string>
      if (body.grantType === 'app') {
        visitors += 1
        return {
          code: 200,
          data: {
            access_token: `tourist-${visitors}`,
            refresh_token: `tourist-refresh-${visitors}`,
            expire_in: 900,
            client_id: body.clientId,
            userId: `v${visitors}`,
          },
        }
      }
      if (body.grantType === 'password' && body.password === 'maplenest-demo') {
        return {
          code: 200,
          data: {
            access_token: 'access-1',
            refresh_token: 'refresh-1',
            expire_in: 900,
            client_id: body.clientId,
            userId: 'u1',
          },
        }
      }
      return { code: 400, msg: 'The account or password is wrong' }
    },
    'POST /auth/refresh': (req) => {
      const token = (req.body as { refresh_token: string }).refresh_token
      if (!token.startsWith('tourist-refresh-') || token === 'tourist-refresh-revoked')
        return { code: 401, msg: 'Your sign-in has expired. Please sign in again.' }
      renewals += 1
      return {
        code: 200,
        data: {
          access_token: `renewed-${renewals}`,
          refresh_token: `tourist-refresh-renewed-${renewals}`,
          member: { userId: 'v9', userName: 'Visitor v9', type: 'visitor' },
        },
      }
    },
    'GET /auth/check': (req) =>
      req.query.get('token') === 'tourist-good'
        ? { code: 200, msg: 'valid', data: { valid: true } }
        : { code: 200, msg: 'invalid', data: { valid: false } },
    'GET /house/api/user/v1/:userId': (req) => ({
      code: 200,
      data: userRecord(req.params.userId!, req.params.userId!.startsWith('v') ? 'visitor' : 'user'),
    }),
    'POST /auth/logout': () => ({ code: 200 }),
  })
  return Object.assign(server, { snapshots })
}

function setup(
  initial: Record<string, string> = {},
  path = '/pages/toronto/sale/sale-list?city=Toronto',
  inAgentApp = false,
) {
  const server = authServer()
  const backend = memoryStorage(initial)
  const storage = createStorage(() => backend, { sleep: async () => {} })
  const toasts: Array<[string, number | undefined]> = []
  const navigations: Array<[string, boolean | undefined]> = []
  const ui: UiReactions = {
    toast: (text, ms) => void toasts.push([text, ms]),
    confirm: async () => true,
    navigate: (to, options) => void navigations.push([to, options?.replace]),
  }
  const api = createApiClient({ fetch: server.fetch, storage, ui, getLocale: () => 'en-GB' })
  const store = createSessionStore(storage)
  const events = createEventBus<SessionEventMap>()
  const heard: string[] = []
  for (const name of ['touristLogin', 'listenerLoginOut', 'homeRefresh', 'login'] as const) {
    events.on(name, () => heard.push(name))
  }
  const scheduled: Array<{ run: () => void; ms: number }> = []
  let ids = 0
  const session = createSession({
    api,
    storage,
    store,
    events,
    ui,
    getLocale: () => 'en-GB',
    currentPath: () => path,
    randomId: () => `id-${++ids}`,
    schedule: (run, ms) => void scheduled.push({ run, ms }),
    log: () => {},
    inAgentApp: () => inAgentApp,
  })
  api.setAuthRenewal({ renewVisitor: session.renewVisitor, signOut: session.logout })
  api.setSessionGate(session.start)
  const keys = () =>
    Object.fromEntries(
      Array.from({ length: backend.length }, (_, i) => backend.key(i)!).map((k) => [k, backend.getItem(k)]),
    )
  return { server, api, backend, storage, store, session, toasts, navigations, heard, scheduled, keys }
}

describe('start (spec §4)', () => {
  it('signs in as a visitor when nothing is stored, and stores exactly the visitor session', async () => {
    const s = setup()
    expect(s.store.getState().status).toBe('booting')
    await s.session.start()

    const login = s.server.requests.find((r) => r.path === '/auth/login')!
    expect(login.body).toEqual({
      clientId: 'id-1',
      grantType: 'app',
      tenantId: '000000',
      type: 'visitor',
      terminalId: 'id-2',
    })
    expect(s.server.requests.find((r) => r.path === '/house/api/user/v1/v1')!.headers.get('authorization')).toBe(
      'Bearer tourist-1',
    )
    const stored = s.keys()
    expect(Object.keys(stored).sort()).toEqual([
      'client_id',
      'terminal_id',
      'tourist_information',
      'tourist_refresh_token',
      'tourist_token',
    ])
    expect(stored.tourist_token).toBe('tourist-1')
    expect(stored.tourist_refresh_token).toBe('tourist-refresh-1')
    expect(JSON.parse(stored.tourist_information!)).toMatchObject({
      access_token: 'tourist-1',
      userId: 'v1',
      user: { type: 'visitor' },
    })
    expect(s.store.getState()).toEqual({ status: 'visitor', user: null })
    expect(s.heard).toEqual(['touristLogin', 'listenerLoginOut', 'homeRefresh'])
  })

  it("tells a first-time visitor 'Browsing as a guest' for 4 s after a short delay and relaunches the page", async () => {
    const s = setup()
    await s.session.start()
    expect(s.toasts).toEqual([])
    expect(s.scheduled).toHaveLength(1)
    s.scheduled[0]!.run()
    expect(s.toasts).toEqual([['Browsing as a guest', 4000]])
    expect(s.navigations).toEqual([['/pages/toronto/sale/sale-list?city=Toronto', true]])
  })

  it("leaves the guest notice to an agent's app, whose own welcome greets a new visitor", async () => {
    const s = setup({}, '/pages/home', true)
    await s.session.start()
    for (const job of s.scheduled) job.run()
    expect(s.toasts).toEqual([])
    expect(s.keys().tourist_token).toBe('tourist-1')
  })

  it.each(['/pages/my/public/login?redirectUrl=%2F', '/pages/my/public/register'])(
    'shows no guest notice over a sign-in or registration form, and leaves the form as it is (%s)',
    async (path) => {
      const s = setup({}, path)
      await s.session.start()
      for (const job of s.scheduled) job.run()
      expect(s.toasts).toEqual([])
      expect(s.navigations).toEqual([])
      expect(s.keys().tourist_token).toBe('tourist-1')
    },
  )

  it('replaces a guest token that died with no refresh token to renew it, without a new notice', async () => {
    const s = setup({ tourist_token: 'tourist-expired' })
    await s.session.start()
    expect(s.keys().tourist_token).toBe('tourist-1')
    // what the API client calls when a guest's call answers 401
    await s.session.renewVisitor()
    expect(s.server.count('POST', '/auth/refresh')).toBe(1)
    expect(s.keys().tourist_token).toBe('renewed-1')
    for (const job of s.scheduled) job.run()
    expect(s.toasts).toEqual([])
    expect(s.navigations).toEqual([])
  })

  it("renews a guest's dead token with their refresh token and keeps the half-filled demand and everything else", async () => {
    const draft = '{"school":"University of Toronto","budgetMax":1800}'
    const s = setup({
      tourist_token: 'tourist-expired',
      tourist_refresh_token: 'tourist-refresh-7',
      tourist_information: '{"access_token":"tourist-expired","client_id":"client-1","userId":"v7"}',
      client_id: 'client-1',
      rentalDemandDraft: draft,
      searchHistory: '["North York"]',
      imHistory: '[1,2]',
    })
    await s.session.start()
    const refresh = s.server.requests.find((r) => r.path === '/auth/refresh')!
    expect(refresh.body).toEqual({ group: 'client-1', refresh_token: 'tourist-refresh-7' })
    expect(s.server.count('POST', '/auth/login')).toBe(0)
    const stored = s.keys()
    expect(stored.tourist_token).toBe('renewed-1')
    expect(stored.tourist_refresh_token).toBe('tourist-refresh-renewed-1')
    expect(JSON.parse(stored.tourist_information!)).toEqual({
      access_token: 'renewed-1',
      client_id: 'client-1',
      userId: 'v7',
    })
    expect(stored.rentalDemandDraft).toBe(draft)
    expect(stored.searchHistory).toBe('["North York"]')
    expect(stored.imHistory).toBe('[1,2]')
    expect(s.store.getState()).toEqual({ status: 'visitor', user: null })
    expect(s.scheduled).toEqual([])
  })

  it('renews a guest token that answers 401 mid-visit and replays the call with the renewed token', async () => {
    const s = setup({
      tourist_token: 'tourist-good',
      tourist_refresh_token: 'tourist-refresh-3',
      rentalDemandDraft: '{}',
    })
    await s.session.start()
    s.backend.setItem('tourist_token', 'tourist-idle')
    s.server.route('GET /house/api/rental/v1/demands/mine', (req) =>
      req.headers.get('authorization') === 'Bearer renewed-1'
        ? { code: 200, data: [] }
        : { code: 401, msg: 'Your sign-in has expired. Please sign in again.' },
    )
    expect(await s.api.get('/house/api/rental/v1/demands/mine')).toEqual([])
    expect(s.server.count('POST', '/auth/refresh')).toBe(1)
    expect(s.server.count('POST', '/auth/login')).toBe(0)
    expect(s.keys().rentalDemandDraft).toBe('{}')
  })

  it("starts a new guest when the refresh is refused, keeping the guest's drafts and searches but nothing else", async () => {
    const draft = '{"school":"UBC"}'
    const s = setup({
      tourist_token: 'tourist-expired',
      tourist_refresh_token: 'tourist-refresh-revoked',
      rentalDemandDraft: draft,
      searchHistory: '["Richmond"]',
      searchPlaces: '{}',
      compareBasket: '["W1234567"]',
      imHistory: '[1,2]',
    })
    await s.session.start()
    expect(s.server.count('POST', '/auth/refresh')).toBe(1)
    expect(s.server.count('POST', '/auth/login')).toBe(1)
    const stored = s.keys()
    expect(stored.tourist_token).toBe('tourist-1')
    expect(stored.tourist_refresh_token).toBe('tourist-refresh-1')
    expect(stored.rentalDemandDraft).toBe(draft)
    expect(stored.searchHistory).toBe('["Richmond"]')
    expect(stored.searchPlaces).toBe('{}')
    expect(stored.compareBasket).toBe('["W1234567"]')
    expect(stored).not.toHaveProperty('imHistory')
    for (const job of s.scheduled) job.run()
    expect(s.toasts).toEqual([])
  })

  it('keeps the guest token when the refresh gets no answer: no answer is no verdict', async () => {
    const s = setup({ tourist_token: 'tourist-expired', tourist_refresh_token: 'tourist-refresh-4', imHistory: '[1]' })
    s.server.route('POST /auth/refresh', () => ({
      code: 503,
      msg: 'The server is busy. Please try again in a moment.',
    }))
    await s.session.start()
    expect(s.server.count('POST', '/auth/login')).toBe(0)
    expect(s.keys().tourist_refresh_token).toBe('tourist-refresh-4')
    expect(s.keys().imHistory).toBe('[1]')
    expect(s.store.getState().status).toBe('visitor')
  })

  it('shares one renewal among calls that meet a dead guest token at the same time', async () => {
    const s = setup({ tourist_token: 'tourist-good', tourist_refresh_token: 'tourist-refresh-5' })
    await s.session.start()
    s.backend.setItem('tourist_token', 'tourist-idle')
    let releaseRefresh = () => {}
    const refreshHeld = new Promise<void>((resolve) => {
      releaseRefresh = resolve
    })
    s.server.route('POST /auth/refresh', async () => {
      await refreshHeld
      return { code: 200, data: { access_token: 'renewed-1', refresh_token: 'tourist-refresh-renewed-1' } }
    })
    const answer = (req: { headers: Headers }) =>
      req.headers.get('authorization') === 'Bearer renewed-1'
        ? { code: 200, data: { ok: true } }
        : { code: 401, msg: 'Your sign-in has expired. Please sign in again.' }
    s.server.route('GET /house/api/notice/v1/counts', answer)
    s.server.route('GET /house/api/compare/v1', answer)
    const calls = Promise.all([
      s.api.get('/house/api/notice/v1/counts'),
      s.api.get('/house/api/compare/v1'),
      s.session.renewVisitor(),
    ])
    await new Promise((r) => setTimeout(r, 10))
    releaseRefresh()
    const [counts, basket] = await calls
    expect(counts).toEqual({ ok: true })
    expect(basket).toEqual({ ok: true })
    expect(s.server.count('POST', '/auth/refresh')).toBe(1)
    expect(s.keys().tourist_token).toBe('renewed-1')
  })

  it('lets a sign-in made while the visitor login is still running win, with no tourist notice afterwards', async () => {
    const s = setup()
    // the visitor's record arrives only after the person has pressed "Sign in"
    let releaseVisitor = () => {}
    const visitorRecordHeld = new Promise<void>((resolve) => {
      releaseVisitor = resolve
    })
    s.server.route('GET /house/api/user/v1/:userId', async (req) => {
      if (req.params.userId === 'v1') await visitorRecordHeld
      const id = req.params.userId!
      return { code: 200, data: userRecord(id, id.startsWith('v') ? 'visitor' : 'user') }
    })
    const starting = s.session.start()
    await new Promise((r) => setTimeout(r, 10))
    const signingIn = s.session.signIn({
      grantType: 'password',
      username: 'mei@example.ca',
      password: 'maplenest-demo',
    })
    await new Promise((r) => setTimeout(r, 10))
    releaseVisitor()
    await Promise.all([starting, signingIn])
    const stored = s.keys()
    expect(stored.accessToken).toBe('access-1')
    expect(stored).not.toHaveProperty('tourist_token')
    expect(s.store.getState().status).toBe('user')
    for (const job of s.scheduled) job.run()
    expect(s.toasts).toEqual([])
    expect(s.navigations).toEqual([])
  })

  it('clears storage except the agent app and the device ids before a visitor login', async () => {
    const s = setup({
      appIdinfo: '{"appId":"a1","agentUserId":"ag1"}',
      agentUserId: 'ag1',
      client_id: 'client-keep',
      imHistory: '[1,2]',
      contacts: '[]',
      accessToken: 'stale',
    })
    await s.session.start()
    const stored = s.keys()
    expect(stored.appIdinfo).toBe('{"appId":"a1","agentUserId":"ag1"}')
    expect(stored.agentUserId).toBe('ag1')
    expect(stored.client_id).toBe('client-keep')
    expect(stored).not.toHaveProperty('imHistory')
    expect(stored).not.toHaveProperty('contacts')
    expect(stored).not.toHaveProperty('accessToken')
  })

  it('keeps a tourist token the server calls valid', async () => {
    const s = setup({ tourist_token: 'tourist-good', tourist_information: '{"userId":"v9"}' })
    expect(s.store.getState().status).toBe('visitor')
    await s.session.start()
    expect(s.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /auth/check'])
    expect(s.keys().tourist_token).toBe('tourist-good')
  })

  it("starts a new visitor login when the check answers anything but 'valid'", async () => {
    const s = setup({ tourist_token: 'tourist-expired', imHistory: '[]' })
    await s.session.start()
    expect(s.server.requests[0]!.query.get('token')).toBe('tourist-expired')
    expect(s.server.count('POST', '/auth/login')).toBe(1)
    expect(s.keys().tourist_token).toBe('tourist-1')
    expect(s.keys()).not.toHaveProperty('imHistory')
  })

  it('restores a signed-in person from storage at once, then confirms it with /getInfo and the token verify call', async () => {
    const s = setup({ accessToken: 'access-1', user_information: JSON.stringify(userRecord('u1')) })
    s.server.route('GET /getInfo', () => ({ code: 200, data: { user: { ...userRecord('u1'), avatar: '/new.webp' } } }))
    s.server.route('GET /auth/verify', (req) => ({
      code: 200,
      msg: 'valid',
      data: { token: req.query.get('token'), userId: 'u1', expiresAt: '2030-01-01T00:00:00Z' },
    }))
    expect(s.store.getState().status).toBe('user')
    await s.session.start()
    expect(s.store.getState().user?.userId).toBe('u1')
    await vi.waitFor(() => expect(s.server.count('GET', '/auth/verify')).toBe(1))
    expect(s.server.requests.find((r) => r.path === '/auth/verify')!.query.get('token')).toBe('access-1')
    await vi.waitFor(() => expect(s.store.getState().user?.avatar).toBe('/new.webp'))
    expect(s.store.getState().status).toBe('user')
  })

  it('signs out a stored sign-in whose token verify answer has no data.token (spec §7)', async () => {
    const s = setup({ accessToken: 'access-1', user_information: JSON.stringify(userRecord('u1')) })
    s.server.route('GET /getInfo', () => ({ code: 200, data: { user: userRecord('u1') } }))
    s.server.route('GET /auth/verify', () => ({ code: 200, msg: 'invalid', data: null }))
    await s.session.start()
    await vi.waitFor(() => expect(s.store.getState().status).toBe('visitor'))
    expect(s.keys().accessToken).toBeUndefined()
    expect(s.keys().isLogout).toBe('true')
  })

  it('finishes a visitor login even when the visitor record answers 401', async () => {
    const s = setup()
    s.server.route('GET /house/api/user/v1/:userId', () => ({
      code: 401,
      msg: 'Your sign-in has expired. Please sign in again.',
    }))
    await s.session.start()
    expect(s.server.count('POST', '/auth/login')).toBe(1)
    expect(s.keys().tourist_token).toBe('tourist-1')
    expect(s.store.getState().status).toBe('visitor')
  })

  it('starts once however many callers ask', async () => {
    const s = setup()
    await Promise.all([s.session.start(), s.session.start(), s.session.start()])
    expect(s.server.count('POST', '/auth/login')).toBe(1)
  })
})

describe('sign-in', () => {
  it('stores the tokens and the user, drops the tourist session and sets isLogout false', async () => {
    const s = setup()
    await s.session.start()
    const user = await s.session.signIn({
      grantType: 'password',
      username: 'buyer@demo.maplenest.ca',
      password: 'maplenest-demo',
    })
    expect(user.userId).toBe('u1')
    const stored = s.keys()
    expect(stored.accessToken).toBe('access-1')
    expect(stored['App-Token']).toBe('access-1')
    expect(stored.refreshToken).toBe('refresh-1')
    expect(JSON.parse(stored.user_information!)).toMatchObject({ userId: 'u1', email: 'mei@example.ca' })
    expect(JSON.parse(stored.userInfo!)).toEqual({ userId: 'u1', userName: 'Mei Chen', avatar: '', orgName: '' })
    expect(stored.isLogout).toBe('false')
    expect(stored).not.toHaveProperty('tourist_token')
    expect(stored).not.toHaveProperty('tourist_refresh_token')
    expect(stored).not.toHaveProperty('tourist_information')
    expect(s.store.getState()).toMatchObject({ status: 'user', user: { userId: 'u1' } })
    const userFetch = s.server.requests.filter((r) => r.path === '/house/api/user/v1/u1')
    expect(userFetch[0]!.headers.get('authorization')).toBe('Bearer access-1')
  })

  it('leaves the visitor session untouched when the password is wrong', async () => {
    const s = setup()
    await s.session.start()
    const error = await s.session
      .signIn({ grantType: 'password', username: 'a@b.ca', password: 'nope-nope' })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 400, msg: 'The account or password is wrong' })
    expect(s.keys().tourist_token).toBe('tourist-1')
    expect(s.store.getState().status).toBe('visitor')
  })

  it('returns to the redirectUrl, else the remembered page, else the main page', () => {
    const s = setup({ backToPage: '/pages/my/appt/my-appt?tab=pending' })
    expect(s.session.takeReturnPath('/pages/collect/collect?x=1')).toBe('/pages/collect/collect?x=1')
    expect(s.keys()).not.toHaveProperty('backToPage')
    s.backend.setItem('backToPage', '/pages/my/appt/my-appt?tab=pending')
    expect(s.session.takeReturnPath(null)).toBe('/pages/my/appt/my-appt?tab=pending')
    expect(s.session.takeReturnPath(null)).toBe('/')
    expect(s.session.takeReturnPath('https://evil.example/')).toBe('/')
    expect(s.session.takeReturnPath('//evil.example/')).toBe('/')
  })
})

describe('logout (spec §4)', () => {
  const signedIn = {
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    'App-Token': 'access-1',
    user: '{"userId":"u1"}',
    user_information: JSON.stringify(userRecord('u1')),
    userInfo: '{"userId":"u1"}',
    Userprofile: '{}',
    apptUserName: 'Mei',
    apptPhone: '4165550123',
    apptEmail: 'mei@example.ca',
    apptWebChat: 'mei_wx',
    notifyNum: '3',
    cartNum: '1',
    imNoRead: '2',
    isLogout: 'false',
    client_id: 'client-1',
    appIdinfo: '{"appId":"a1"}',
    exchange_rate_info: '{"CAD":5.1}',
    language_state: '1',
    rentalDemandDraft: '{"name":"Mei Chen"}',
    searchHistory: '["Markham"]',
  }

  it('clears tokens, user info and appointment contact fields, sets isLogout and remembers the page', async () => {
    const s = setup(signedIn, '/pages/my/setup/setup')
    let atVisitorLogin: Record<string, string | null> = {}
    s.server.route('POST /auth/login', (req) => {
      atVisitorLogin = s.keys()
      return {
        code: 200,
        data: {
          access_token: 'tourist-1',
          refresh_token: '',
          expire_in: 900,
          client_id: (req.body as { clientId: string }).clientId,
          userId: 'v1',
        },
      }
    })
    await s.session.start()
    await s.session.logout()

    const logoutCall = s.server.requests.find((r) => r.path === '/auth/logout')!
    expect(logoutCall.headers.get('authorization')).toBe('Bearer access-1')
    // What logout itself leaves behind, seen when the fresh visitor login is sent:
    expect(atVisitorLogin).toEqual({
      isLogout: 'true',
      backToPage: '/pages/my/setup/setup',
      client_id: 'client-1',
      appIdinfo: '{"appId":"a1"}',
      language_state: '1',
      terminal_id: 'id-1',
    })
    // …and a fresh visitor session follows, keeping the logout notes.
    const after = s.keys()
    expect(after.isLogout).toBe('true')
    expect(after.backToPage).toBe('/pages/my/setup/setup')
    expect(after.tourist_token).toBe('tourist-1')
    // the account's draft and searches are not handed to the guest who follows
    expect(after).not.toHaveProperty('rentalDemandDraft')
    expect(after).not.toHaveProperty('searchHistory')
    expect(s.store.getState().status).toBe('visitor')
    expect(s.heard).toContain('listenerLoginOut')
  })

  it('removes the logout keys before the visitor login clears the rest', async () => {
    const s = setup(signedIn)
    let seen: Record<string, string | null> = {}
    s.server.route('POST /auth/logout', () => {
      seen = s.keys()
      return { code: 200 }
    })
    await s.session.logout()
    expect(seen.accessToken).toBe('access-1')
    expect(s.keys()).not.toHaveProperty('accessToken')
    expect(s.keys()).not.toHaveProperty('apptPhone')
  })

  it('signs out without a call when the server has ended every sign-in already (a cancelled account)', async () => {
    const s = setup(signedIn)
    await s.session.logout({ endedByServer: true })
    expect(s.server.count('POST', '/auth/logout')).toBe(0)
    expect(s.keys()).not.toHaveProperty('accessToken')
    expect(s.keys().isLogout).toBe('true')
    expect(s.store.getState().status).toBe('visitor')
  })
})

describe('another tab', () => {
  it('follows a sign-out made in another tab', async () => {
    const s = setup({ accessToken: 'access-1', user_information: JSON.stringify(userRecord('u1')) })
    await s.session.start()
    s.backend.removeItem('accessToken')
    s.backend.removeItem('user_information')
    s.backend.setItem('tourist_token', 'tourist-9')
    s.session.syncFromStorage()
    expect(s.store.getState()).toEqual({ status: 'visitor', user: null })
    expect(s.heard).toEqual(['listenerLoginOut'])
  })
})

import type { Locale } from '@maplenest/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi, memoryStorage, never } from '../../../test/fake-api-server.ts'
import { createStorage, type TypedStorage } from '../storage/storage.ts'
import { ApiError, isConnectionProblem } from './api-error.ts'
import { type ApiClient, type AuthRenewal, createApiClient } from './client.ts'
import type { UiReactions } from './ui-reactions.ts'

interface Harness {
  server: FakeApi
  storage: TypedStorage
  ui: UiReactions & { toasts: string[]; confirms: string[]; paths: string[] }
  client: ApiClient
  online: { value: boolean }
  locale: { value: Locale }
}

function setup(options: { confirm?: boolean; now?: () => number } = {}): Harness {
  const server = createFakeApi()
  const backend = memoryStorage()
  const storage = createStorage(() => backend, { sleep: async () => {} })
  const toasts: string[] = []
  const confirms: string[] = []
  const paths: string[] = []
  const ui = {
    toasts,
    confirms,
    paths,
    toast: (text: string) => void toasts.push(text),
    confirm: async (text: string) => {
      confirms.push(text)
      return options.confirm ?? true
    },
    navigate: (path: string) => void paths.push(path),
  }
  const online = { value: true }
  const locale = { value: 'en-GB' as Locale }
  const client = createApiClient({
    fetch: server.fetch,
    storage,
    ui,
    getLocale: () => locale.value,
    isOnline: () => online.value,
    deviceHeaders: () => ({ 'device-name': 'iPhone', width: '375', height: '812', os: 'ios', 'os-version': '18.1' }),
    ...(options.now ? { now: options.now } : {}),
  })
  return { server, storage, ui, client, online, locale }
}

describe('request headers', () => {
  it('sends the tourist token when there is one, even if an access token is stored', async () => {
    const h = setup()
    h.server.route('GET /house/api/ping', () => ({ code: 200, data: 'pong' }))
    await h.storage.set('tourist_token', 'tourist-1')
    await h.storage.set('accessToken', 'access-1')
    await h.client.get('/house/api/ping')
    expect(h.server.requests[0]!.headers.get('authorization')).toBe('Bearer tourist-1')
  })

  it('sends the stored access token when there is no tourist token', async () => {
    const h = setup()
    h.server.route('GET /house/api/ping', () => ({ code: 200 }))
    await h.storage.set('accessToken', 'access-1')
    await h.client.get('/house/api/ping')
    expect(h.server.requests[0]!.headers.get('authorization')).toBe('Bearer access-1')
  })

  it('sends no Authorization on paths containing /code', async () => {
    const h = setup()
    h.server.route('POST /auth/code/email', () => ({ code: 200 }))
    await h.storage.set('accessToken', 'access-1')
    await h.client.post('/auth/code/email', { email: 'a@b.ca', purpose: 'login' })
    expect(h.server.requests[0]!.headers.has('authorization')).toBe(false)
  })

  it('sends clientid, the current language and the device headers', async () => {
    const h = setup()
    h.server.route('GET /house/api/ping', () => ({ code: 200 }))
    await h.storage.set('client_id', 'client-abc')
    h.locale.value = 'zh-Hans-CN'
    await h.client.get('/house/api/ping')
    const headers = h.server.requests[0]!.headers
    expect(headers.get('clientid')).toBe('client-abc')
    expect(headers.get('language')).toBe('zh-Hans-CN')
    expect(headers.get('device-name')).toBe('iPhone')
    expect(headers.get('os-version')).toBe('18.1')
  })

  it('puts query parameters on the address and JSON bodies in the body', async () => {
    const h = setup()
    h.server.route('POST /house/api/echo', (req) => ({ code: 200, data: { q: req.query.get('q'), body: req.body } }))
    const data = await h.client.post('/house/api/echo', { a: 1 }, { query: { q: 'condo', skip: undefined } })
    expect(data).toEqual({ q: 'condo', body: { a: 1 } })
    expect(h.server.requests[0]!.headers.get('content-type')).toBe('application/json')
  })

  it('lets a call outlive the page only when asked (a log sent as the person moves on)', async () => {
    const h = setup()
    const inits: (RequestInit | undefined)[] = []
    const client = createApiClient({
      fetch: (input, init) => {
        inits.push(init)
        return h.server.fetch(input, init)
      },
      storage: h.storage,
      ui: h.ui,
      getLocale: () => 'en-GB',
      isOnline: () => true,
      deviceHeaders: () => ({}),
    })
    h.server.route('POST /house/s/v1/addLog', () => ({ code: 200, data: null }))
    await client.post('/house/s/v1/addLog', { operationContent: 'view:C1' }, { keepalive: true })
    await client.post('/house/s/v1/addLog', { operationContent: 'view:C2' })
    expect(inits.map((init) => init?.keepalive)).toEqual([true, undefined])
  })
})

describe('duplicate calls within 300 ms', () => {
  it('sends two identical calls once; both callers get the answer', async () => {
    const h = setup()
    h.server.route('POST /house/api/search', () => ({ code: 200, data: ['a'] }))
    const [a, b] = await Promise.all([
      h.client.post('/house/api/search', { city: 'Toronto' }),
      h.client.post('/house/api/search', { city: 'Toronto' }),
    ])
    expect(h.server.count('POST', '/house/api/search')).toBe(1)
    expect(a).toEqual(['a'])
    expect(b).toEqual(['a'])
  })

  it('sends calls with different bodies separately', async () => {
    const h = setup()
    h.server.route('POST /house/api/search', () => ({ code: 200, data: [] }))
    await Promise.all([
      h.client.post('/house/api/search', { city: 'Toronto' }),
      h.client.post('/house/api/search', { city: 'Vancouver' }),
    ])
    expect(h.server.count('POST', '/house/api/search')).toBe(2)
  })

  it('keeps the shared call for a caller that stays when the other one leaves', async () => {
    const h = setup()
    let answer!: (reply: { code: number; data: string }) => void
    h.server.route('GET /house/api/list', () => new Promise((resolve) => (answer = resolve)))
    const leaving = new AbortController()
    const left = h.client.get('/house/api/list', { signal: leaving.signal }).catch((e: unknown) => e)
    const stays = h.client.get('/house/api/list', { signal: new AbortController().signal })
    leaving.abort()
    expect(await left).toMatchObject({ name: 'AbortError' })
    answer({ code: 200, data: 'rows' })
    await expect(stays).resolves.toBe('rows')
    expect(h.server.count('GET', '/house/api/list')).toBe(1)
  })

  it('cancels the request once every caller left, and sends the same call afresh right after', async () => {
    const h = setup()
    const seen: AbortSignal[] = []
    h.server.route('GET /house/api/list', (req) => {
      seen.push(req.signal)
      return seen.length === 1 ? never(req) : { code: 200, data: 'rows' }
    })
    const first = new AbortController()
    const cancelled = h.client.get('/house/api/list', { signal: first.signal }).catch((e: unknown) => e)
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    first.abort()
    expect(await cancelled).toMatchObject({ name: 'AbortError' })
    expect(seen[0]!.aborted).toBe(true)
    await expect(h.client.get('/house/api/list', { signal: new AbortController().signal })).resolves.toBe('rows')
    expect(h.server.count('GET', '/house/api/list')).toBe(2)
    expect(h.ui.toasts).toEqual([])
  })

  it('sends the same call again once 300 ms have passed', async () => {
    let clock = 1_000
    const h = setup({ now: () => clock })
    h.server.route('GET /house/api/ping', () => ({ code: 200 }))
    await h.client.get('/house/api/ping')
    clock += 299
    await h.client.get('/house/api/ping')
    expect(h.server.count('GET', '/house/api/ping')).toBe(1)
    clock += 1
    await h.client.get('/house/api/ping')
    expect(h.server.count('GET', '/house/api/ping')).toBe(2)
  })

  it('reads afresh after a write has landed, even within 300 ms', async () => {
    const clock = 1_000
    const h = setup({ now: () => clock })
    let ids: string[] = []
    h.server.route('GET /house/api/ids', () => ({ code: 200, data: ids }))
    h.server.route('POST /house/api/save', () => {
      ids = ['C1']
      return { code: 200 }
    })
    await expect(h.client.get('/house/api/ids')).resolves.toEqual([])
    await h.client.post('/house/api/save', { id: 'C1' })
    await expect(h.client.get('/house/api/ids')).resolves.toEqual(['C1'])
    expect(h.server.count('GET', '/house/api/ids')).toBe(2)
  })
})

describe('time-out', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('gives up after 60 s with the network-error text', async () => {
    const h = setup()
    h.server.route('GET /house/api/slow', never)
    const call = h.client.get('/house/api/slow')
    const outcome = call.then(
      () => 'resolved',
      (e: unknown) => e,
    )
    await vi.advanceTimersByTimeAsync(59_999)
    expect(h.ui.toasts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 0, kind: 'timeout' })
    expect(h.ui.toasts).toEqual(['The connection failed. Please try again.'])
  })
})

describe('error catalogue (spec §8)', () => {
  it.each([
    [400, 'field x is odd', 'This request is not valid'],
    [403, 'nope', 'You are not allowed to do this'],
    [405, 'nope', 'You are not allowed to do this'],
    [404, 'Listing not found', 'Listing not found'],
    [429, 'slow down', 'Too many requests. Please wait a moment and try again.'],
    [500, 'Database is asleep', 'Database is asleep'],
    [503, 'Under maintenance', 'Under maintenance'],
  ])('code %i toasts %j and rejects with the envelope', async (code, msg, shown) => {
    const h = setup()
    h.server.route('GET /house/api/thing', () => ({ code, msg, data: { why: 1 } }))
    const error = await h.client.get('/house/api/thing').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code, msg, data: { why: 1 }, kind: 'server' })
    expect(h.ui.toasts).toEqual([shown])
  })

  it('shows the catalogue text in the current language', async () => {
    const h = setup()
    h.locale.value = 'zh-Hans-CN'
    h.server.route('GET /house/api/thing', () => ({ code: 429, msg: 'x' }))
    await h.client.get('/house/api/thing').catch(() => {})
    expect(h.ui.toasts).toEqual(['请求过于频繁，请稍后再试'])
  })

  it('resolves the data of 200 and 201', async () => {
    const h = setup()
    h.server.route('POST /auth/register', () => ({ code: 201, data: { userId: 'u1' } }))
    await expect(h.client.post('/auth/register', {})).resolves.toEqual({ userId: 'u1' })
  })

  it('lets a form opt out of the toast and read the server message', async () => {
    const h = setup()
    h.server.route('POST /auth/login', () => ({ code: 400, msg: 'The account or password is wrong' }))
    const error = await h.client.post('/auth/login', {}, { toast: false }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 400, msg: 'The account or password is wrong' })
    expect(h.ui.toasts).toEqual([])
  })

  it("signals the 404 page on 'Unauthorized subdomain' instead of a toast", async () => {
    const h = setup()
    const seen = vi.fn()
    window.addEventListener('maplenest:unauthorized-subdomain', seen)
    h.server.route('GET /house/api/pdf/test', () => ({ code: 403, msg: 'Unauthorized subdomain' }))
    await h.client.get('/house/api/pdf/test').catch(() => {})
    window.removeEventListener('maplenest:unauthorized-subdomain', seen)
    expect(seen).toHaveBeenCalledTimes(1)
    expect(h.ui.toasts).toEqual([])
  })
})

describe('transport failure', () => {
  it('toasts the localised network error when online', async () => {
    const h = setup()
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      storage: h.storage,
      ui: h.ui,
      getLocale: () => 'zh-Hans-CN',
      isOnline: () => true,
    })
    const error = await client.get('/house/api/ping').catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 0, kind: 'network', msg: '网络错误，请重试' })
    expect(h.ui.toasts).toEqual(['网络错误，请重试'])
  })

  it('says whether the network answered each request: a 502 is an answer, a failed fetch is none, a timeout neither', async () => {
    const h = setup()
    const told: boolean[] = []
    const answers = [
      () => Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 502 })),
      () => Promise.reject(new TypeError('Failed to fetch')),
      // no answer before the client gives up and aborts
      (signal: AbortSignal) =>
        new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    ]
    const client = createApiClient({
      fetch: (_url, init) => answers.shift()!(init!.signal!),
      storage: h.storage,
      ui: h.ui,
      getLocale: () => 'en-GB',
      isOnline: () => true,
      timeoutMs: 50,
      onTransport: (answered) => void told.push(answered),
    })
    for (const path of ['/house/api/a', '/house/api/b', '/house/api/c']) await client.get(path).catch(() => {})
    expect(told).toEqual([true, false])
  })

  it('reads a proxy page of 502 as the server failing, not as a connection problem', async () => {
    const h = setup()
    const client = createApiClient({
      fetch: async () => new Response('<html>Bad Gateway</html>', { status: 502 }),
      storage: h.storage,
      ui: h.ui,
      getLocale: () => 'en-GB',
      isOnline: () => true,
    })
    const error = await client.get('/house/api/ping').catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 502, kind: 'server' })
    expect(isConnectionProblem(error)).toBe(false)
  })

  it('reads an answer cut off on its way as a connection problem', async () => {
    const h = setup()
    const body = new ReadableStream({ start: (controller) => controller.error(new TypeError('network error')) })
    const client = createApiClient({
      fetch: async () => new Response(body, { status: 200 }),
      storage: h.storage,
      ui: h.ui,
      getLocale: () => 'en-GB',
      isOnline: () => true,
    })
    const error = await client.get('/house/api/ping').catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 0, kind: 'network' })
    expect(isConnectionProblem(error)).toBe(true)
  })

  it('stays quiet when the device is offline', async () => {
    const h = setup()
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      storage: h.storage,
      ui: h.ui,
      getLocale: () => 'en-GB',
      isOnline: () => false,
    })
    const error = await client.get('/house/api/ping').catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 0, kind: 'offline' })
    expect(h.ui.toasts).toEqual([])
  })
})

describe('401: one refresh, queued replay (spec §4)', () => {
  function signedIn(h: Harness, renewal: Partial<AuthRenewal> = {}) {
    const signOut = vi.fn(async () => {
      h.storage.remove('accessToken', 'refreshToken')
    })
    const handlers = { signOut, renewVisitor: vi.fn(async () => {}), ...renewal }
    h.client.setAuthRenewal(handlers)
    for (const path of ['/house/api/a', '/house/api/b', '/house/api/c']) {
      h.server.route(`GET ${path}`, (req) =>
        req.headers.get('authorization') === 'Bearer access-2'
          ? { code: 200, data: path }
          : { code: 401, msg: 'Your sign-in has expired. Please sign in again.' },
      )
    }
    return handlers
  }

  it('refreshes once for three concurrent 401s and replays all three', async () => {
    const h = setup()
    await h.storage.set('accessToken', 'access-1')
    await h.storage.set('refreshToken', 'refresh-1')
    await h.storage.set('client_id', 'client-abc')
    signedIn(h)
    h.server.route('POST /auth/refresh', async (req) => {
      await new Promise((r) => setTimeout(r, 5))
      return req.body && (req.body as { refresh_token: string }).refresh_token === 'refresh-1'
        ? {
            code: 200,
            data: {
              access_token: 'access-2',
              refresh_token: 'refresh-2',
              member: { userId: 'u1', userName: 'A', type: 'user' },
            },
          }
        : { code: 401 }
    })
    const results = await Promise.all([
      h.client.get('/house/api/a'),
      h.client.get('/house/api/b'),
      h.client.get('/house/api/c'),
    ])
    expect(results).toEqual(['/house/api/a', '/house/api/b', '/house/api/c'])
    expect(h.server.count('POST', '/auth/refresh')).toBe(1)
    expect(h.server.requests.find((r) => r.path === '/auth/refresh')!.body).toEqual({
      group: 'client-abc',
      refresh_token: 'refresh-1',
    })
    for (const path of ['/house/api/a', '/house/api/b', '/house/api/c']) expect(h.server.count('GET', path)).toBe(2)
    expect(h.storage.get('accessToken')).toBe('access-2')
    expect(h.storage.get('App-Token')).toBe('access-2')
    expect(h.storage.get('refreshToken')).toBe('refresh-2')
    expect(h.storage.get('user')).toEqual({ userId: 'u1', userName: 'A', type: 'user' })
    expect(h.ui.toasts).toEqual([])
  })

  it('signs out and asks to go to login when the refresh itself gets 401', async () => {
    const h = setup({ confirm: true })
    await h.storage.set('accessToken', 'access-1')
    await h.storage.set('refreshToken', 'refresh-1')
    const { signOut } = signedIn(h)
    h.server.route('POST /auth/refresh', () => ({ code: 401, msg: 'Your sign-in has expired. Please sign in again.' }))
    const outcomes = await Promise.allSettled([
      h.client.get('/house/api/a'),
      h.client.get('/house/api/b'),
      h.client.get('/house/api/c'),
    ])
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected'])
    expect(outcomes[0]).toMatchObject({ reason: { code: 401 } })
    expect(h.server.count('POST', '/auth/refresh')).toBe(1)
    expect(signOut).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(h.ui.paths).toEqual(['/pages/my/public/login']))
    expect(h.ui.confirms).toEqual(['Your sign-in has expired. Go to the sign-in page?'])
    expect(h.ui.toasts).toEqual([])
  })

  it('stays on the page when the person declines the session-expired question', async () => {
    const h = setup({ confirm: false })
    await h.storage.set('accessToken', 'access-1')
    await h.storage.set('refreshToken', 'refresh-1')
    signedIn(h)
    h.server.route('POST /auth/refresh', () => ({ code: 401 }))
    await h.client.get('/house/api/a').catch(() => {})
    await vi.waitFor(() => expect(h.ui.confirms).toHaveLength(1))
    expect(h.ui.paths).toEqual([])
  })

  it('signs out and goes to login when there is no refresh token', async () => {
    const h = setup()
    await h.storage.set('accessToken', 'access-1')
    const { signOut } = signedIn(h)
    await expect(h.client.get('/house/api/a')).rejects.toMatchObject({ code: 401 })
    expect(signOut).toHaveBeenCalledTimes(1)
    expect(h.server.count('POST', '/auth/refresh')).toBe(0)
    expect(h.ui.paths).toEqual(['/pages/my/public/login'])
    expect(h.ui.confirms).toEqual([])
  })

  it('gives a visitor whose token died a new visitor login, then replays', async () => {
    const h = setup()
    await h.storage.set('tourist_token', 'tourist-old')
    const { renewVisitor, signOut } = signedIn(h, {
      renewVisitor: vi.fn(async () => {
        await h.storage.set('tourist_token', 'access-2')
      }),
    })
    await expect(h.client.get('/house/api/a')).resolves.toBe('/house/api/a')
    expect(renewVisitor).toHaveBeenCalledTimes(1)
    expect(signOut).not.toHaveBeenCalled()
    expect(h.ui.paths).toEqual([])
  })

  it("neither renews nor signs out a guest refused with 403, and shows the server's words", async () => {
    const h = setup()
    await h.storage.set('tourist_token', 'tourist-1')
    const { renewVisitor, signOut } = signedIn(h)
    h.server.route('GET /house/api/favourites', () => ({ code: 403, msg: 'Sign in or create an account to do this.' }))
    await expect(h.client.get('/house/api/favourites')).rejects.toMatchObject({ code: 403 })
    expect(renewVisitor).not.toHaveBeenCalled()
    expect(signOut).not.toHaveBeenCalled()
    expect(h.storage.get('tourist_token')).toBe('tourist-1')
    expect(h.ui.toasts).toEqual(['Sign in or create an account to do this.'])
  })

  it('does not renew on a 401 from an auth endpoint (wrong password is an answer)', async () => {
    const h = setup()
    await h.storage.set('accessToken', 'access-1')
    await h.storage.set('refreshToken', 'refresh-1')
    const { signOut } = signedIn(h)
    h.server.route('GET /auth/verify', () => ({ code: 401 }))
    await expect(h.client.get('/auth/verify', { toast: false })).rejects.toMatchObject({ code: 401 })
    expect(h.server.count('POST', '/auth/refresh')).toBe(0)
    expect(signOut).not.toHaveBeenCalled()
  })
})

describe('session gate', () => {
  it('holds calls until the session has started; the session’s own calls pass', async () => {
    const h = setup()
    h.server.route('GET /house/api/ping', () => ({ code: 200 }))
    let open!: () => void
    const started = new Promise<void>((resolve) => {
      open = resolve
    })
    h.client.setSessionGate(() => started)
    const held = h.client.get('/house/api/ping')
    await h.client.get('/house/api/ping', { waitForSession: false, query: { own: 1 } })
    expect(h.server.count('GET', '/house/api/ping')).toBe(1)
    open()
    await held
    expect(h.server.count('GET', '/house/api/ping')).toBe(2)
  })
})

describe('upload and download', () => {
  it('sends a multipart form without a JSON content type', async () => {
    const h = setup()
    h.server.route('POST /house/api/file', (req) => ({ code: 200, data: req.body instanceof FormData }))
    const form = new FormData()
    form.append('name', 'a.txt')
    await expect(h.client.upload('/house/api/file', form)).resolves.toBe(true)
    expect(h.server.requests[0]!.headers.has('content-type')).toBe(false)
  })

  it('downloads a file with the access token', async () => {
    const h = setup()
    await h.storage.set('accessToken', 'access-1')
    const seen: string[] = []
    const client = createApiClient({
      fetch: async (_input, init) => {
        seen.push(new Headers(init?.headers).get('authorization') ?? '')
        return new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } })
      },
      storage: h.storage,
      ui: h.ui,
      getLocale: () => 'en-GB',
    })
    const blob = await client.download('/house/api/pdf/download/X1/u1/A')
    expect(await blob.text()).toBe('%PDF-1.7')
    expect(seen).toEqual(['Bearer access-1'])
  })
})

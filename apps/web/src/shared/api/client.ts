import {
  clientErrorReaction,
  DUPLICATE_CALL_WINDOW_MS,
  type Envelope,
  ERROR_CODES,
  type ErrorCode,
  isSuccessCode,
  type Locale,
  type MessageKey,
  REQUEST_TIMEOUT_MS,
} from '@maplenest/core'
import { translate } from '../i18n/i18n.ts'
import type { TypedStorage } from '../storage/storage.ts'
import { signalUnauthorizedSubdomain } from '../ui/not-found-signal.ts'
import { ApiError, type ApiErrorKind } from './api-error.ts'
import { LOGIN_PATH } from './navigation.ts'
import type { UiReactions } from './ui-reactions.ts'

type Query = Record<string, string | number | boolean | null | undefined>
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions {
  query?: Query
  headers?: Record<string, string>
  /**
   * Show the error catalogue's toast on failure (default true). Forms pass false: they receive the
   * ApiError and show the server's message where it belongs.
   */
  toast?: boolean
  /** Cancels the call; a cancelled call rejects with the AbortError and shows nothing. */
  signal?: AbortSignal
  /** Wait until the session has started before sending (default true). The session's own calls pass false. */
  waitForSession?: boolean
  /**
   * On 401, renew the token and replay (default true). The session's own calls pass false: a renewal that
   * waited for the very session flow that made the call would never end.
   */
  renewOn401?: boolean
  /**
   * A creating write (a showing request, feedback, a reservation…): the call carries an `Idempotency-Key` of its own,
   * made when it starts and kept for every replay of it (after a renewed token), so the server stores it once
   * however often it arrives. One call per submission: a caller that repeats a submission itself passes the key in
   * `headers` instead.
   */
  idempotent?: boolean
  /**
   * Let the request outlive the page (fetch's `keepalive`): a small log sent as the person moves to another page still
   * arrives.
   */
  keepalive?: boolean
}

/** How the client gets a working token back after a 401; the session provides it. */
export interface AuthRenewal {
  /** The visitor token was refused: start a new visitor session. */
  renewVisitor(): Promise<void>
  /** The signed-in session cannot continue: sign out (a visitor session follows). */
  signOut(): Promise<void>
}

export interface ApiClientDeps {
  fetch: typeof fetch
  storage: TypedStorage
  getLocale: () => Locale
  ui: UiReactions
  /** Origin and prefix of the API; '' when the API serves the app (default). */
  baseUrl?: string
  isOnline?: () => boolean
  /** Told after each request whether the network answered it (false: no answer at all, not a timeout). */
  onTransport?: (answered: boolean) => void
  deviceHeaders?: () => Record<string, string>
  now?: () => number
  timeoutMs?: number
  /** Where the person signs in (spec §2 route table). */
  loginPath?: string
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  /** Sends a multipart form (files and fields); never merged with another call. */
  upload<T>(path: string, form: FormData, options?: RequestOptions): Promise<T>
  /** Fetches a file with the access token; resolves the body as a Blob. */
  download(path: string, options?: RequestOptions): Promise<Blob>
  /**
   * POSTs and resolves the streamed answer (server-sent events) as it starts; a refusal comes as the envelope and
   * rejects like any call (toast, 401 renewal and replay). Never merged with another call.
   */
  stream(path: string, body: unknown, options?: RequestOptions): Promise<Response>
  /** The whole envelope, for the rare caller that needs `msg` on success (e.g. the token check). */
  send<T>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>>
  setAuthRenewal(renewal: AuthRenewal | null): void
  /** Calls made while `gate` is set wait for the promise it returns (session start). */
  setSessionGate(gate: (() => Promise<void>) | null): void
  /** Forgets the calls identical ones would share, so the next of each is sent afresh (a fresh start). */
  forgetSharedCalls(): void
}

const UNAUTHORIZED_SUBDOMAIN_MSG = 'Unauthorized subdomain'

interface Prepared {
  method: HttpMethod
  path: string
  url: string
  body: BodyInit | undefined
  json: boolean
}

/** A call in flight that identical calls within 300 ms share; `callers` counts those that may still cancel it. */
interface SharedCall {
  at: number
  callers: number
  controller: AbortController
  promise: Promise<Envelope<unknown>>
}

const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

/** A random UUID (v4); `crypto.randomUUID` is missing outside secure contexts (the app opened over http on a LAN). */
export function newIdempotencyKey(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID()
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The options of an idempotent call with its key: a fresh one unless the caller brought its own. */
function withIdempotencyKey(options: RequestOptions): RequestOptions {
  if (!options.idempotent) return options
  const given = Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === 'idempotency-key')
  if (given) return options
  return { ...options, headers: { ...options.headers, [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } }
}

/** Auth endpoints answer 401 as a result (wrong token, expired refresh), never as "renew and replay". */
const isAuthPath = (path: string) => path.startsWith('/auth/')
const skipsBearer = (path: string) => path.includes('/code')

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const baseUrl = deps.baseUrl ?? ''
  // read Date.now at each call, not once here: a clock replaced later (a test's fake timers) is the one used
  const now = deps.now ?? (() => Date.now())
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS
  const isOnline = deps.isOnline ?? (() => globalThis.navigator?.onLine !== false)
  const loginPath = deps.loginPath ?? LOGIN_PATH
  const { storage, ui } = deps
  const t = (key: MessageKey) => translate(deps.getLocale(), key)

  let renewal: AuthRenewal | null = null
  let gate: (() => Promise<void>) | null = null
  let renewing: Promise<boolean> | null = null
  const recent = new Map<string, SharedCall>()

  function headersFor(path: string, json: boolean, extra: Record<string, string> | undefined): Headers {
    const headers = new Headers(deps.deviceHeaders?.() ?? {})
    const token = storage.get('tourist_token') ?? storage.get('accessToken')
    if (token && !skipsBearer(path)) headers.set('Authorization', `Bearer ${token}`)
    const clientId = storage.get('client_id')
    if (clientId) headers.set('clientid', clientId)
    headers.set('language', deps.getLocale())
    headers.set('Accept', 'application/json')
    if (json) headers.set('Content-Type', 'application/json')
    for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value)
    return headers
  }

  /** One network round trip: resolves the envelope (success or not), rejects only on transport failure. */
  async function transport(req: Prepared, options: RequestOptions): Promise<Response> {
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const outer = options.signal
    const forward = () => controller.abort(outer?.reason)
    outer?.addEventListener('abort', forward, { once: true })
    try {
      if (outer?.aborted) throw outer.reason
      const res = await deps.fetch(req.url, {
        method: req.method,
        headers: headersFor(req.path, req.json, options.headers),
        body: req.body,
        signal: controller.signal,
        ...(options.keepalive ? { keepalive: true } : {}),
      })
      deps.onTransport?.(true)
      return res
    } catch (error) {
      if (outer?.aborted) throw error
      const kind: ApiErrorKind = timedOut ? 'timeout' : isOnline() ? 'network' : 'offline'
      if (!timedOut) deps.onTransport?.(false)
      throw new ApiError(0, t('error.network'), null, kind)
    } finally {
      clearTimeout(timer)
      outer?.removeEventListener('abort', forward)
    }
  }

  async function readEnvelope(res: Response): Promise<Envelope<unknown>> {
    let text: string
    try {
      text = await res.text()
    } catch {
      // the connection dropped while the answer was arriving: a transport failure, not the server's
      throw new ApiError(0, t('error.network'), null, isOnline() ? 'network' : 'offline')
    }
    if (!text) return { code: res.status, msg: '', data: null }
    try {
      const parsed: unknown = JSON.parse(text)
      if (typeof parsed === 'object' && parsed !== null && 'code' in parsed && typeof parsed.code === 'number') {
        const msg = 'msg' in parsed && typeof parsed.msg === 'string' ? parsed.msg : ''
        const data = 'data' in parsed ? parsed.data : null
        return { code: parsed.code, msg, data }
      }
      return { code: res.status, msg: '', data: parsed }
    } catch {
      return { code: res.ok ? 500 : res.status, msg: '', data: null }
    }
  }

  /** Spec §8: what the person sees for a failed call. */
  function react(error: ApiError, options: RequestOptions): ApiError {
    const reason = error.data && typeof error.data === 'object' && 'reason' in error.data ? error.data.reason : null
    if (error.msg === UNAUTHORIZED_SUBDOMAIN_MSG || reason === UNAUTHORIZED_SUBDOMAIN_MSG) {
      signalUnauthorizedSubdomain()
      return error
    }
    if (options.toast === false) return error
    if (error.kind !== 'server') {
      if (error.kind !== 'offline') ui.toast(error.msg)
      return error
    }
    // A guest refused an account-only call is told what the server says ("Sign in or create an account to do
    // this."), which says what would help, rather than the bare "You are not allowed to do this".
    if (error.code === 403 && error.msg && isGuest()) {
      ui.toast(error.msg)
      return error
    }
    const reaction = clientErrorReaction(error.code)
    if (reaction.kind === 'toast') ui.toast(t(reaction.key))
    else if (reaction.kind === 'server-message') {
      const fallback = ERROR_CODES[error.code as ErrorCode]?.key ?? 'error.server'
      ui.toast(error.msg || t(fallback))
    }
    return error
  }

  const isGuest = () => storage.get('tourist_token') !== null && !storage.get('accessToken')

  /**
   * Spec §4: one renewal at a time; every 401'd call waits for it and is replayed when it worked. A 403 is never
   * renewed: the token is alive and its holder may not do this (a guest on an account-only call).
   */
  function renew(): Promise<boolean> {
    renewing ??= runRenewal().finally(() => {
      renewing = null
    })
    return renewing
  }

  async function runRenewal(): Promise<boolean> {
    if (!renewal) return false
    if (!storage.get('accessToken')) {
      await renewal.renewVisitor()
      return storage.get('tourist_token') !== null
    }
    const refreshToken = storage.get('refreshToken')
    if (!refreshToken) {
      await renewal.signOut()
      ui.navigate(loginPath)
      return false
    }
    try {
      const group = storage.get('client_id') ?? undefined
      const { data } = await execute<{ access_token: string; refresh_token: string; member?: unknown }>(
        prepare('POST', '/auth/refresh', { group, refresh_token: refreshToken }),
        { toast: false, waitForSession: false },
        true,
      )
      await storage.set('accessToken', data.access_token)
      await storage.set('App-Token', data.access_token)
      await storage.set('refreshToken', data.refresh_token)
      if (isMember(data.member)) await storage.set('user', data.member)
      return true
    } catch (error) {
      // The server refused the refresh token (spec §4: 401): the session is over. A 5xx or a lost
      // connection is not a verdict on the token, so the caller just gets its error.
      if (error instanceof ApiError && error.kind === 'server' && error.code < 500) {
        await renewal.signOut()
        void ui.confirm(t('error.sessionExpired')).then((go) => {
          if (go) ui.navigate(loginPath)
        })
      }
      return false
    }
  }

  async function execute<T>(req: Prepared, options: RequestOptions, replayed = false): Promise<Envelope<T>> {
    if (gate && options.waitForSession !== false && !isAuthPath(req.path)) await gate()
    let envelope: Envelope<unknown>
    try {
      envelope = await readEnvelope(await transport(req, options))
    } catch (error) {
      throw error instanceof ApiError ? react(error, options) : error
    }
    if (isSuccessCode(envelope.code)) return envelope as Envelope<T>
    const mayRenew = options.renewOn401 !== false && !isAuthPath(req.path) && !replayed
    if (envelope.code === 401 && mayRenew && (await renew())) {
      return execute<T>(req, options, true)
    }
    throw react(new ApiError(envelope.code, envelope.msg, envelope.data), options)
  }

  function prepare(method: HttpMethod, path: string, body: unknown, query?: Query): Prepared {
    const url = `${baseUrl}${withQuery(path, query)}`
    if (body === undefined) return { method, path, url, body: undefined, json: false }
    if (body instanceof FormData) return { method, path, url, body, json: false }
    return { method, path, url, body: JSON.stringify(body), json: true }
  }

  function send<T>(method: HttpMethod, path: string, body?: unknown, given: RequestOptions = {}) {
    // The key is made here, once per call: the replay after a renewed token (execute) sends the same one.
    const options = withIdempotencyKey(given)
    const req = prepare(method, path, body, options.query)
    if (req.body instanceof FormData) return execute<T>(req, options)
    // Spec §7: the same call (method, address and body) within 300 ms is sent once; both callers share it. The same
    // call by someone else (another token) or in another language is not the same call.
    const identity = storage.get('tourist_token') ?? storage.get('accessToken') ?? ''
    const key = `${method} ${req.url} ${typeof req.body === 'string' ? req.body : ''} ${identity} ${deps.getLocale()}`
    const at = now()
    for (const [k, entry] of recent) if (at - entry.at >= DUPLICATE_CALL_WINDOW_MS) recent.delete(k)
    let shared = recent.get(key)
    if (!shared || shared.controller.signal.aborted) {
      const controller = new AbortController()
      const call: SharedCall = { at, callers: 0, controller, promise: Promise.resolve(null as never) }
      call.promise = execute(req, { ...options, signal: controller.signal })
      // a call every caller left is dropped at once, so the next identical call is sent afresh
      call.promise.catch(() => {
        if (controller.signal.aborted && recent.get(key) === call) recent.delete(key)
      })
      recent.set(key, call)
      shared = call
      // A write may change what a read answers: once it has landed, the next read is sent afresh, not joined to one
      // that started before it (a heart read back just after saving would otherwise undo itself).
      if (method !== 'GET') {
        const forgetReads = () => {
          for (const k of recent.keys()) if (k.startsWith('GET ')) recent.delete(k)
        }
        call.promise.then(forgetReads, forgetReads)
      }
    }
    return join(shared, options.signal) as Promise<Envelope<T>>
  }

  /**
   * One caller of a shared call. Its own signal cancels only its own wait; the request itself is cancelled once
   * every caller that could cancel has left, so a screen that is left never cancels the answer another one awaits.
   */
  function join(call: SharedCall, signal: AbortSignal | undefined): Promise<Envelope<unknown>> {
    if (!signal) {
      call.callers = Number.POSITIVE_INFINITY
      return call.promise
    }
    if (signal.aborted) return Promise.reject(signal.reason)
    call.callers += 1
    return new Promise((resolve, reject) => {
      const leave = () => {
        reject(signal.reason)
        call.callers -= 1
        if (call.callers === 0) call.controller.abort(signal.reason)
      }
      signal.addEventListener('abort', leave, { once: true })
      call.promise.then(
        (envelope) => {
          signal.removeEventListener('abort', leave)
          resolve(envelope)
        },
        (error: unknown) => {
          signal.removeEventListener('abort', leave)
          reject(error)
        },
      )
    })
  }

  const data = <T>(p: Promise<Envelope<T>>) => p.then((e) => e.data)

  /** The answer, whose reading ends when the caller's signal aborts (stop), though the response had arrived. */
  function stoppable(res: Response, signal: AbortSignal | undefined): Response {
    const reader = (res.body as ReadableStream<Uint8Array>).getReader()
    signal?.addEventListener('abort', () => void reader.cancel().catch(() => {}), { once: true })
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read()
        if (done) controller.close()
        else controller.enqueue(value)
      },
      cancel: (reason) => reader.cancel(reason),
    })
    return new Response(body, { status: res.status, headers: res.headers })
  }

  async function stream(path: string, body: unknown, options: RequestOptions = {}): Promise<Response> {
    const req = prepare('POST', path, body, options.query)
    if (gate && options.waitForSession !== false) await gate()
    const attempt = async (replayed: boolean): Promise<Response> => {
      let res: Response
      try {
        res = await transport(req, options)
      } catch (error) {
        throw error instanceof ApiError ? react(error, options) : error
      }
      if (res.ok && res.body && res.headers.get('content-type')?.includes('text/event-stream'))
        return stoppable(res, options.signal)
      const envelope = await readEnvelope(res)
      if (envelope.code === 401 && options.renewOn401 !== false && !replayed && (await renew())) return attempt(true)
      throw react(new ApiError(envelope.code, envelope.msg, envelope.data), options)
    }
    return attempt(false)
  }

  return {
    stream,
    get: (path, options) => data(send('GET', path, undefined, options)),
    post: (path, body, options) => data(send('POST', path, body, options)),
    put: (path, body, options) => data(send('PUT', path, body, options)),
    patch: (path, body, options) => data(send('PATCH', path, body, options)),
    delete: (path, body, options) => data(send('DELETE', path, body, options)),
    upload: (path, form, options) => data(send('POST', path, form, options)),
    async download(path, options = {}) {
      const req = prepare('GET', path, undefined, options.query)
      if (gate && options.waitForSession !== false) await gate()
      let res: Response
      try {
        res = await transport(req, options)
      } catch (error) {
        throw error instanceof ApiError ? react(error, options) : error
      }
      if (res.ok && !res.headers.get('content-type')?.includes('application/json')) return res.blob()
      const envelope = await readEnvelope(res)
      if (isSuccessCode(envelope.code)) return new Blob([JSON.stringify(envelope.data)], { type: 'application/json' })
      throw react(new ApiError(envelope.code, envelope.msg, envelope.data), options)
    },
    send,
    forgetSharedCalls() {
      recent.clear()
    },
    setAuthRenewal(next) {
      renewal = next
    },
    setSessionGate(next) {
      gate = next
    },
  }
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value))
  }
  const qs = params.toString()
  if (!qs) return path
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`
}

function isMember(value: unknown): value is { userId: string; userName: string; type: string } {
  return typeof value === 'object' && value !== null && 'userId' in value && typeof value.userId === 'string'
}

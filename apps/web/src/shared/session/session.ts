import {
  type Locale,
  type LoginRequest,
  type LoginResponse,
  type MessageKey,
  type RegisterRequest,
  TENANT_ID,
  TOURIST_TOAST_MS,
  type UserRecord,
  VISITOR_GRANT_TYPE,
  VISITOR_TYPE,
} from '@maplenest/core'
import { isApiError } from '../api/api-error.ts'
import type { ApiClient, RequestOptions } from '../api/client.ts'
import type { UiReactions } from '../api/ui-reactions.ts'
import { translate } from '../i18n/i18n.ts'
import type { TypedStorage } from '../storage/storage.ts'
import type { StorageKey, TouristInformation } from '../storage/storage-keys.ts'
import { isSignInPage, MAIN_PATH, toSafeReturnPath } from './return-path.ts'
import type { EventBus, SessionEventMap } from './session-events.ts'
import { readSessionState, type SessionStore } from './session-store.ts'

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
/** A sign-in request as a screen builds it; the session adds the client and tenant fields. */
type SignInRequest = DistributiveOmit<
  Exclude<LoginRequest, { grantType: 'app' }>,
  'clientId' | 'tenantId' | 'terminalId'
>

/**
 * Kept when a visitor session starts (spec §4 keeps appIdinfo and the agent user id). The browser's own ids,
 * the language choice, the logout notes (isLogout, the page to return to), a visitor's compare basket, what the
 * device said about installing and notifications and the agreement version agreed to on it are kept too: they
 * describe the device and the person's last step, not the previous account.
 */
const KEEP_ON_VISITOR_LOGIN: readonly StorageKey[] = [
  'appIdinfo',
  'agentUserId',
  'client_id',
  'terminal_id',
  'language',
  'language_state',
  'isLogout',
  'backToPage',
  'compareBasket',
  'isPWA',
  'pwaFirstOpen',
  'pushOffered',
  'welcomedApps',
  'agreedAgreement',
  'showCny',
]

/**
 * Kept as well when a guest whose sign-in could not be renewed becomes a new guest: what they typed and searched on
 * this device as a guest is theirs, so it follows them. A sign-out clears the rental demand draft first (LOGOUT_KEYS)
 * and keeps none of these, as there they would be the account's.
 */
const KEEP_FROM_A_GUEST: readonly StorageKey[] = ['rentalDemandDraft', 'searchHistory', 'searchPlaces']

/**
 * Cleared at logout (spec §4): tokens, user info, appointment contact fields and the tab-bar badge counts, and the
 * rental demand draft, which holds the person's details.
 */
const LOGOUT_KEYS: readonly StorageKey[] = [
  'accessToken',
  'refreshToken',
  'App-Token',
  'user',
  'userInfo',
  'user_information',
  'Userprofile',
  'apptUserName',
  'apptPhone',
  'apptEmail',
  'apptWebChat',
  'rentalDemandDraft',
  'imNoRead',
  'notifyNum',
  'cartNum',
]

/** Pause between a visitor login and its notice, so the page has settled (spec §4: "a short delay"). */
const TOURIST_NOTICE_DELAY_MS = 500

/**
 * Why a visitor login runs. A first visit and a sign-out start a new guest session, which the person is told about
 * once; a guest whose token died (at start or on a 401) and whose refresh token was refused gets a new one silently,
 * as the person was a guest already.
 */
type VisitorLoginReason = 'firstVisit' | 'renewal' | 'signOut'

export interface SessionDeps {
  api: ApiClient
  storage: TypedStorage
  store: SessionStore
  events: EventBus<SessionEventMap>
  ui: UiReactions
  getLocale: () => Locale
  /** The current app path with its query. */
  currentPath: () => string
  randomId?: () => string
  schedule?: (run: () => void, ms: number) => void
  /** Where failures that only get logged go (spec §8: login or user-info failure logs only). */
  log?: (message: string, error: unknown) => void
  /** Whether this page is an agent's app, whose own welcome greets a new visitor instead of the guest notice. */
  inAgentApp?: () => boolean
}

export interface Session {
  /** Starts the session once (spec §4); later calls return the same promise. */
  start(): Promise<void>
  /**
   * Resolves once the start has settled who this is (a stored visitor token checked, and renewed or replaced if it
   * died), and any visitor login or renewal running has finished; at once when nothing runs. Never starts anything
   * itself.
   */
  settled(): Promise<void>
  /** Clears storage and signs in as a new visitor (a renewal by default); concurrent calls share one login. */
  visitorLogin(reason?: VisitorLoginReason): Promise<void>
  /**
   * Renews a guest whose access token died with their refresh token (POST /auth/refresh), keeping everything in
   * storage; only when the refresh is refused does a new visitor start. Concurrent calls share one renewal.
   */
  renewVisitor(): Promise<void>
  signIn(request: SignInRequest): Promise<UserRecord>
  /** Creates an account (POST /auth/register) and keeps the sign-in it answers with, as `signIn` does. */
  register(request: Omit<RegisterRequest, 'clientId'>): Promise<UserRecord>
  /** Keeps a newer record of the signed-in person (after a profile or photo change) where sign-in put it. */
  updateUser(user: UserRecord): Promise<void>
  /**
   * Signs out on this device. `endedByServer`: the server has ended every sign-in already (the account was cancelled),
   * so there is no sign-in left to end there and no call is made.
   */
  logout(options?: { endedByServer?: boolean }): Promise<void>
  /** Re-reads the session from storage (another tab signed in or out). */
  syncFromStorage(): void
  /** Where to go after signing in: the redirectUrl, else the remembered page, else the main page. */
  takeReturnPath(redirectUrl: string | null): string
}

export function createSession(deps: SessionDeps): Session {
  const { api, storage, store, events, ui } = deps
  const randomId = deps.randomId ?? (() => crypto.randomUUID())
  const schedule = deps.schedule ?? ((run, ms) => void setTimeout(run, ms))
  const log = deps.log ?? ((message, error) => console.warn(message, error))
  const t = (key: MessageKey) => translate(deps.getLocale(), key)
  const quiet: RequestOptions = { toast: false, waitForSession: false, renewOn401: false }

  let started: Promise<void> | null = null
  let visitorLoginRunning: Promise<void> | null = null
  let visitorRenewalRunning: Promise<void> | null = null
  let logoutRunning: Promise<void> | null = null

  async function stableId(key: 'client_id' | 'terminal_id'): Promise<string> {
    const existing = storage.get(key)
    if (existing) return existing
    const id = randomId()
    await storage.set(key, id)
    return id
  }

  const userPath = (userId: string) => `/house/api/user/v1/${encodeURIComponent(userId)}`

  /**
   * A stored sign-in is confirmed after start, without holding the app up: /getInfo (spec §7) refreshes the person's
   * record, renewing the access token on a 401 as every call does, and the token verify call then decides — an answer
   * without `data.token` signs the person out (spec §7). No answer at all (offline) keeps the sign-in.
   */
  async function confirmStoredSignIn(): Promise<void> {
    try {
      const info = await api.get<{ user?: UserRecord }>('/getInfo', { toast: false, waitForSession: false })
      if (store.getState().status !== 'user') return
      if (info?.user) await updateUser(info.user)
      const token = storage.get('accessToken')
      const answer = await api.send<{ token?: string } | null>('GET', '/auth/verify', undefined, {
        ...quiet,
        query: { token: token ?? '' },
      })
      if (store.getState().status === 'user' && !answer.data?.token) await logoutOnce()
    } catch (error) {
      log('stored sign-in not confirmed', error)
    }
  }

  async function boot(): Promise<void> {
    const known = readSessionState(storage)
    if (known?.status === 'user') {
      store.setState(known)
      void confirmStoredSignIn()
      return
    }
    const token = storage.get('tourist_token')
    if (!token) return visitorLogin('firstVisit')
    let valid: boolean
    try {
      const answer = await api.send<{ valid?: boolean } | null>('GET', '/auth/check', undefined, {
        ...quiet,
        query: { token },
      })
      valid = answer.msg === 'valid' || answer.data?.valid === true
    } catch (error) {
      // No answer (offline) is no verdict: keep the visitor token; a refused one is replaced.
      valid = !(isApiError(error) && error.kind === 'server')
    }
    if (!valid) return renewVisitor()
    store.setState({ status: 'visitor', user: null })
  }

  async function runVisitorLogin(reason: VisitorLoginReason): Promise<void> {
    storage.clearAllExcept(
      reason === 'renewal' ? [...KEEP_ON_VISITOR_LOGIN, ...KEEP_FROM_A_GUEST] : KEEP_ON_VISITOR_LOGIN,
    )
    const clientId = await stableId('client_id')
    const terminalId = await stableId('terminal_id')
    try {
      const login = await api.post<LoginResponse>(
        '/auth/login',
        { clientId, grantType: VISITOR_GRANT_TYPE, tenantId: TENANT_ID, type: VISITOR_TYPE, terminalId },
        quiet,
      )
      const tourist: TouristInformation = {
        access_token: login.access_token,
        client_id: login.client_id,
        userId: login.userId,
      }
      await storage.set('tourist_token', login.access_token)
      await storage.set('tourist_refresh_token', login.refresh_token)
      await storage.set('tourist_information', tourist)
      try {
        const user = await api.get<UserRecord>(userPath(login.userId), quiet)
        await storage.set('tourist_information', { ...tourist, user })
      } catch (error) {
        log('visitor record could not be loaded', error)
      }
    } catch (error) {
      log('visitor login failed', error)
      store.setState({ status: 'visitor', user: null })
      return
    }
    store.setState({ status: 'visitor', user: null })
    events.emit('touristLogin')
    events.emit('listenerLoginOut')
    events.emit('homeRefresh')
    if (reason === 'renewal') return
    schedule(() => {
      // someone who signed in meanwhile is no longer a tourist: no notice, no relaunch
      if (store.getState().status !== 'visitor') return
      // a notice over a sign-in or registration form covers the form, and a relaunch would empty it
      const path = deps.currentPath()
      if (isSignInPage(path)) return
      if (!deps.inAgentApp?.()) ui.toast(t('ui.account.touristLogin'), TOURIST_TOAST_MS)
      ui.navigate(path, { replace: true })
    }, TOURIST_NOTICE_DELAY_MS)
  }

  function visitorLogin(reason: VisitorLoginReason = 'renewal'): Promise<void> {
    visitorLoginRunning ??= runVisitorLogin(reason).finally(() => {
      visitorLoginRunning = null
    })
    return visitorLoginRunning
  }

  async function runVisitorRenewal(): Promise<void> {
    // a visitor login under way brings a fresh token of its own
    if (visitorLoginRunning) return visitorLoginRunning
    const refreshToken = storage.get('tourist_refresh_token')
    if (!refreshToken) return visitorLogin('renewal')
    try {
      const renewed = await api.post<{ access_token: string; refresh_token: string }>(
        '/auth/refresh',
        { group: storage.get('client_id') ?? undefined, refresh_token: refreshToken },
        quiet,
      )
      // someone who signed in meanwhile keeps their sign-in: the guest's tokens are not written over it
      if (store.getState().status === 'user' || storage.get('accessToken')) return
      const tourist = storage.get('tourist_information')
      // written together, with no pause between them in which a sign-in could start
      await Promise.all([
        storage.set('tourist_token', renewed.access_token),
        storage.set('tourist_refresh_token', renewed.refresh_token),
        tourist && storage.set('tourist_information', { ...tourist, access_token: renewed.access_token }),
      ])
      store.setState({ status: 'visitor', user: null })
    } catch (error) {
      // A refused refresh token ends this guest session; no answer (offline, 5xx) is no verdict, so the token stays.
      if (isApiError(error) && error.kind === 'server' && error.code < 500) return visitorLogin('renewal')
      log('visitor renewal failed', error)
      if (store.getState().status === 'booting') store.setState({ status: 'visitor', user: null })
    }
  }

  function renewVisitor(): Promise<void> {
    visitorRenewalRunning ??= runVisitorRenewal().finally(() => {
      visitorRenewalRunning = null
    })
    return visitorRenewalRunning
  }

  /** Keeps the signed-in person's record under the spec's storage keys (§4) and in the store, for every screen. */
  async function updateUser(user: UserRecord): Promise<void> {
    await storage.set('user_information', user)
    await storage.set('userInfo', {
      userId: user.userId,
      userName: user.userName,
      avatar: user.avatar,
      orgName: user.orgName,
    })
    await storage.set('Userprofile', {
      nickname: user.nickname,
      phonenumber: user.phonenumber,
      email: user.email,
      sex: user.sex,
      avatar: user.avatar,
    })
    store.setState({ status: 'user', user })
  }

  async function signIn(request: SignInRequest): Promise<UserRecord> {
    // a visitor login still under way would otherwise store its tourist token over this sign-in
    await visitorLoginRunning
    const clientId = await stableId('client_id')
    return keepSignIn(await api.post<LoginResponse>('/auth/login', { clientId, ...request }, quiet))
  }

  async function register(request: Omit<RegisterRequest, 'clientId'>): Promise<UserRecord> {
    await visitorLoginRunning
    const clientId = await stableId('client_id')
    // the visitor's token goes along, so what the guest made follows them into the new account
    return keepSignIn(await api.post<LoginResponse>('/auth/register', { ...request, clientId }, quiet))
  }

  /** Keeps a sign-in the server answered: its tokens and the person's record, in storage and the store. */
  async function keepSignIn(login: LoginResponse): Promise<UserRecord> {
    const user = await api.get<UserRecord>(userPath(login.userId), {
      ...quiet,
      headers: { Authorization: `Bearer ${login.access_token}` },
    })
    await storage.set('accessToken', login.access_token)
    // App-Token (spec §3) mirrors the access token
    await storage.set('App-Token', login.access_token)
    await storage.set('refreshToken', login.refresh_token)
    storage.remove('tourist_information', 'tourist_token', 'tourist_refresh_token')
    await storage.set('isLogout', 'false')
    await updateUser(user)
    events.emit('login', { userId: user.userId })
    events.emit('homeRefresh')
    return user
  }

  async function runLogout(endedByServer: boolean): Promise<void> {
    const returnTo = toSafeReturnPath(deps.currentPath())
    if (storage.get('accessToken') && !endedByServer) {
      try {
        await api.post('/auth/logout', undefined, quiet)
      } catch (error) {
        log('logout call failed; signing out here anyway', error)
      }
    }
    storage.remove(...LOGOUT_KEYS)
    await storage.set('isLogout', 'true')
    if (returnTo) await storage.set('backToPage', returnTo)
    store.setState({ status: 'visitor', user: null })
    events.emit('listenerLoginOut')
    await visitorLogin('signOut')
  }

  function logoutOnce(options: { endedByServer?: boolean } = {}): Promise<void> {
    logoutRunning ??= runLogout(options.endedByServer === true).finally(() => {
      logoutRunning = null
    })
    return logoutRunning
  }

  return {
    start() {
      started ??= boot()
      return started
    },
    settled() {
      return Promise.all([started, visitorLoginRunning, visitorRenewalRunning]).then(() => undefined)
    },
    visitorLogin,
    renewVisitor,
    signIn,
    register,
    updateUser,
    logout: logoutOnce,
    syncFromStorage() {
      const previous = store.getState()
      const next = readSessionState(storage) ?? {
        status: previous.status === 'booting' ? 'booting' : 'visitor',
        user: null,
      }
      if (next.status === previous.status && next.user?.userId === previous.user?.userId) return
      store.setState(next)
      if (previous.status === 'user' && next.status !== 'user') events.emit('listenerLoginOut')
    },
    takeReturnPath(redirectUrl) {
      const remembered = storage.get('backToPage')
      storage.remove('backToPage')
      return toSafeReturnPath(redirectUrl) ?? toSafeReturnPath(remembered) ?? MAIN_PATH
    },
  }
}

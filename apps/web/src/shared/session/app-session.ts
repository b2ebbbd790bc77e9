import { isAgentAppPage } from '../agent-app/agent-app-store.ts'
import { PRODUCT_DOMAINS_OF_PAGE } from '../agent-app/product-domains.ts'
import { api } from '../api/api.ts'
import { currentAppPath } from '../api/navigation.ts'
import { antdUiReactions } from '../api/ui-reactions.ts'
import { currentLocale } from '../i18n/i18n.ts'
import { storage } from '../storage/storage.ts'
import { createSession } from './session.ts'
import { createEventBus, type SessionEventMap } from './session-events.ts'
import { createSessionStore } from './session-store.ts'

/** The app's session: one store, one event bus, wired to the app's API client. */
export const sessionStore = createSessionStore(storage)
export const sessionEvents = createEventBus<SessionEventMap>()
export const session = createSession({
  api,
  storage,
  store: sessionStore,
  events: sessionEvents,
  ui: antdUiReactions,
  getLocale: currentLocale,
  currentPath: currentAppPath,
  inAgentApp: () => isAgentAppPage(window.location, PRODUCT_DOMAINS_OF_PAGE),
})

// A 401 renews through the session; every other call waits until the session has started.
api.setAuthRenewal({ renewVisitor: session.renewVisitor, signOut: session.logout })
api.setSessionGate(session.start)

/** Keys whose change in another tab means someone signed in or out there. */
const SHARED_KEYS: ReadonlySet<string> = new Set(['accessToken', 'tourist_token', 'user_information', 'isLogout'])
let listening = false

/** Starts the session (idempotent) and follows sign-in and sign-out in other tabs. */
export function startSession(): Promise<void> {
  if (!listening && typeof window !== 'undefined') {
    listening = true
    window.addEventListener('storage', (event) => {
      if (event.key === null || SHARED_KEYS.has(event.key)) session.syncFromStorage()
    })
  }
  return session.start()
}

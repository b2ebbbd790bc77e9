import { api } from '../api/api.ts'
import { currentLocale } from '../i18n/i18n.ts'
import { devicePosition } from '../location/device-position.ts'
import { session, sessionStore } from '../session/app-session.ts'
import { storage } from '../storage/storage.ts'
import { currentAppId } from './agent-app-store.ts'
import { APP_VERSION } from './app-version.ts'

/** The person's user id: the signed-in account's, else the visitor's; logs are written only when there is one. */
function currentUserId(): string | null {
  return sessionStore.getState().user?.userId ?? storage.get('tourist_information')?.userId ?? null
}

/**
 * Sends a log once the session has settled who this is, with the id of that moment: at start a dead visitor token
 * is replaced by a new visitor, and a log written under the old id would be refused as someone else's.
 */
function whenSettled(send: (userId: string) => void): void {
  void session.settled().then(() => {
    const userId = currentUserId()
    if (userId) send(userId)
  })
}

/** Logs never toast, and outlive the page: a view is logged even when the person moves on at once. */
const quiet = { toast: false, keepalive: true } as const

/**
 * A usage log (spec §3, POST /house/s/v1/addLog): `open`, `view:<mlNum>`, `favourite:<mlNum>`, `book:<mlNum>`,
 * `share:<mlNum>` or `search:<words>`, with the current agent app. Sent only with a user id, never awaited, kept alive
 * past the page, and a failure is silent: logging never gets in a person's way.
 */
export function logUsage(operationContent: string): void {
  whenSettled((userId) => {
    const appId = currentAppId()
    void api
      .post(
        '/house/s/v1/addLog',
        { operationContent: operationContent.slice(0, 200), userId, ...(appId ? { appId } : {}) },
        quiet,
      )
      .catch(() => {})
  })
}

/** The device as the app log names it: brand, model and system from the browser's own report. */
function device(): { brand: string; model: string; operSystem: string } {
  const ua = navigator.userAgent
  if (/iPhone|iPad|iPod/.test(ua)) {
    const os = /OS (\d+)[._](\d+)/.exec(ua)
    return {
      brand: 'Apple',
      model: /iPad/.test(ua) ? 'iPad' : 'iPhone',
      operSystem: os ? `iOS ${os[1]}.${os[2]}` : 'iOS',
    }
  }
  const android = /Android (\d+(?:\.\d+)?);\s*([^;)]+)/.exec(ua)
  if (android) return { brand: 'Android', model: android[2]!.trim().slice(0, 100), operSystem: `Android ${android[1]}` }
  const platform = /Windows|Macintosh|Linux/.exec(ua)?.[0] ?? 'Web'
  return { brand: platform, model: 'Browser', operSystem: platform }
}

let lastPage = ''

/**
 * An app log (POST /house/api/appLog/v1/add) for a page opened, with the device and, when the person allowed
 * location, where it was last found; once per page in a row.
 */
export function logPage(pageName: string): void {
  if (pageName === lastPage) return
  lastPage = pageName
  whenSettled((userId) => {
    const appId = currentAppId()
    const user = storage.get('user_information')
    const position = devicePosition()
    void api
      .post(
        '/house/api/appLog/v1/add',
        {
          pageName: pageName.slice(0, 200),
          userId,
          ...(user?.userName ? { userName: user.userName.slice(0, 100) } : {}),
          ...(appId ? { appId } : {}),
          ...device(),
          language: currentLocale(),
          version: APP_VERSION,
          clientId: (storage.get('client_id') ?? '').slice(0, 100),
          clientType: window.matchMedia?.('(display-mode: standalone)').matches ? 'pwa' : 'h5',
          ...(position ? { lat: position.lat, lng: position.lng } : {}),
        },
        quiet,
      )
      .catch(() => {})
  })
}

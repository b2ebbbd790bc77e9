import { type AttributionSource, agentSubdomainOf } from '@maplenest/core'
import { createElement } from 'react'
import { appAgentOf, setAgentApp } from '../../shared/agent-app/agent-app-store.ts'
import { logUsage } from '../../shared/agent-app/log-usage.ts'
import { isApiError } from '../../shared/api/api-error.ts'
import { currentLocale, loadCatalogue, translate } from '../../shared/i18n/i18n.ts'
import { sessionStore } from '../../shared/session/app-session.ts'
import { storage } from '../../shared/storage/storage.ts'
import { confirmDialog, showToast } from '../../shared/ui/overlays.ts'
import { getDomainApps } from './api/get-domain-apps.ts'
import { getSubscriber } from './api/get-subscriber.ts'
import { joinApp } from './api/join-app.ts'
import { recordOf, toAppIdInfo } from './app-id-info.ts'

/** Which app this page is, and how the person came to it. */
interface Chosen {
  appId: string
  source: AttributionSource
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** `src=qr` in an invite link (the QR code), `src=link` in a shared one; the app's own host otherwise. */
function sourceOf(search: URLSearchParams, fallback: AttributionSource): AttributionSource {
  const src = search.get('src')
  return src === 'qr' || src === 'link' ? src : fallback
}

/** The brand colour in the browser's bar, for an app opened without its own page (a stored app on the main host). */
function applyThemeColour(colour: unknown) {
  if (typeof colour !== 'string') return
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colour)
}

/**
 * Finds the agent app of this page (spec §1): an agent sub-domain of a product domain, else `appId` and
 * `agentUserId` in the link, else the app remembered in storage. It stores appIdinfo as spec §3 lists it (kept across
 * visitor logins) and answers the app and source; null on the product's own app. An unknown or lapsed app shows
 * the 404 page (the look-up answers 'Unauthorized subdomain').
 */
async function resolveAgentApp(location: Location, productDomains: readonly string[]): Promise<Chosen | null> {
  const search = new URLSearchParams(location.search)
  if (agentSubdomainOf(location.hostname, productDomains)) {
    const [record] = await getDomainApps(location.host)
    if (!record) return null
    const { appInfoVo } = await getSubscriber(record.appId)
    await setAgentApp(toAppIdInfo(record, appInfoVo))
    return { appId: record.appId, source: sourceOf(search, 'subdomain') }
  }
  const appId = search.get('appId')
  const agentUserId = search.get('agentUserId')
  if (appId && agentUserId && UUID.test(appId)) {
    const { appInfoVo } = await getSubscriber(appId)
    if (appInfoVo.userId !== agentUserId) return null
    await setAgentApp(toAppIdInfo(recordOf(appInfoVo), appInfoVo))
    applyThemeColour(appInfoVo.themeColor)
    return { appId, source: sourceOf(search, 'link') }
  }
  const stored = storage.get('appIdinfo')
  if (!stored) return null
  try {
    const { appInfoVo } = await getSubscriber(stored.appId)
    await setAgentApp(toAppIdInfo(recordOf(appInfoVo), appInfoVo))
    applyThemeColour(appInfoVo.themeColor)
    return { appId: stored.appId, source: 'link' }
  } catch (error) {
    // A remembered app that lapsed is forgotten quietly: the person is back on the product's own app.
    if (isApiError(error) && error.kind === 'server') await setAgentApp(null)
    return null
  }
}

/** Waits until the session has a visitor or a signed-in person (joining needs a user id). */
function sessionReady(): Promise<void> {
  if (sessionStore.getState().status !== 'booting') return Promise.resolve()
  return new Promise((resolve) => {
    const stop = sessionStore.subscribe((s) => {
      if (s.status !== 'booting') {
        stop()
        resolve()
      }
    })
  })
}

const joinedKey = (userId: string, appId: string) => `${userId}:${appId}`
const joined = new Set<string>()

/**
 * Makes the person this app's client (first touch, with its source). A person who already belongs to another agent's
 * app is asked whether to change agent; nothing changes unless they say yes. Runs again for the account a visitor
 * signs into.
 */
async function joinAgentApp(chosen: Chosen): Promise<void> {
  await sessionReady()
  const userId = sessionStore.getState().user?.userId ?? storage.get('tourist_information')?.userId
  if (!userId || joined.has(joinedKey(userId, chosen.appId))) return
  joined.add(joinedKey(userId, chosen.appId))
  const result = await joinApp(chosen.appId, { source: chosen.source })
  if (result.outcome !== 'askSwitch' || !result.current) return
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(currentLocale(), key, params)
  const app = storage.get('appIdinfo')
  const yes = await confirmDialog({
    title: t('ui.agentApp.switch.title'),
    content: t('ui.agentApp.switch.body', {
      current: result.current.agentName,
      next: app?.name ?? '',
    }),
    confirmText: t('ui.agentApp.switch.yes'),
    cancelText: t('ui.agentApp.switch.no'),
  })
  if (yes) await joinApp(chosen.appId, { source: chosen.source, switch: true })
}

/** How long the welcome stays: it is read once, so a little longer than a notice. */
const WELCOME_MS = 5000
const WELCOME_STYLE = { wordBreak: 'normal', overflowWrap: 'break-word' } as const

/**
 * The app's welcome, in its brand and its agent's name, the first time this device opens the app (in place of the
 * main app's guest notice); never again on this device, whoever signs in.
 */
export async function welcomeOnce(): Promise<void> {
  const app = storage.get('appIdinfo')
  if (!app?.appname) return
  const welcomed = storage.get('welcomedApps') ?? []
  if (welcomed.includes(app.appId)) return
  // its words are in the catalogue's later part, which the app's own screens wait for anyway
  await loadCatalogue(currentLocale()).catch(() => {})
  await storage.set('welcomedApps', [...welcomed.slice(-19), app.appId])
  const agent = appAgentOf(app)?.name || app.name || ''
  const text = translate(currentLocale(), 'ui.agentApp.welcome', { appName: app.appname, agent })
  // the toast breaks lines anywhere (for long numbers); a sentence breaks between words
  showToast({ content: createElement('span', { style: WELCOME_STYLE }, text), duration: WELCOME_MS })
}

/** At start: find the app, then join it once the session is ready, and again for each account signed into. */
export function startAgentApp(productDomains: readonly string[]): void {
  void (async () => {
    let chosen: Chosen | null = null
    try {
      chosen = await resolveAgentApp(window.location, productDomains)
    } catch {
      // The look-up failed: the client already showed the 404 page or its network message.
      return
    }
    if (!chosen) {
      await sessionReady()
      logUsage('open')
      return
    }
    const app = chosen
    await joinAgentApp(app).catch(() => {})
    await sessionReady()
    await welcomeOnce()
    // Opening the app, logged after joining so the agent's timeline starts with it.
    logUsage('open')
    sessionStore.subscribe((s, before) => {
      if (s.user?.userId && s.user.userId !== before.user?.userId) void joinAgentApp(app).catch(() => {})
    })
  })()
}

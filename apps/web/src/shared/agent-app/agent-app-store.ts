import { type AppAgent, agentSubdomainOf } from '@maplenest/core'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { storage } from '../storage/storage.ts'
import type { AppIdInfo } from '../storage/storage-keys.ts'

/**
 * The agent app this page is (spec §3 appIdinfo): chosen by the sub-domain or by `appId` and `agentUserId` in the
 * link, kept in storage across visitor logins. Screens read it to show the agent's brand and to send contacts,
 * showings and logs to that agent.
 */
export const agentAppStore = createStore<{ app: AppIdInfo | null }>(() => ({ app: null }))
// Known once the store exists: a page the server drew (never as an agent's app) is taken over without the brand,
// which follows at once (React reads a store's initial state while it hydrates).
agentAppStore.setState({ app: storage.get('appIdinfo') })

/** Remembers the app (storage and the screens), or forgets it (null). */
export async function setAgentApp(app: AppIdInfo | null): Promise<void> {
  if (app) {
    await storage.set('appIdinfo', app)
    await storage.set('agentUserId', app.agentUserId)
  } else storage.remove('appIdinfo', 'agentUserId')
  agentAppStore.setState({ app })
}

/** The current agent app, or null on the product's own app. */
export const useAgentApp = (): AppIdInfo | null => useStore(agentAppStore, (s) => s.app)

/**
 * Whether a page is an agent's app before its record is known: one already remembered, an agent sub-domain, or a
 * link naming an app and its agent.
 */
export function isAgentAppPage(location: Pick<Location, 'hostname' | 'search'>, domains: readonly string[]): boolean {
  if (agentAppStore.getState().app) return true
  if (agentSubdomainOf(location.hostname, domains)) return true
  const search = new URLSearchParams(location.search)
  return Boolean(search.get('appId') && search.get('agentUserId'))
}

/** The brand of the current agent app (its name, as the tab title and the welcome say it), or null on the main app. */
export const useBrandName = (): string | null => useStore(agentAppStore, (s) => s.app?.appname || null)

/** The current app's id, for calls that carry it (usage logs, bookings), or undefined. */
export const currentAppId = (): string | undefined => agentAppStore.getState().app?.appId

/** The agent behind the current app, as the app record describes them, or null. */
export function appAgentOf(app: AppIdInfo | null): AppAgent | null {
  const agent = app?.appInfoVo?.agent
  if (!agent || typeof agent !== 'object') return null
  const a = agent as Partial<AppAgent>
  return typeof a.userId === 'string' && typeof a.name === 'string' ? (a as AppAgent) : null
}

/** The agent of the current app, or null. */
export const useAppAgent = (): AppAgent | null => appAgentOf(useAgentApp())

/** `{ appId }` of the current agent app for a request whose message should carry her app's name, or nothing. */
export function currentAppIdField(): { appId?: string } {
  const appId = agentAppStore.getState().app?.appId
  return appId ? { appId } : {}
}

import {
  type AppDownload,
  type CheckSession,
  type CheckSessionQuery,
  INSTALL_PAGE_PATH,
  isNewerVersion,
  type TerminalType,
  type UpdateVersion,
  type UpdateVersionInput,
  type WebViewCheck,
} from '@maplenest/core'
import type { SessionsService } from '../auth/index.ts'

export interface DeviceService {
  /** Whether a newer build than the caller's is live (spec §7 /app/updateVersion). */
  updateVersion(input: UpdateVersionInput): Promise<UpdateVersion>
  /** Whether `token` is a live sign-in of `userId`; `random` is sent back as it came. */
  checkSession(query: CheckSessionQuery): Promise<CheckSession>
  /** Where a terminal gets the app: its store page when configured, else the web app's install page. */
  downloadUrl(terminalType: TerminalType): AppDownload
  /** Whether the in-app web view may frame this address (its origin is one of WEBVIEW_ORIGINS). */
  webView(url: string): WebViewCheck
}

export function createDeviceService(deps: {
  liveVersion: () => Promise<string | null>
  sessions: Pick<SessionsService, 'liveClaims'>
  stores: { android?: string | undefined; ios?: string | undefined }
  webViewOrigins: readonly string[]
}): DeviceService {
  const { liveVersion, sessions, stores } = deps
  const framable = new Set(deps.webViewOrigins.map((o) => new URL(o).origin))
  const installUrl = `/h5${INSTALL_PAGE_PATH}`

  return {
    async updateVersion(input) {
      const version = await liveVersion()
      const update = Boolean(version && input.version && isNewerVersion(version, input.version))
      return { version, update, url: input.platform && input.platform !== 'web' ? installUrl : '/h5/' }
    },

    async checkSession({ userId, token, random }) {
      const claims = await sessions.liveClaims(token)
      return { valid: claims !== null && claims.userId === userId, random }
    },

    downloadUrl(terminalType) {
      const store = terminalType === 'android' ? stores.android : terminalType === 'ios' ? stores.ios : undefined
      return store ? { terminalType, kind: 'store', url: store } : { terminalType, kind: 'install', url: installUrl }
    },

    webView(url) {
      let origin: string | null = null
      try {
        origin = new URL(url).origin
      } catch {
        origin = null
      }
      return { url, framable: origin !== null && url.startsWith('https://') && framable.has(origin) }
    },
  }
}

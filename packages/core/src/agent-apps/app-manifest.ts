import { PWA_THEME_COLOR } from '../constants.ts'
import { translate } from '../i18n/catalogue.ts'
import type { AppIcons } from './agent-app.schema.ts'

/** The web app manifest of an installable app under /h5/ (what "Add to Home Screen" installs). */
export interface WebAppManifest {
  id: string
  name: string
  short_name: string
  description: string
  lang: string
  start_url: string
  scope: string
  display: 'standalone'
  orientation: 'portrait'
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: string; purpose?: 'maskable' | 'any' }[]
}

/** What a branded manifest needs of its app. */
export interface ManifestApp {
  appId: string
  userId: string
  appName: string
  shortName: string
  themeColor: string
  icons: AppIcons
}

export const WEB_BASE_PATH = '/h5/'

/** At most this many characters of an app's name fit under a home-screen icon. */
export const SHORT_NAME_MAX = 12

/** The short name shown under the icon: the one given, else the name cut at a word boundary. */
export function toShortName(appName: string, shortName?: string | null): string {
  if (shortName?.trim()) return shortName.trim().slice(0, SHORT_NAME_MAX)
  const name = appName.trim()
  if (name.length <= SHORT_NAME_MAX) return name
  // Up to the last whole word that fits; a first word too long for the space is cut.
  const head = name.slice(0, SHORT_NAME_MAX + 1)
  const cut = /\s/.test(head) ? head.replace(/\s+\S*$/, '') : ''
  return (cut.length >= 4 ? cut : name.slice(0, SHORT_NAME_MAX)).trim()
}

/**
 * The agent app's start address: the app's id and its agent in the link, so the installed app opens as this agent's
 * app wherever it was installed from (a sub-domain or the main domain).
 */
export function appStartUrl(app: Pick<ManifestApp, 'appId' | 'userId'>): string {
  return `${WEB_BASE_PATH}?appId=${encodeURIComponent(app.appId)}&agentUserId=${encodeURIComponent(app.userId)}`
}

/** The product's own manifest, as the build writes it (kept here so the server can answer it too). */
export const PRODUCT_MANIFEST: WebAppManifest = {
  id: WEB_BASE_PATH,
  name: 'MapleNest',
  short_name: 'MapleNest',
  description: translate('en-GB', 'agentApp.manifest.productDescription'),
  lang: 'en-GB',
  start_url: WEB_BASE_PATH,
  scope: WEB_BASE_PATH,
  display: 'standalone',
  orientation: 'portrait',
  theme_color: PWA_THEME_COLOR,
  background_color: '#ffffff',
  icons: [
    { src: `${WEB_BASE_PATH}pwa-192x192.png`, sizes: '192x192', type: 'image/png' },
    { src: `${WEB_BASE_PATH}pwa-512x512.png`, sizes: '512x512', type: 'image/png' },
    { src: `${WEB_BASE_PATH}maskable-512x512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
}

/**
 * An agent's app as an installable app of its own: its name, short name, icons (192, 512 and a maskable 512) and
 * colour, with an id and start address that carry the app's id, so two agents' apps install side by side. Agent
 * apps are English only (spec §1).
 */
export function buildAppManifest(app: ManifestApp): WebAppManifest {
  return {
    ...PRODUCT_MANIFEST,
    id: appStartUrl(app),
    name: app.appName,
    short_name: toShortName(app.appName, app.shortName),
    description: translate('en-GB', 'agentApp.manifest.description', { appName: app.appName }),
    start_url: appStartUrl(app),
    theme_color: app.themeColor,
    icons: [
      { src: app.icons.icon192, sizes: '192x192', type: 'image/png' },
      { src: app.icons.icon512, sizes: '512x512', type: 'image/png' },
      { src: app.icons.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}

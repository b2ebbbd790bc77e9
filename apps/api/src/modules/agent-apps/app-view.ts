import {
  type AgentAppRecord,
  type AppAgent,
  type AppInfoVo,
  agentSubdomainOf,
  buildAppManifest,
  hostName,
  type Locale,
  normaliseHexColour,
  productDomainOf,
  SHORT_INVITE_PATH,
  toShortName,
  translate,
  WEB_BASE_PATH,
} from '@maplenest/core'
import type { WebBrand } from '../../plugins/web-brands.ts'
import type { AppOwner, AppRow } from './agent-apps-repository.ts'

/**
 * The public address absolute links are written with (PUBLIC_URL): its scheme (without the colon) and host with its
 * port. Never the request's Host, which the caller writes: a forged one would put someone else's address in the
 * invite link of an agent's QR code or in Stripe's return page.
 */
export interface PublicOrigin {
  protocol: string
  host: string
}
/** The name services and their callers know the public origin by. */
export type RequestOrigin = PublicOrigin

/** The origin of PUBLIC_URL, as links are written with it. */
export function publicOrigin(publicUrl: string): PublicOrigin {
  const url = new URL(publicUrl)
  return { protocol: url.protocol.replace(/:$/, ''), host: url.host }
}

const FILES = '/house/api/file/v1'
const fileUrl = (key: string | null) => (key ? `${FILES}/${key}` : '')
const profileAvatar = (o: AppOwner) =>
  o.photoKey ? fileUrl(o.photoKey) : o.avatar || (o.profileId ? `/house/api/agent/v1/${o.profileId}/avatar` : '')

/** The agent as the app shows them: their broker profile when they have one, else their account. */
export function toAppAgent(owner: AppOwner): AppAgent {
  return {
    userId: owner.userId,
    profileId: owner.profileId,
    name: owner.profileName || owner.userName,
    phone: owner.profilePhone || owner.phonenumber || '',
    email: owner.profileEmail || owner.email || '',
    avatar: profileAvatar(owner),
    brokerage: owner.companyName ?? '',
    practiceName: owner.practiceName ?? '',
  }
}

const portOf = (host: string) => /:(\d+)$/.exec(host.trim())?.[0] ?? ''

/**
 * The host an app is opened on: its sub-domain under the product domain of the public address (or the first product
 * domain, for an address such as localhost), on the public address's port; the public host itself for an app without
 * a sub-domain.
 */
function appHost(app: Pick<AppRow, 'subdomain'>, origin: RequestOrigin, domains: readonly string[]): string {
  if (!app.subdomain) return origin.host
  const domain = productDomainOf(origin.host, domains) ?? domains[0]
  return `${app.subdomain}.${domain}${portOf(origin.host)}`
}

/** The invite link: opens the app and makes whoever opens it the agent's client (source `qr` or `link`). */
export function inviteUrl(
  app: Pick<AppRow, 'id' | 'userId' | 'subdomain'>,
  origin: RequestOrigin,
  domains: readonly string[],
  source: 'qr' | 'link' = 'qr',
  language: Locale | null = null,
): string {
  return `${origin.protocol}://${appHost(app, origin, domains)}${inviteTarget(app, source, language)}`
}

/** The long invite link's path and query on the app's host, with the language the link opens in, if any. */
export function inviteTarget(
  app: Pick<AppRow, 'id' | 'userId'>,
  source: 'qr' | 'link',
  language: Locale | null,
): string {
  const query = `appId=${encodeURIComponent(app.id)}&agentUserId=${encodeURIComponent(app.userId)}&src=${source}`
  return `${WEB_BASE_PATH}?${query}${language ? `&language=${language}` : ''}`
}

/**
 * A page of the web app inside an agent's app, for a link in a message to her client: on her app's host, with the
 * app's id and the agent's, so the page opens as her app wherever it is read. It does not make anyone her client.
 */
export function appPageUrl(
  app: Pick<AppRow, 'id' | 'userId' | 'subdomain'>,
  path: string,
  origin: RequestOrigin,
  domains: readonly string[],
): string {
  const query = `appId=${encodeURIComponent(app.id)}&agentUserId=${encodeURIComponent(app.userId)}`
  return `${origin.protocol}://${appHost(app, origin, domains)}${path}${path.includes('?') ? '&' : '?'}${query}`
}

/** The short invite link of a code, on the app's host: what the QR code holds. */
export function shortInviteUrl(
  app: Pick<AppRow, 'subdomain'>,
  code: string,
  origin: RequestOrigin,
  domains: readonly string[],
): string {
  return `${origin.protocol}://${appHost(app, origin, domains)}${SHORT_INVITE_PATH}${code}`
}

function toIcons(app: AppRow) {
  return {
    icon192: fileUrl(app.icon192Key),
    icon512: fileUrl(app.icon512Key),
    maskable512: fileUrl(app.maskable512Key),
    appleTouch180: fileUrl(app.appleTouch180Key),
  }
}

/** The app record of spec §3 (the sub-domain look-up): name, icon, id, agent's user id, advertising image, name. */
export function toAppRecord(app: AppRow, owner: AppOwner): AgentAppRecord {
  return {
    appId: app.id,
    userId: app.userId,
    appName: app.appName,
    appIconUrl: fileUrl(app.icon512Key ?? app.iconKey),
    appAdvUrl: fileUrl(app.advKey),
    userName: toAppAgent(owner).name,
  }
}

export function toAppInfoVo(
  app: AppRow,
  owner: AppOwner,
  live: boolean,
  origin: RequestOrigin,
  domains: readonly string[],
): AppInfoVo {
  return {
    appId: app.id,
    userId: app.userId,
    appName: app.appName,
    shortName: toShortName(app.appName, app.shortName),
    appIconUrl: fileUrl(app.icon512Key ?? app.iconKey),
    appLogoUrl: fileUrl(app.logoKey),
    appAdvUrl: fileUrl(app.advKey),
    domain: app.subdomain ? `${app.subdomain}.${domains[0]}` : null,
    subdomain: app.subdomain,
    themeColor: normaliseHexColour(app.themeColor),
    signatureSwitch: app.signatureSwitch ? 'true' : 'false',
    live,
    icons: toIcons(app),
    agent: toAppAgent(owner),
    inviteUrl: inviteUrl(app, origin, domains),
    defaultLanguage: app.defaultLanguage,
  }
}

export function toWebBrand(app: AppRow): WebBrand {
  const icons = toIcons(app)
  const themeColor = normaliseHexColour(app.themeColor)
  return {
    appId: app.id,
    userId: app.userId,
    appName: app.appName,
    shortName: toShortName(app.appName, app.shortName),
    themeColor,
    defaultLanguage: app.defaultLanguage,
    appleTouchIcon: icons.appleTouch180,
    manifest: buildAppManifest({
      appId: app.id,
      userId: app.userId,
      appName: app.appName,
      shortName: app.shortName ?? '',
      themeColor,
      icons,
    }),
  }
}

/** The label of an agent's sub-domain in a `domain` the client sent (a host, possibly with its port), or null. */
export function subdomainLabel(domain: string, domains: readonly string[]): string | null {
  return agentSubdomainOf(hostName(domain), domains)
}

/** A new app's name until the agent sets one. */
export const defaultAppName = (agentName: string) => translate('en-GB', 'agentApp.defaultName', { name: agentName })

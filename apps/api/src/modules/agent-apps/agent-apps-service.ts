import { randomInt } from 'node:crypto'
import {
  type AgentAppRecord,
  type AppConfig,
  type AppInfoVo,
  type AppInviteLink,
  type AppJoin,
  type AppJoinResult,
  type AppPicture,
  type AttributionSource,
  DEFAULT_AGENT_APP_COLOUR,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  isInviteCodeShape,
  type Locale,
  type MyApp,
  type SubscriberAnswer,
} from '@maplenest/core'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { isRegistered, requireSignedIn, type Viewer } from '../../platform/access.ts'
import type { ProcessedUpload } from '../../platform/storage/upload-pipeline.ts'
import { UploadRefusal } from '../../platform/storage/upload-pipeline.ts'
import type { BrandRequest, WebBrand } from '../../plugins/web-brands.ts'
import type { FilesService } from '../files/index.ts'
import type { AgentAppsRepository, AppPatch, AppRow } from './agent-apps-repository.ts'
import { defaultIconPng, makeIconSet } from './app-icons.ts'
import {
  defaultAppName,
  inviteTarget,
  inviteUrl,
  type RequestOrigin,
  shortInviteUrl,
  subdomainLabel,
  toAppAgent,
  toAppInfoVo,
  toAppRecord,
  toWebBrand,
} from './app-view.ts'

/** The message the client turns into its 404 page (spec §8), in `data.reason` whatever the language of `msg`. */
export const UNAUTHORIZED_SUBDOMAIN = 'Unauthorized subdomain'
const unknownApp = () =>
  new HttpError(404, 'agentApp.api.unauthorizedSubdomain', undefined, { reason: UNAUTHORIZED_SUBDOMAIN })
/** Each picture of an app and the upload kind (limits, public reading) it is kept as. */
const PICTURE_KINDS = { icon: 'agent-icon', logo: 'agent-logo', adv: 'agent-banner' } as const

const brokersOnly = () => new HttpError(403, 'agentApp.api.brokerOnly')

/** The live app a person is a client of, and since when and how. */
export interface ClientAttribution {
  appId: string
  agentUserId: string
  source: AttributionSource
  firstAt: Date
}

export interface AgentAppsService {
  readonly productDomains: readonly string[]
  /** GET /house/api/pdf/test?domain=: the live app of an agent's sub-domain; [] for the product's own hosts. */
  recordsForDomain(domain: string): Promise<AgentAppRecord[]>
  /** GET /house/api/user/v1/subscriber/{appId}: a live app's full record; 404 'Unauthorized subdomain' otherwise. */
  subscriber(appId: string, origin: RequestOrigin): Promise<SubscriberAnswer>
  /** The brand of the live app a page is asked for (by host, else by `appId`), or null. */
  webBrand(request: BrandRequest): Promise<WebBrand | null>
  /** The person opened an app: records the first touch, or asks before moving them from another agent's app. */
  join(viewer: Viewer | null, appId: string, input: AppJoin): Promise<AppJoinResult>
  /** Which app a person is a client of (whether or not that app is live now), or null. */
  attributionOf(userId: string): Promise<ClientAttribution | null>
  /** The agent of a live app, or null: showings booked in the app go to them. */
  liveAgentOf(appId: string): Promise<string | null>
  /** An agent's app as the app shows it (any state), or null: for share pages and PDFs. */
  infoOfAgent(agentUserId: string, origin: RequestOrigin): Promise<AppInfoVo | null>
  /** The agent's app (created on first use, for brokers). */
  ensureApp(agentUserId: string): Promise<AppRow>
  appOf(agentUserId: string): Promise<AppRow | null>
  /** An app by its id (any state), or null. */
  appById(appId: string): Promise<AppRow | null>
  mine(viewer: Viewer | null, origin: RequestOrigin): Promise<MyApp>
  configure(viewer: Viewer | null, input: AppConfig, origin: RequestOrigin): Promise<AppInfoVo>
  setPicture(
    viewer: Viewer | null,
    picture: AppPicture,
    bytes: Buffer,
    truncated: boolean,
    origin: RequestOrigin,
  ): Promise<AppInfoVo>
  /** Sets an app's icon (every manifest size) and colour from a picture: for the demo data and operators. */
  setIcon(agentUserId: string, bytes: Buffer, themeColor: string): Promise<AppRow>
  /** Whether the app has a paid period running now. */
  isLive(appId: string): Promise<boolean>
  /** The broker's short invite link for a language (null: the reader's own), the same code each time. */
  inviteLink(viewer: Viewer | null, language: Locale | null, origin: RequestOrigin): Promise<AppInviteLink>
  /** Where a short invite link leads (the long link's path and query on the same host), or null for an unknown code. */
  resolveInvite(code: string, source: 'qr' | 'link'): Promise<string | null>
}

/** A new invite code: twelve characters drawn at random by the operating system's generator. */
const newInviteCode = () =>
  Array.from({ length: INVITE_CODE_LENGTH }, () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)]).join(
    '',
  )

export function createAgentAppsService(deps: {
  repository: AgentAppsRepository
  files: Pick<FilesService, 'process' | 'save'>
  productDomains: readonly string[]
  now: () => Date
}): AgentAppsService {
  const { repository, files, productDomains, now } = deps

  const ownerOf = async (app: AppRow) => {
    const owner = await repository.owner(app.userId)
    if (!owner) throw notFound('agentApp.api.notFound')
    return owner
  }

  const liveApp = async (appId: string | null) => {
    if (!appId || !/^[0-9a-f-]{36}$/i.test(appId)) return null
    const app = await repository.byId(appId)
    return app && (await repository.isLive(app.id, now())) ? app : null
  }

  /** The caller as a broker: 401 signed out, 403 for anyone who is not an approved broker. */
  const requireBroker = async (viewer: Viewer | null) => {
    const who = requireSignedIn(viewer)
    if (!isRegistered(who)) throw brokersOnly()
    const owner = await repository.owner(who.userId)
    if (!owner?.isBroker) throw brokersOnly()
    return owner
  }

  /** Stores the icon set of an app, from an uploaded picture or the default mark on its colour. */
  const iconKeys = async (userId: string, source: Buffer, themeColor: string): Promise<AppPatch> => {
    const set = await makeIconSet(source, themeColor)
    const save = async (bytes: Buffer) =>
      (
        await files.save(userId, {
          kind: 'agent-icon',
          bytes,
          contentType: 'image/png',
          extension: 'png',
          sourceType: 'image/png',
        })
      ).key
    return {
      icon192Key: await save(set.icon192),
      icon512Key: await save(set.icon512),
      maskable512Key: await save(set.maskable512),
      appleTouch180Key: await save(set.appleTouch180),
    }
  }

  const ensureApp = async (agentUserId: string): Promise<AppRow> => {
    const existing = await repository.byUser(agentUserId)
    if (existing) return existing
    const owner = await repository.owner(agentUserId)
    if (!owner) throw notFound('agentApp.api.notFound')
    const themeColor = DEFAULT_AGENT_APP_COLOUR
    const icons = await iconKeys(agentUserId, await defaultIconPng(themeColor), themeColor)
    return repository.ensure({
      userId: agentUserId,
      appName: defaultAppName(toAppAgent(owner).name),
      themeColor,
      ...icons,
    })
  }

  const info = async (app: AppRow, origin: RequestOrigin) =>
    toAppInfoVo(app, await ownerOf(app), await repository.isLive(app.id, now()), origin, productDomains)

  const service: AgentAppsService = {
    productDomains,

    async recordsForDomain(domain) {
      const label = subdomainLabel(domain, productDomains)
      if (!label) return []
      const app = await repository.bySubdomain(label)
      if (!app || !(await repository.isLive(app.id, now()))) throw unknownApp()
      return [toAppRecord(app, await ownerOf(app))]
    },

    async subscriber(appId, origin) {
      const app = await liveApp(appId)
      if (!app) throw unknownApp()
      return { appInfoVo: await info(app, origin) }
    },

    async webBrand({ host, appId }) {
      const label = subdomainLabel(host, productDomains)
      const app = label ? await repository.bySubdomain(label) : await liveApp(appId)
      if (!app || (label && !(await repository.isLive(app.id, now())))) return null
      return toWebBrand(app)
    },

    async join(viewer, appId, input) {
      const who = requireSignedIn(viewer)
      const app = await liveApp(appId)
      if (!app) throw unknownApp()
      const at = now()
      const result = (outcome: AppJoinResult['outcome'], row: { firstAt: Date; source: AppJoinResult['source'] }) => ({
        outcome,
        appId: app.id,
        since: row.firstAt.toISOString(),
        source: row.source,
        current: null,
      })
      // The agent in their own app is nobody's client.
      if (who.userId === app.userId) return result('already', { firstAt: app.createdAt, source: input.source })
      let current = await repository.client(who.userId)
      if (!current) {
        if (await repository.addClient({ clientUserId: who.userId, appId: app.id, source: input.source, firstAt: at }))
          return result('joined', { firstAt: at, source: input.source })
        current = await repository.client(who.userId)
        if (!current) throw notFound('agentApp.api.notFound')
      }
      if (current.appId === app.id) return result('already', current)
      if (input.switch) {
        const moved = await repository.moveClient(who.userId, { appId: app.id, source: input.source, at })
        return result('switched', moved ?? { firstAt: at, source: input.source })
      }
      const other = await repository.byId(current.appId)
      const otherOwner = other ? await repository.owner(other.userId) : null
      return {
        ...result('askSwitch', current),
        appId: current.appId,
        current: other
          ? { appId: other.id, appName: other.appName, agentName: otherOwner ? toAppAgent(otherOwner).name : '' }
          : null,
      }
    },

    async attributionOf(userId) {
      const row = await repository.client(userId)
      if (!row) return null
      const app = await repository.byId(row.appId)
      return app ? { appId: app.id, agentUserId: app.userId, source: row.source, firstAt: row.firstAt } : null
    },

    async liveAgentOf(appId) {
      return (await liveApp(appId))?.userId ?? null
    },

    async infoOfAgent(agentUserId, origin) {
      const app = await repository.byUser(agentUserId)
      return app ? info(app, origin) : null
    },

    ensureApp,
    appOf: (agentUserId) => repository.byUser(agentUserId),
    appById: (appId) => repository.byId(appId),

    async mine(viewer, origin) {
      const who = requireSignedIn(viewer)
      const owner = isRegistered(who) ? await repository.owner(who.userId) : null
      // A broker's app exists from their first visit, so its settings can be made before the subscription is paid.
      const app = owner?.isBroker ? await ensureApp(who.userId) : null
      const activeUntil = app ? await repository.activeUntil(app.id, now()) : null
      return {
        app: app ? await info(app, origin) : null,
        broker: owner?.isBroker ?? false,
        activeUntil: activeUntil?.toISOString() ?? null,
      }
    },

    async configure(viewer, input, origin) {
      const owner = await requireBroker(viewer)
      const app = await ensureApp(owner.userId)
      const patch: AppPatch = {
        appName: input.appName,
        shortName: input.shortName,
        themeColor: input.themeColor,
        subdomain: input.subdomain,
        signatureSwitch: input.signatureSwitch === 'true',
        ...(input.defaultLanguage ? { defaultLanguage: input.defaultLanguage } : {}),
      }
      // A new colour shows in the icons made from the picture (the maskable and touch icons' background).
      if (input.themeColor !== app.themeColor) {
        const source = app.iconKey ? null : await defaultIconPng(input.themeColor)
        if (source) Object.assign(patch, await iconKeys(owner.userId, source, input.themeColor))
      }
      const updated = await repository.update(app.id, patch, now())
      if (updated === 'subdomainTaken') {
        throw new HttpError(400, 'agentApp.validation.subdomainTaken', undefined, {
          fields: [{ field: 'subdomain' }],
        })
      }
      return info(updated, origin)
    },

    async setPicture(viewer, picture, bytes, truncated, origin) {
      const owner = await requireBroker(viewer)
      const kind = PICTURE_KINDS[picture]
      let processed: ProcessedUpload
      try {
        processed = await files.process(kind, bytes, { truncated })
      } catch (err) {
        if (err instanceof UploadRefusal) throw new HttpError(err.status, err.key, err.params)
        throw err
      }
      const app = await ensureApp(owner.userId)
      const saved = await files.save(owner.userId, processed)
      const patch: AppPatch =
        picture === 'icon'
          ? { iconKey: saved.key, ...(await iconKeys(owner.userId, processed.bytes, app.themeColor)) }
          : picture === 'logo'
            ? { logoKey: saved.key }
            : { advKey: saved.key }
      const updated = await repository.update(app.id, patch, now())
      if (updated === 'subdomainTaken') throw notFound('agentApp.api.notFound')
      return info(updated, origin)
    },

    async setIcon(agentUserId, bytes, themeColor) {
      const app = await ensureApp(agentUserId)
      const processed = await files.process('agent-icon', bytes)
      const saved = await files.save(agentUserId, processed)
      const patch = { iconKey: saved.key, themeColor, ...(await iconKeys(agentUserId, processed.bytes, themeColor)) }
      const updated = await repository.update(app.id, patch, now())
      if (updated === 'subdomainTaken') throw notFound('agentApp.api.notFound')
      return updated
    },

    isLive: (appId) => repository.isLive(appId, now()),

    async inviteLink(viewer, language, origin) {
      const owner = await requireBroker(viewer)
      const app = await ensureApp(owner.userId)
      const code = await repository.inviteCode(app.id, language, newInviteCode)
      return {
        code,
        language,
        url: shortInviteUrl(app, code, origin, productDomains),
        longUrl: inviteUrl(app, origin, productDomains, 'qr', language),
      }
    },

    async resolveInvite(code, source) {
      if (!isInviteCodeShape(code)) return null
      const invite = await repository.invite(code)
      const app = invite ? await repository.byId(invite.appId) : null
      return app && invite ? inviteTarget(app, source, invite.language) : null
    },
  }
  return service
}

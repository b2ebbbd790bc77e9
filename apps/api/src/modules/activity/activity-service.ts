import {
  type ActiveClients,
  type ActivityPeriod,
  type AppLogInput,
  type AppLogPage,
  alertsFor,
  type Client,
  type ClientDetails,
  type ClientListQuery,
  type ClientPage,
  type Dashboard,
  LISTING_EVENTS,
  parseOperationContent,
  periodDays,
  periodStart,
  SHOWING_STATUSES,
  type UsageLogInput,
} from '@maplenest/core'
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts'
import { isRegistered, requireSignedIn, type Viewer } from '../../platform/access.ts'
import { defineCursor, hashQuery } from '../../platform/cursor.ts'
import type { AgentAppsService } from '../agent-apps/index.ts'
import type { ListingsService } from '../listings/index.ts'
import type { NoticesService } from '../notices/index.ts'
import type { ActivityRepository, ClientRow } from './activity-repository.ts'

export interface ActivityService {
  /** POST /house/s/v1/addLog: the caller's own usage log; in an agent's app, the agent's alerts that say why. */
  addUsage(viewer: Viewer | null, input: UsageLogInput): Promise<{ id: string }>
  /** POST /house/api/appLog/v1/add: the caller's own app log (a page opened, the device). */
  addAppLog(viewer: Viewer | null, input: AppLogInput): Promise<{ id: string }>
  /** The caller's own app log, newest first (my/public/app-log-list). */
  myAppLogs(viewer: Viewer | null, query: { cursor?: string | undefined; limit: number }): Promise<AppLogPage>
  clients(viewer: Viewer | null, query: ClientListQuery): Promise<ClientPage>
  active(viewer: Viewer | null, period: ActivityPeriod): Promise<ActiveClients>
  details(viewer: Viewer | null, userId: string): Promise<ClientDetails>
  dashboard(viewer: Viewer | null, period: ActivityPeriod): Promise<Dashboard>
}

const LOG_PAGES = defineCursor({ value: 'timestamp', id: 'uuid', error: 'listing.api.cursor' })
const CLIENT_PAGES = defineCursor({ value: 'timestamp', id: 'uuid', error: 'listing.api.cursor' })
const TIMELINE_LENGTH = 100

const toClient = (row: ClientRow): Client => ({
  userId: row.userId,
  name: row.name,
  type: row.type,
  avatar: row.avatar,
  source: row.source,
  since: new Date(row.firstAt).toISOString(),
  lastActiveAt: row.lastActiveAt ? new Date(row.lastActiveAt).toISOString() : null,
  actions: row.actions,
})

export function createActivityService(deps: {
  repository: ActivityRepository
  apps: Pick<AgentAppsService, 'appOf' | 'appById' | 'attributionOf'>
  listings: Pick<ListingsService, 'summaries'>
  notices: Pick<NoticesService, 'notify'>
  now: () => Date
}): ActivityService {
  const { repository, apps, listings, notices, now } = deps

  /** The caller's own id (a log for someone else is refused) and an app that exists (400 otherwise). */
  const checkLog = async (viewer: Viewer | null, input: { userId: string; appId?: string | undefined }) => {
    const who = requireSignedIn(viewer)
    if (input.userId !== who.userId) throw new HttpError(403, 'activity.api.notYou')
    if (input.appId && !(await apps.appById(input.appId)))
      throw badRequest('activity.validation.appId', undefined, { fields: [{ field: 'appId' }] })
    return who
  }

  /** The caller's own app, as a broker: 403 for anyone else. */
  const requireApp = async (viewer: Viewer | null) => {
    const who = requireSignedIn(viewer)
    const app = isRegistered(who) ? await apps.appOf(who.userId) : null
    if (!app) throw new HttpError(403, 'activity.api.brokerOnly')
    return { who, app }
  }

  const addresses = async (mlNums: readonly (string | null)[]) => {
    const wanted = [...new Set(mlNums.filter((m): m is string => Boolean(m)))]
    if (wanted.length === 0) return new Map<string, string>()
    const found = await listings.summaries(wanted, null)
    return new Map(found.map((l) => [l.mlNum, l.unit ? `${l.unit}-${l.address}` : l.address]))
  }

  /** Raises the alerts a new action earns, once each, to the agent of the app, in-app (and by e-mail with consent). */
  const alert = async (log: { id: string; userId: string; appId: string; event: string; subject: string | null }) => {
    const attribution = await apps.attributionOf(log.userId)
    if (!attribution || attribution.appId !== log.appId) return
    const parsed = parseOperationContent(log.subject ? `${log.event}:${log.subject}` : log.event)
    if (!parsed) return
    const at = now()
    const reasons = alertsFor({
      event: parsed.event,
      subject: parsed.subject,
      viewsOfSubject:
        parsed.event === 'view' && parsed.subject ? await repository.views(log.userId, log.appId, parsed.subject) : 0,
      previousAt: await repository.previousAt(log.userId, log.appId, log.id),
      now: at,
    })
    if (reasons.length === 0) return
    const client = await repository.nameOf(log.userId)
    const where = await addresses(reasons.map((r) => (r.reason === 'returned' ? null : r.subject)))
    for (const r of reasons) {
      if (!(await repository.addAlert({ appId: log.appId, clientUserId: log.userId, ...r, createdAt: at }))) continue
      const address = where.get(r.subject)
      await notices.notify(attribution.agentUserId, 'client.alert', {
        reason: r.reason,
        client,
        clientId: log.userId,
        subject: r.subject,
        ...(address ? { address } : {}),
      })
    }
  }

  return {
    async addUsage(viewer, input) {
      const who = await checkLog(viewer, input)
      const parsed = parseOperationContent(input.operationContent)!
      const row = await repository.insertUsage({
        userId: who.userId,
        appId: input.appId ?? null,
        operationContent: input.operationContent,
        event: parsed.event,
        subject: parsed.subject,
        createdAt: now(),
      })
      if (row.appId)
        await alert({ id: row.id, userId: row.userId, appId: row.appId, event: row.event, subject: row.subject })
      return { id: row.id }
    },

    async addAppLog(viewer, input) {
      const who = await checkLog(viewer, input)
      const { userId: _, appId, ...fields } = input
      const id = await repository.insertAppLog({
        ...fields,
        userId: who.userId,
        appId: appId ?? null,
        userName: fields.userName ?? '',
        brand: fields.brand ?? '',
        model: fields.model ?? '',
        operSystem: fields.operSystem ?? '',
        language: fields.language ?? '',
        version: fields.version ?? '',
        clientId: fields.clientId ?? '',
        clientType: fields.clientType ?? '',
        lat: fields.lat ?? null,
        lng: fields.lng ?? null,
        createdAt: now(),
      })
      return { id }
    },

    async myAppLogs(viewer, query) {
      const who = requireSignedIn(viewer)
      const hash = hashQuery({ list: 'app-logs', userId: who.userId })
      const key = query.cursor ? LOG_PAGES.decode(query.cursor, hash) : null
      const found = await repository.appLogsOf(who.userId, key ? { at: key.value, id: key.id } : null, query.limit + 1)
      const items = found.slice(0, query.limit)
      const last = items.at(-1)
      return {
        items: items.map((r) => ({
          id: r.id,
          pageName: r.pageName,
          appName: r.appName,
          brand: r.brand,
          model: r.model,
          operSystem: r.operSystem,
          version: r.version,
          createdAt: r.createdAt.toISOString(),
        })),
        nextCursor:
          found.length > query.limit && last ? LOG_PAGES.encode({ value: last.atKey, id: last.id }, hash) : null,
      }
    },

    async clients(viewer, query) {
      const { app } = await requireApp(viewer)
      const hash = hashQuery({ list: 'clients', app: app.id, type: query.type, q: query.q ?? '' })
      const key = query.cursor ? CLIENT_PAGES.decode(query.cursor, hash) : null
      const found = await repository.clients(
        app.id,
        query.type,
        query.q,
        key ? { at: key.value, id: key.id } : null,
        query.limit + 1,
      )
      const items = found.slice(0, query.limit)
      const last = items.at(-1)
      return {
        items: items.map(toClient),
        nextCursor:
          found.length > query.limit && last
            ? CLIENT_PAGES.encode({ value: last.firstAt, id: last.userId }, hash)
            : null,
      }
    },

    async active(viewer, period) {
      const { app } = await requireApp(viewer)
      return { period, items: (await repository.active(app.id, periodStart(period, now()))).map(toClient) }
    },

    async details(viewer, userId) {
      const { app } = await requireApp(viewer)
      const row = await repository.client(app.id, userId)
      if (!row) throw notFound('activity.api.notClient')
      const [counts, timeline, alerts] = await Promise.all([
        repository.counts(app.id, userId),
        repository.timeline(app.id, userId, TIMELINE_LENGTH),
        repository.alerts(app.id, userId),
      ])
      const where = await addresses([
        ...timeline.map((l) => (LISTING_EVENTS.includes(l.event) ? l.subject : null)),
        ...alerts.map((a) => (a.reason === 'returned' ? null : a.subject)),
      ])
      return {
        client: toClient(row),
        counts: {
          views: counts.view ?? 0,
          favourites: counts.favourite ?? 0,
          showings: counts.book ?? 0,
          searches: counts.search ?? 0,
        },
        alerts: alerts.map((a) => ({
          reason: a.reason,
          subject: a.subject,
          address: where.get(a.subject) ?? null,
          at: a.createdAt.toISOString(),
        })),
        timeline: timeline.map((l) => ({
          id: l.id,
          event: l.event,
          subject: l.subject,
          address: l.subject && LISTING_EVENTS.includes(l.event) ? (where.get(l.subject) ?? null) : null,
          at: l.createdAt.toISOString(),
        })),
      }
    },

    async dashboard(viewer, period) {
      const { who, app } = await requireApp(viewer)
      const at = now()
      const since = periodStart(period, at)
      const { figures, showings } = await repository.dashboard(app.id, who.userId, since)
      const bucketDays = periodDays(period) <= 30 ? 1 : 7
      const buckets = Math.ceil(periodDays(period) / bucketDays)
      const found = new Map((await repository.series(app.id, since, bucketDays)).map((b) => [b.bucket, b]))
      return {
        period,
        ...figures,
        showings: Object.fromEntries(
          SHOWING_STATUSES.map((s) => [s, showings.find((r) => r.status === s)?.n ?? 0]),
        ) as Dashboard['showings'],
        series: Array.from({ length: buckets }, (_, i) => ({
          start: new Date(since.getTime() + i * bucketDays * 86_400_000).toISOString(),
          activeClients: found.get(i)?.activeClients ?? 0,
          views: found.get(i)?.views ?? 0,
        })),
      }
    },
  }
}

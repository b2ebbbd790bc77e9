import { z } from 'zod'
import { ATTRIBUTION_SOURCES } from '../agent-apps/agent-app.schema.ts'
import { SHOWING_STATUSES } from '../showings/showing.schema.ts'

/**
 * Activity in the app: usage logs (spec §3: operationContent, userId, appId) and app logs (the page opened, with the
 * device), the agent's view of their clients, the alerts that say why, and the dashboard.
 */

/** What a usage log says happened; `operationContent` is `<event>` or `<event>:<subject>` (a listing number, a search). */
export const USAGE_EVENTS = ['open', 'view', 'favourite', 'book', 'share', 'search'] as const
export type UsageEvent = (typeof USAGE_EVENTS)[number]
/** Events about one listing: their subject is its number. */
export const LISTING_EVENTS: readonly UsageEvent[] = ['view', 'favourite', 'book', 'share']

export const OPERATION_CONTENT_MAX = 200
const CONTENT = /^(open|view|favourite|book|share|search)(?::(.+))?$/s

/** The event and subject of an operationContent, or null when it is not one we record. */
export function parseOperationContent(content: string): { event: UsageEvent; subject: string | null } | null {
  const m = CONTENT.exec(content.trim())
  if (!m) return null
  const event = m[1] as UsageEvent
  const subject = m[2]?.trim() || null
  if (event === 'open' && subject) return null
  if (event !== 'open' && !subject) return null
  if (LISTING_EVENTS.includes(event) && !/^[A-Za-z0-9-]{1,20}$/.test(subject ?? '')) return null
  return { event, subject }
}

const uuid = (message: string) => z.uuid({ error: message })

/** POST /house/s/v1/addLog */
export const usageLogSchema = z.strictObject({
  operationContent: z
    .string('activity.validation.operationContent')
    .trim()
    .min(1, 'activity.validation.operationContent')
    .max(OPERATION_CONTENT_MAX, 'error.field.tooLong')
    .refine((v) => parseOperationContent(v) !== null, 'activity.validation.operationContent'),
  userId: uuid('activity.validation.userId'),
  appId: uuid('activity.validation.appId').optional(),
})
export type UsageLogInput = z.infer<typeof usageLogSchema>

const text = (max: number) => z.string().trim().max(max, 'error.field.tooLong').optional()

/** POST /house/api/appLog/v1/add — spec §3 app log. */
export const appLogSchema = z.strictObject({
  pageName: z
    .string('activity.validation.pageName')
    .trim()
    .min(1, 'activity.validation.pageName')
    .max(200, 'error.field.tooLong'),
  userId: uuid('activity.validation.userId'),
  userName: text(100),
  appId: uuid('activity.validation.appId').optional(),
  brand: text(50),
  model: text(100),
  operSystem: text(50),
  language: text(20),
  version: text(30),
  clientId: text(100),
  clientType: text(30),
  lat: z
    .number('activity.validation.lat')
    .min(-90, 'activity.validation.lat')
    .max(90, 'activity.validation.lat')
    .optional(),
  lng: z
    .number('activity.validation.lng')
    .min(-180, 'activity.validation.lng')
    .max(180, 'activity.validation.lng')
    .optional(),
})
export type AppLogInput = z.infer<typeof appLogSchema>

export const loggedSchema = z.object({ id: z.string() })

export const appLogEntrySchema = z.object({
  id: z.string(),
  pageName: z.string(),
  appName: z.string().nullable(),
  brand: z.string(),
  model: z.string(),
  operSystem: z.string(),
  version: z.string(),
  createdAt: z.string(),
})
export type AppLogEntry = z.infer<typeof appLogEntrySchema>
export const appLogPageSchema = z.object({ items: z.array(appLogEntrySchema), nextCursor: z.string().nullable() })
export type AppLogPage = z.infer<typeof appLogPageSchema>
export const cursorQuerySchema = z.strictObject({
  cursor: z.string().max(500, 'error.field.tooLong').optional(),
  limit: z.coerce.number('error.field.type').int('error.field.type').min(1).max(50).default(20),
})

/** The agent's periods of activity (spec §6): a rolling week, month, quarter or year up to now. */
export const ACTIVITY_PERIODS = ['WEEK', 'MONTH', 'QUARTER', 'YEAR'] as const
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number]
const PERIOD_DAYS: Record<ActivityPeriod, number> = { WEEK: 7, MONTH: 30, QUARTER: 91, YEAR: 365 }

export function periodStart(period: ActivityPeriod, now: Date): Date {
  return new Date(now.getTime() - PERIOD_DAYS[period] * 86_400_000)
}
export const periodDays = (period: ActivityPeriod) => PERIOD_DAYS[period]

/** Who a client is (spec §6 user type filter): every client, registered people, visitors, agents. */
export const CLIENT_TYPES = ['all', 'user', 'visitor', 'agent'] as const
export type ClientType = (typeof CLIENT_TYPES)[number]

/** The longest text the clients search takes. */
export const CLIENT_SEARCH_MAX = 100

export const clientListQuerySchema = z.strictObject({
  type: z.enum(CLIENT_TYPES, { error: 'activity.validation.type' }).default('all'),
  /** Part of a client's name, phone number or e-mail; blank means everyone. */
  q: z
    .string('error.field.type')
    .trim()
    .max(CLIENT_SEARCH_MAX, 'error.field.tooLong')
    .optional()
    .transform((v) => (v ? v : undefined)),
  cursor: z.string().max(500, 'error.field.tooLong').optional(),
  limit: z.coerce.number('error.field.type').int('error.field.type').min(1).max(50).default(20),
})
export type ClientListQuery = z.infer<typeof clientListQuerySchema>

export const activeQuerySchema = z.strictObject({
  period: z.enum(ACTIVITY_PERIODS, { error: 'activity.validation.period' }).default('WEEK'),
})

export const clientSchema = z.object({
  userId: z.string(),
  name: z.string(),
  type: z.enum(['user', 'visitor', 'agent', 'admin']),
  avatar: z.string(),
  source: z.enum(ATTRIBUTION_SOURCES),
  since: z.string(),
  lastActiveAt: z.string().nullable(),
  /** Actions in the period asked for (the active list), else in all time. */
  actions: z.number().int(),
})
export type Client = z.infer<typeof clientSchema>
export const clientPageSchema = z.object({ items: z.array(clientSchema), nextCursor: z.string().nullable() })
export type ClientPage = z.infer<typeof clientPageSchema>
export const activeClientsSchema = z.object({ period: z.enum(ACTIVITY_PERIODS), items: z.array(clientSchema) })
export type ActiveClients = z.infer<typeof activeClientsSchema>

export const clientIdParamsSchema = z.strictObject({ userId: uuid('activity.validation.userId') })

/** Why the agent was alerted about a client (kvCORE's behaviour triggers, wave-2 facts). */
export const ALERT_REASONS = ['viewedThrice', 'returned', 'favourited', 'booked'] as const
export type AlertReason = (typeof ALERT_REASONS)[number]
/** A client back after this long away is news. */
export const RETURN_AFTER_DAYS = 14
/** The same home viewed this many times is news. */
export const REPEAT_VIEWS = 3

export const timelineEntrySchema = z.object({
  id: z.string(),
  event: z.enum(USAGE_EVENTS),
  subject: z.string().nullable(),
  /** The listing's address for listing events, when the listing is known. */
  address: z.string().nullable(),
  at: z.string(),
})
export type TimelineEntry = z.infer<typeof timelineEntrySchema>

export const alertSchema = z.object({
  reason: z.enum(ALERT_REASONS),
  subject: z.string(),
  address: z.string().nullable(),
  at: z.string(),
})
export type ActivityAlert = z.infer<typeof alertSchema>

export const clientDetailsSchema = z.object({
  client: clientSchema,
  counts: z.object({ views: z.number(), favourites: z.number(), showings: z.number(), searches: z.number() }),
  alerts: z.array(alertSchema),
  timeline: z.array(timelineEntrySchema),
})
export type ClientDetails = z.infer<typeof clientDetailsSchema>

export const dashboardSchema = z.object({
  period: z.enum(ACTIVITY_PERIODS),
  clients: z.number().int(),
  activeClients: z.number().int(),
  newClients: z.number().int(),
  views: z.number().int(),
  favourites: z.number().int(),
  showings: z.object(
    Object.fromEntries(SHOWING_STATUSES.map((s) => [s, z.number().int()])) as Record<
      (typeof SHOWING_STATUSES)[number],
      z.ZodNumber
    >,
  ),
  /** Day by day (week, month) or week by week (quarter, year): active clients and views, oldest first. */
  series: z.array(z.object({ start: z.string(), activeClients: z.number().int(), views: z.number().int() })),
})
export type Dashboard = z.infer<typeof dashboardSchema>

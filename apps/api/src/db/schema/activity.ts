import { ALERT_REASONS, USAGE_EVENTS } from '@maplenest/core'
import { doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { agentApps } from './agent-apps.ts'

const tz = () => timestamp({ withTimezone: true })

/**
 * Usage logs (spec §3: operationContent, userId, appId): what a person did in an app, as the app reported it. The
 * content is kept as sent and read into an event and its subject (a listing number, a search), for the agent's
 * timeline and alerts.
 */
export const usageLogs = pgTable(
  'usage_logs',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: uuid().references(() => agentApps.id, { onDelete: 'set null' }),
    operationContent: text().notNull(),
    event: text({ enum: USAGE_EVENTS }).notNull(),
    subject: text(),
    createdAt: tz().notNull().defaultNow(),
  },
  (t) => [index('usage_logs_user_idx').on(t.userId, t.createdAt), index('usage_logs_app_idx').on(t.appId, t.createdAt)],
)

/** App logs (spec §3): a page opened, with the device and the place, for the person's own activity log. */
export const appLogs = pgTable(
  'app_logs',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: uuid().references(() => agentApps.id, { onDelete: 'set null' }),
    pageName: text().notNull(),
    userName: text().notNull().default(''),
    brand: text().notNull().default(''),
    model: text().notNull().default(''),
    operSystem: text().notNull().default(''),
    language: text().notNull().default(''),
    version: text().notNull().default(''),
    clientId: text().notNull().default(''),
    clientType: text().notNull().default(''),
    lat: doublePrecision(),
    lng: doublePrecision(),
    createdAt: tz().notNull().defaultNow(),
  },
  (t) => [index('app_logs_user_idx').on(t.userId, t.createdAt)],
)

/**
 * Alerts an agent got about a client of their app, each with its reason, raised once per reason and subject (a
 * listing, or the day of a return after a long absence).
 */
export const activityAlerts = pgTable(
  'activity_alerts',
  {
    id: uuid().primaryKey().defaultRandom(),
    appId: uuid()
      .notNull()
      .references(() => agentApps.id, { onDelete: 'cascade' }),
    clientUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text({ enum: ALERT_REASONS }).notNull(),
    subject: text().notNull(),
    createdAt: tz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_alerts_once_key').on(t.appId, t.clientUserId, t.reason, t.subject),
    index('activity_alerts_app_idx').on(t.appId, t.createdAt),
  ],
)

import { ATTRIBUTION_SOURCES, LOCALES, ORDER_STATUSES, PAYMENT_PROVIDERS, PLAN_IDS } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

const tz = () => timestamp({ withTimezone: true })

/**
 * An agent's own app (one per agent): its brand and settings. Pictures are file-storage keys: the icon as uploaded
 * (`iconKey`) and the sizes the web manifest and home screens need, made from it; the logo and the advertising
 * image. `subdomain` is unique among apps (null: the app opens by its link on the main domain). Whether it is live
 * is read from its orders: a paid period running now. `defaultLanguage` is the language the app opens in for a
 * person who has chosen none (decision 0133).
 */
export const agentApps = pgTable(
  'agent_apps',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appName: text().notNull(),
    shortName: text(),
    subdomain: text(),
    themeColor: text().notNull().default('#04d188'),
    iconKey: text(),
    icon192Key: text(),
    icon512Key: text(),
    maskable512Key: text(),
    appleTouch180Key: text(),
    logoKey: text(),
    advKey: text(),
    signatureSwitch: boolean().notNull().default(false),
    defaultLanguage: text({ enum: LOCALES }).notNull().default('en-GB'),
    createdAt: tz().notNull().defaultNow(),
    updatedAt: tz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agent_apps_user_key').on(t.userId), uniqueIndex('agent_apps_subdomain_key').on(t.subdomain)],
)

/**
 * Short invite links (`/h5/i/<code>`): a random code standing for an app and, when the agent chose one, the language
 * the link opens in. One code per app and language (null: none), so a printed QR code keeps working.
 */
export const agentAppInvites = pgTable(
  'agent_app_invites',
  {
    code: text().primaryKey(),
    appId: uuid()
      .notNull()
      .references(() => agentApps.id, { onDelete: 'cascade' }),
    language: text({ enum: LOCALES }),
    createdAt: tz().notNull().defaultNow(),
  },
  (t) => [unique('agent_app_invites_app_language_key').on(t.appId, t.language).nullsNotDistinct()],
)

/**
 * Which agent's app a person is a client of: one row per person, the first touch (when and how: QR code, link or
 * sub-domain). Never changed silently: a move to another app is the person's answer, kept with the app left.
 */
export const agentAppClients = pgTable(
  'agent_app_clients',
  {
    clientUserId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: uuid()
      .notNull()
      .references(() => agentApps.id, { onDelete: 'cascade' }),
    source: text({ enum: ATTRIBUTION_SOURCES }).notNull(),
    firstAt: tz().notNull(),
    previousAppId: uuid().references(() => agentApps.id, { onDelete: 'set null' }),
    switchedAt: tz(),
  },
  (t) => [index('agent_app_clients_app_idx').on(t.appId, t.firstAt)],
)

/**
 * Subscription orders of an app. Paid once `paidAt` is set; its period (`periodStart`..`periodEnd`) is fixed then,
 * after any period already paid for. `status` is brought up to date on every read of the orders; whether an app is
 * live is read from the periods themselves.
 */
export const agentAppOrders = pgTable(
  'agent_app_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    appId: uuid()
      .notNull()
      .references(() => agentApps.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text({ enum: PLAN_IDS }).notNull(),
    months: integer().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull().default('CAD'),
    status: text({ enum: ORDER_STATUSES }).notNull().default('pending'),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    /** Stripe: the Checkout Session's id and address. */
    providerRef: text(),
    checkoutUrl: text(),
    paidAt: tz(),
    /** Who marked an invoice paid (an administrator), or null when the provider confirmed it. */
    paidBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    periodStart: tz(),
    periodEnd: tz(),
    renewal: boolean().notNull().default(false),
    createdAt: tz().notNull().defaultNow(),
  },
  (t) => [
    index('agent_app_orders_app_idx').on(t.appId, t.createdAt),
    index('agent_app_orders_period_idx').on(t.appId, t.periodEnd).where(sql`${t.paidAt} is not null`),
    uniqueIndex('agent_app_orders_provider_ref_key').on(t.providerRef),
  ],
)

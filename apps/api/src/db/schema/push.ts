import { TERMINAL_TYPES } from '@maplenest/core'
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * Web Push subscriptions (POST /app/bindingEquipment): one row per browser subscription (its endpoint), bound to the
 * person signed in on that device (clientId). Binding the same endpoint again moves it to whoever bound it last.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text().notNull(),
    platform: text({ enum: TERMINAL_TYPES }).notNull(),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp({ withTimezone: true }),
    /** Deliveries failed in a row (network, 5xx); reset by a success. Gone (404/410) deletes the row at once. */
    failures: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_client_idx').on(t.clientId),
  ],
)

import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * A selection of up to 20 listings shared from the map: the MLS numbers in the order shown, under a short random
 * url-safe id that anyone with the link can open.
 */
export const mapShares = pgTable(
  'map_shares',
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mlNums: text().array().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('map_shares_user_idx').on(t.userId, t.createdAt)],
)

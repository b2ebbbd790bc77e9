import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * The homes a signed-in person is comparing (the spec's cart): at most four per person, in the order added.
 * Visitors keep theirs on the device; it joins this list when they sign in.
 */
export const compareItems = pgTable(
  'compare_items',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mlNum: text().notNull(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mlNum] }), index('compare_items_user_added_idx').on(t.userId, t.addedAt)],
)

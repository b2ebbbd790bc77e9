import { FAVOURITE_STATUSES, FAVOURITE_TYPES } from '@maplenest/core'
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * What each person follows ("attention"): one row per user, kind and item, with the item's price and status
 * when it was saved, so the Favs tab can say what changed since ("Price down $20,000", "Sold").
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: FAVOURITE_TYPES }).notNull(),
    targetId: text().notNull(),
    /** Whole dollars: list price or rent, a project's lowest price, a layout's price; null for schools and agents. */
    savedPrice: integer(),
    /** For listings (core's FAVOURITE_STATUSES); null for the other kinds. */
    savedStatus: text({ enum: FAVOURITE_STATUSES }),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The listing's price and status the person was last told about (a notice), null until the first change:
     * a change is told once, and compared with what was told, not with what was saved.
     */
    noticedPrice: integer(),
    noticedStatus: text({ enum: FAVOURITE_STATUSES }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type, t.targetId] }),
    index('favourites_user_saved_idx').on(t.userId, t.savedAt),
  ],
)

/**
 * A public, read-only page of some of a person's favourites, under a random url-safe token. The items keep the
 * price and status they had when shared; the page shows how each is now. Revoking sets `revokedAt`.
 */
export const favouriteShares = pgTable(
  'favourite_shares',
  {
    token: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** [{ type, targetId, savedPrice, savedStatus }] in the order chosen, at most 20. */
    items: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('favourite_shares_user_idx').on(t.userId, t.createdAt)],
)

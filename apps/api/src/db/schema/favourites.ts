import { FAVOURITE_STATUSES, FAVOURITE_TYPES } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
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
    // how many people saved an item (a listing's demand)
    index('favourites_target_idx').on(t.type, t.targetId),
  ],
)

/**
 * A public, read-only page of some of a person's favourites, under a random url-safe token. The items keep the
 * price and status they had when shared; the page shows how each is now. Revoking sets `revokedAt`. A person has
 * one live link per selection: sharing the same items again, in any order, finds it through `selectionHash`.
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
    /**
     * SHA-256 (hex) of core's `toShareSelectionKey` of the items; null only on an older share that repeated a live
     * one's selection before links were reused.
     */
    selectionHash: text(),
  },
  (t) => [
    index('favourite_shares_user_idx').on(t.userId, t.createdAt),
    // one live link per person and selection: a second share of the same items finds the first
    uniqueIndex('favourite_shares_selection_key').on(t.userId, t.selectionHash).where(sql`${t.revokedAt} is null`),
  ],
)

import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * In-app notifications. Only the kind and its parameters are stored: the text is built from the catalogue in the
 * reader's language when it is read, so a change of language (or of wording) reaches old notices too.
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('notices_user_created_idx').on(t.userId, t.createdAt),
    index('notices_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
)

/**
 * Whether a person wants their notifications by e-mail as well, and since when (or since when not): the time of the
 * latest choice is the record of consent that Canada's anti-spam law asks us to keep.
 */
export const noticeConsents = pgTable('notice_consents', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean().notNull(),
  decidedAt: timestamp({ withTimezone: true }).notNull(),
})

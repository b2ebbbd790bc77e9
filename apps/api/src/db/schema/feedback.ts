import { FEEDBACK_STATUSES } from '@maplenest/core'
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/** Feedback a user sent (type 0 suggestion, 1 bug, 2 business inquiry), with its images and an administrator's reply. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer().notNull(),
    text: text().notNull(),
    contact: text(),
    /** Keys of the stored images (kind feedback-image), in the order sent. */
    imageKeys: jsonb().$type<string[]>().notNull().default([]),
    status: text({ enum: FEEDBACK_STATUSES }).notNull().default('open'),
    reply: text(),
    repliedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    repliedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_user_created_idx').on(t.userId, t.createdAt),
    index('feedback_status_created_idx').on(t.status, t.createdAt),
  ],
)

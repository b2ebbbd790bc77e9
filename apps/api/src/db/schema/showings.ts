import {
  ASSIGNMENT_REASONS,
  LSC_CODES,
  REVIEW_STATUSES,
  SHOWING_CANCEL_REASONS,
  SHOWING_STATUSES,
} from '@maplenest/core'
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * Showings (the spec's appointments): a buyer asks to see a listing at a time, an agent handles it. `agentUserId`
 * is the handling agent's account (null: the administrators' queue) and `assignedBy` says why it went to them.
 * `seenLsc` is the listing's status code the showing last saw, so a change of the listing is acted on once; the
 * `change*` columns are the flag shown to both sides when the listing became unavailable. A pending request is
 * answered by the agent: confirmed (`confirmedAt`), declined (cancelled with a reason) or met with another time
 * (`proposedTime`, which the buyer accepts or rejects).
 * After its time the agent records the outcome (`handledAt`).
 */
export const showings = pgTable(
  'showings',
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mlNum: text().notNull(),
    time: timestamp({ withTimezone: true }).notNull(),
    /** The listing city's zone (core's cityTimeZone) the time is shown and checked in. */
    timeZone: text().notNull(),
    status: text({ enum: SHOWING_STATUSES }).notNull().default('Pending'),
    reviewStatus: text({ enum: REVIEW_STATUSES }).notNull().default('NotReviewed'),
    agentUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    assignedBy: text({ enum: ASSIGNMENT_REASONS }).notNull(),
    name: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    wechat: text(),
    message: text(),
    remarks: text(),
    reminderAt: timestamp({ withTimezone: true }),
    /** When the agent confirmed the time, or the buyer accepted the agent's; null until then. */
    confirmedAt: timestamp({ withTimezone: true }),
    /** Another time the agent proposed, until the buyer accepts (it becomes `time`) or rejects it. */
    proposedTime: timestamp({ withTimezone: true }),
    /** Why the agent declined the request, for the buyer (cancelReason `declined`). */
    declineReason: text(),
    /** What the buyer wrote when cancelling, for the agent (cancelReason `buyer`); optional. */
    cancelNote: text(),
    handledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp({ withTimezone: true }),
    cancelReason: text({ enum: SHOWING_CANCEL_REASONS }),
    cancelledAt: timestamp({ withTimezone: true }),
    seenLsc: text({ enum: LSC_CODES }).notNull(),
    changeFromLsc: text({ enum: LSC_CODES }),
    changeToLsc: text({ enum: LSC_CODES }),
    changedAt: timestamp({ withTimezone: true }),
    review: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Counts the changes of the row: the calendar file's SEQUENCE, so a calendar that imported an earlier version
     * replaces it (same UID, higher SEQUENCE).
     */
    sequence: integer().notNull().default(0),
  },
  (t) => [
    index('showings_buyer_time_idx').on(t.buyerId, t.time, t.id),
    index('showings_agent_time_idx').on(t.agentUserId, t.time, t.id),
    index('showings_status_time_idx').on(t.status, t.time),
    index('showings_ml_num_idx').on(t.mlNum),
  ],
)

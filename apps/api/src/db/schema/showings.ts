import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

const LSC = ['new', 'pc', 'sc', 'sce', 'dft', 'exp', 'ext', 'sld', 'bom', 'ter', 'sus', 'lc', 'lce', 'lsd'] as const

/**
 * Showings (the spec's appointments): a buyer asks to see a listing at a time, an agent handles it. `agentUserId`
 * is the handling agent's account (null: the administrators' queue) and `assignedBy` says why it went to them.
 * `seenLsc` is the listing's status code the showing last saw, so a change of the listing is acted on once; the
 * `change*` columns are the flag shown to both sides when the listing became unavailable.
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
    /** The listing city's zone (America/Toronto, America/Vancouver) the time is shown and checked in. */
    timeZone: text().notNull(),
    status: text({ enum: ['Pending', 'Processed', 'Expired', 'Cancelled'] })
      .notNull()
      .default('Pending'),
    reviewStatus: text({ enum: ['Reviewed', 'NotReviewed'] })
      .notNull()
      .default('NotReviewed'),
    agentUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    assignedBy: text({ enum: ['listingAgent', 'brokerage', 'adminQueue', 'agentApp'] }).notNull(),
    name: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    wechat: text(),
    message: text(),
    remarks: text(),
    reminderAt: timestamp({ withTimezone: true }),
    handledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp({ withTimezone: true }),
    cancelReason: text({ enum: ['buyer', 'listingSold', 'listingLeased'] }),
    cancelledAt: timestamp({ withTimezone: true }),
    seenLsc: text({ enum: LSC }).notNull(),
    changeFromLsc: text({ enum: LSC }),
    changeToLsc: text({ enum: LSC }),
    changedAt: timestamp({ withTimezone: true }),
    review: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('showings_buyer_time_idx').on(t.buyerId, t.time, t.id),
    index('showings_agent_time_idx').on(t.agentUserId, t.time, t.id),
    index('showings_status_time_idx').on(t.status, t.time),
    index('showings_ml_num_idx').on(t.mlNum),
  ],
)

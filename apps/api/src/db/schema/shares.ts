import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { agentApps } from './agent-apps.ts'

/**
 * A share (spec §3 Share record): who shared what, from which app, and whether it carries the agent's signature.
 * The sharer's phone, e-mail, name and user type are kept as they were at the moment of sharing.
 */
export const shares = pgTable(
  'shares',
  {
    id: uuid().primaryKey().defaultRandom(),
    sharerUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: uuid().references(() => agentApps.id, { onDelete: 'set null' }),
    shareType: text().notNull(),
    /** What was shared: a listing number, a project, school numbers, a builder or a layout. */
    targetId: text().notNull(),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    sharerName: text().notNull().default(''),
    userType: text().notNull(),
    terminalId: text().notNull().default(''),
    withSignature: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shares_sharer_idx').on(t.sharerUserId, t.createdAt)],
)

import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * A cancelled account's record, kept RECORD_RETENTION_YEARS after `cancelledAt` and then purged with the account
 * (users/purge-cancelled.ts). The account row itself loses its name, photo, e-mail, phone and password when it is
 * cancelled, so nothing personal is shown anywhere; what the record needs is kept here, never returned by any route:
 * the contact details (so that a sign-in with them can be told the account was cancelled, and for enquiries about
 * the records), the password hash (so only someone who knows the password learns that) and the reason.
 */
export const accountCancellations = pgTable(
  'account_cancellations',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 multiple accounts, 2 no longer wants to use, 99 other (with `note`). */
    reason: integer().notNull(),
    note: text().notNull().default(''),
    /** Lower-cased e-mail address the account used, if any. */
    email: text(),
    /** E.164 phone number the account used, if any. */
    phonenumber: text(),
    userName: text().notNull().default(''),
    passwordHash: text(),
    cancelledAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('account_cancellations_email_idx').on(sql`lower(${t.email})`),
    index('account_cancellations_phone_idx').on(t.phonenumber),
    index('account_cancellations_cancelled_at_idx').on(t.cancelledAt),
  ],
)

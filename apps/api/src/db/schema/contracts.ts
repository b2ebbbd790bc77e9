import { CONTRACT_PROVINCES } from '@maplenest/core'
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * Lease contracts an agent issued to a tenant (both registered users), with the lease PDF kept in file storage
 * (kind contract-pdf, under the agent's id), the reminders before the renew/end date already sent, and — once both
 * sides have signed in the app (`contract_signatures`) — the signed PDF.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid().primaryKey().defaultRandom(),
    agentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text().notNull(),
    province: text({ enum: CONTRACT_PROVINCES }).notNull(),
    /** Calendar dates of the lease's province, YYYY-MM-DD. */
    uploadDate: text().notNull(),
    endDate: text().notNull(),
    monthlyRentCents: integer(),
    rentDepositCents: integer(),
    keyDepositCents: integer(),
    remarks: text(),
    agentInfo: text(),
    landlord: text(),
    concierge: text(),
    propertyManagement: text(),
    electricity: text(),
    water: text(),
    internet: text(),
    tenantInsurance: text(),
    fileKey: text().notNull(),
    fileSize: integer().notNull(),
    /**
     * The PDF with its signature page, made once when the second side signed (same storage, kind contract-pdf):
     * from then on the contract is locked and this file, whose SHA-256 is kept beside it, is the one served.
     */
    signedFileKey: text(),
    signedFileSize: integer(),
    signedFileHash: text(),
    /** When the second signature made the contract final; null while a side has still to sign. */
    signedAt: timestamp({ withTimezone: true }),
    /** The nearest reminder before the end date already sent (60 or 30 days), null for none. */
    remindedDays: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contracts_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('contracts_agent_created_idx').on(t.agentId, t.createdAt, t.id),
    index('contracts_end_date_idx').on(t.endDate),
  ],
)

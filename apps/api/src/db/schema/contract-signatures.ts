import { CONTRACT_SIGNER_ROLES } from '@maplenest/core'
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { contracts } from './contracts.ts'

/**
 * The signatures of a lease signed in the app, one a side (tenant, and landlord — signed by the issuing agent), with
 * the audit trail of each: the name as typed, the account's verified e-mail then, the SHA-256 of the PDF signed, the
 * consent's words, version and language, the time, the network address and the browser, and the drawing if any. Rows are never changed.
 */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: uuid().primaryKey().defaultRandom(),
    contractId: uuid()
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: CONTRACT_SIGNER_ROLES }).notNull(),
    typedName: text().notNull(),
    /** The name on the account when signing, to compare with the typed one. */
    accountName: text().notNull(),
    email: text(),
    documentHash: text().notNull(),
    consentVersion: text().notNull(),
    consentWording: text().notNull(),
    consentLocale: text().notNull(),
    ip: text(),
    userAgent: text(),
    signedAt: timestamp({ withTimezone: true }).notNull(),
    /** The signature drawn beside the typed name, a PNG in base64; null when the signer only typed. */
    drawingPng: text(),
  },
  (t) => [uniqueIndex('contract_signatures_side_key').on(t.contractId, t.role)],
)

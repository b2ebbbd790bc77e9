import {
  CONTRACT_PROVINCES,
  LEASE_PARKING_MAX,
  LEASE_PAYERS,
  LEASE_RENT_DAY_MAX,
  LEASE_SERVICE_STATES,
  LEASE_TERM_TYPES,
} from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { inList } from './in-list.ts'

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
    /** The standard lease's terms (Ontario 2229E §3–6; RTB-1 in British Columbia), null where not given. */
    termType: text({ enum: LEASE_TERM_TYPES }),
    rentDueDay: smallint(),
    rentPayableTo: text(),
    parkingSpaces: smallint(),
    electricityPaidBy: text({ enum: LEASE_PAYERS }),
    heatPaidBy: text({ enum: LEASE_PAYERS }),
    waterPaidBy: text({ enum: LEASE_PAYERS }),
    gas: text({ enum: LEASE_SERVICE_STATES }),
    airConditioning: text({ enum: LEASE_SERVICE_STATES }),
    extraStorage: text({ enum: LEASE_SERVICE_STATES }),
    laundry: text({ enum: LEASE_SERVICE_STATES }),
    guestParking: text({ enum: LEASE_SERVICE_STATES }),
    noticeAddress: text(),
    noticesByEmail: boolean(),
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
    check('contracts_term_type_known', inList(t.termType, LEASE_TERM_TYPES)),
    check('contracts_rent_due_day_range', sql`${t.rentDueDay} between 1 and ${sql.raw(String(LEASE_RENT_DAY_MAX))}`),
    check(
      'contracts_parking_spaces_range',
      sql`${t.parkingSpaces} between 0 and ${sql.raw(String(LEASE_PARKING_MAX))}`,
    ),
    check('contracts_electricity_payer_known', inList(t.electricityPaidBy, LEASE_PAYERS)),
    check('contracts_heat_payer_known', inList(t.heatPaidBy, LEASE_PAYERS)),
    check('contracts_water_payer_known', inList(t.waterPaidBy, LEASE_PAYERS)),
    check('contracts_gas_known', inList(t.gas, LEASE_SERVICE_STATES)),
    check('contracts_air_conditioning_known', inList(t.airConditioning, LEASE_SERVICE_STATES)),
    check('contracts_extra_storage_known', inList(t.extraStorage, LEASE_SERVICE_STATES)),
    check('contracts_laundry_known', inList(t.laundry, LEASE_SERVICE_STATES)),
    check('contracts_guest_parking_known', inList(t.guestParking, LEASE_SERVICE_STATES)),
  ],
)

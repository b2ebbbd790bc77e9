import {
  CITIES,
  COMMUTE_MODES,
  CONTACT_REQUEST_STATUSES,
  DEPOSIT_OFFERS,
  EDUCATION_LEVELS,
  INSPECTION_MODES,
  LIVE_RESERVATION_STATUSES,
  RENT_PAYERS,
  RENTAL_GENDERS,
  RENTAL_PLACE_TYPES,
  RESERVATION_ASSIGNMENT_REASONS,
  RESERVATION_CANCEL_REASONS,
  RESERVATION_STATUSES,
  SCAM_REASONS,
  SCAM_REPORT_STATUSES,
  SCAM_RESOLUTIONS,
  SCAM_TARGETS,
  VIEWING_MODES,
} from '@maplenest/core'
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { inList } from './in-list.ts'

const tz = () => timestamp({ withTimezone: true })
const day = () => date({ mode: 'string' })

/**
 * A student's rental demand (spec §3): every field of the form, one row. `bedsMin`/`bedsMax` are the bedroom choice
 * as counts and `neighbourhoods`, `commuteMode`, `commuteMinutes` its location, so matching is plain SQL. Deleting
 * the demand deletes the contact requests (and the consents on them) and the matches.
 */
export const rentalDemands = pgTable(
  'rental_demands',
  {
    id: uuid().primaryKey().defaultRandom(),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    school: text().notNull(),
    city: text({ enum: CITIES }).notNull(),
    name: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    wechat: text(),
    roommateName: text(),
    profile: text(),
    nationality: text(),
    gender: text({ enum: RENTAL_GENDERS }),
    birthYear: integer(),
    languages: text().array().notNull().default(sql`'{}'::text[]`),
    education: text({ enum: EDUCATION_LEVELS }),
    major: text(),
    rentPayer: text({ enum: RENT_PAYERS }),
    /** Whole dollars a month. */
    budget: integer().notNull(),
    guarantor: boolean().notNull().default(false),
    pets: boolean().notNull().default(false),
    acceptRoommates: boolean().notNull().default(false),
    preferences: text().array().notNull().default(sql`'{}'::text[]`),
    hobbies: text(),
    emergencyName: text(),
    emergencyPhone: text(),
    moveIn: day().notNull(),
    moveOut: day().notNull(),
    placeType: text({ enum: RENTAL_PLACE_TYPES }).notNull().default('wholeUnit'),
    bedrooms: text().notNull(),
    bedsMin: integer().notNull(),
    bedsMax: integer().notNull(),
    neighbourhoods: text().array().notNull(),
    commuteMode: text({ enum: COMMUTE_MODES }).notNull(),
    commuteMinutes: integer().notNull(),
    parking: boolean().notNull().default(false),
    creditReport: boolean().notNull().default(false),
    jobProof: boolean().notNull().default(false),
    /** A deposit the law of the school's province allows (checkDemandDeposit); rent prepaid beyond it is `prepay`. */
    deposit: text({ enum: DEPOSIT_OFFERS }).notNull().default('none'),
    prepay: integer().notNull().default(0),
    canInspect: text({ enum: INSPECTION_MODES }).notNull().default('inPerson'),
    parentWechat: text(),
    parentPhone: text(),
    message: text(),
    remark: text(),
    createdAt: tz().notNull().defaultNow(),
    updatedAt: tz().notNull().defaultNow(),
  },
  (t) => [
    index('rental_demands_student_idx').on(t.studentId, t.createdAt),
    // the agents' list: demands moving in from a day, by school
    index('rental_demands_move_in_idx').on(t.moveIn, t.id),
    index('rental_demands_school_idx').on(t.school, t.moveIn),
  ],
)

/**
 * An agent's request to see a demand's contact details, and the student's answer: `decidedAt` with status
 * `accepted` is the record of the student's consent. One request per agent and demand.
 */
export const rentalContactRequests = pgTable(
  'rental_contact_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    demandId: uuid()
      .notNull()
      .references(() => rentalDemands.id, { onDelete: 'cascade' }),
    agentUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text(),
    status: text({ enum: CONTACT_REQUEST_STATUSES }).notNull().default('pending'),
    requestedAt: tz().notNull().defaultNow(),
    decidedAt: tz(),
  },
  (t) => [
    uniqueIndex('rental_contact_requests_demand_agent_key').on(t.demandId, t.agentUserId),
    index('rental_contact_requests_agent_idx').on(t.agentUserId),
  ],
)

/**
 * The leases a demand has been matched with, so each is told once: rows written when the demand is saved (what
 * fits already, not announced) and when a new fitting lease appears (announced, `notified`).
 */
export const rentalDemandMatches = pgTable(
  'rental_demand_matches',
  {
    demandId: uuid()
      .notNull()
      .references(() => rentalDemands.id, { onDelete: 'cascade' }),
    mlNum: text().notNull(),
    matchedAt: tz().notNull().defaultNow(),
    notified: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.demandId, t.mlNum] })],
)

/**
 * A student's request to rent a lease listing, handled like a showing: `agentUserId` is the handling agent (null:
 * the administrators' queue) and `assignedBy` why. The viewing the agent proposes is a mode and an instant shown
 * on the listing city's clock (`timeZone`).
 */
export const rentalReservations = pgTable(
  'rental_reservations',
  {
    id: uuid().primaryKey().defaultRandom(),
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mlNum: text().notNull(),
    timeZone: text().notNull(),
    moveIn: day().notNull(),
    moveOut: day().notNull(),
    occupants: integer().notNull(),
    message: text(),
    name: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    wechat: text(),
    status: text({ enum: RESERVATION_STATUSES }).notNull().default('Pending'),
    agentUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    assignedBy: text({ enum: RESERVATION_ASSIGNMENT_REASONS }).notNull(),
    viewingMode: text({ enum: VIEWING_MODES }),
    viewingTime: tz(),
    declineReason: text(),
    cancelReason: text({ enum: RESERVATION_CANCEL_REASONS }),
    handledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: tz().notNull().defaultNow(),
    updatedAt: tz().notNull().defaultNow(),
  },
  (t) => [
    index('rental_reservations_student_idx').on(t.studentId, t.createdAt, t.id),
    index('rental_reservations_agent_idx').on(t.agentUserId, t.createdAt, t.id),
    index('rental_reservations_status_idx').on(t.status, t.moveIn),
    index('rental_reservations_ml_num_idx').on(t.mlNum),
    // one live reservation of a listing per student
    uniqueIndex('rental_reservations_live_key')
      .on(t.studentId, t.mlNum)
      .where(inList(t.status, LIVE_RESERVATION_STATUSES)),
  ],
)

/** A report of a suspected scam on a listing (MLS number) or an agent (profile id), for the administrators' queue. */
export const scamReports = pgTable(
  'scam_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text({ enum: SCAM_TARGETS }).notNull(),
    targetId: text().notNull(),
    reason: text({ enum: SCAM_REASONS }).notNull(),
    details: text(),
    status: text({ enum: SCAM_REPORT_STATUSES }).notNull().default('open'),
    resolution: text({ enum: SCAM_RESOLUTIONS }),
    note: text(),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: tz(),
    createdAt: tz().notNull().defaultNow(),
  },
  (t) => [
    index('scam_reports_queue_idx').on(t.status, t.createdAt, t.id),
    index('scam_reports_target_idx').on(t.targetType, t.targetId),
    uniqueIndex('scam_reports_open_key').on(t.reporterId, t.targetType, t.targetId).where(sql`${t.status} = 'open'`),
  ],
)

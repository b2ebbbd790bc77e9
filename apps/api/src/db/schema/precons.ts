import {
  ACTIVITY_KINDS,
  ACTIVITY_TOPICS,
  CITIES,
  PRECONS_OWNERSHIPS,
  PRECONS_STATUSES,
  PRECONS_TYPES,
} from '@maplenest/core'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  point,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

const tz = () => timestamp({ withTimezone: true })

/** A builder (developer) of pre-construction projects. Ids are short slugs ("tridel", "concord-adex"). */
export const preconsBuilders = pgTable('precons_builders', {
  id: text().primaryKey(),
  name: text().notNull(),
  city: text({ enum: CITIES }).notNull(),
  founded: integer(),
  website: text(),
  description: text().notNull().default(''),
  source: text({ enum: ['demo', 'feed'] }).notNull(),
})

/**
 * One deposit step of a project's deposit structure, in order: a fixed amount, a percentage of the price, or the
 * balance up to a cumulative percentage; due a number of days after signing, or on occupancy.
 */
export type DepositStepRow =
  | { kind: 'fixed'; amount: number; due: number | 'occupancy' }
  | { kind: 'percent'; percent: number; due: number | 'occupancy' }
  | { kind: 'balanceTo'; percent: number; due: number | 'occupancy' }

/**
 * A pre-construction project. Money as on listings: prices, parking, storage, development-charge cap and
 * assignment fees in whole dollars; the maintenance fee in cents per square foot per month. `status` is
 * forSale or soldOut; `recommend` is the recommend type of spec §3 (0 normal, 1 top, 2 forced).
 * `location` is a point with x = longitude, y = latitude.
 */
export const preconsProjects = pgTable(
  'precons_projects',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    city: text({ enum: CITIES }).notNull(),
    type: text({ enum: PRECONS_TYPES }).notNull(),
    status: text({ enum: PRECONS_STATUSES }).notNull(),
    address: text().notNull(),
    neighbourhood: text().notNull(),
    nearStation: text(),
    location: point({ mode: 'xy' }).notNull(),
    totalUnits: integer().notNull(),
    stories: integer().notNull(),
    occupancyYear: integer().notNull(),
    occupancyQuarter: smallint().notNull(),
    ownership: text({ enum: PRECONS_OWNERSHIPS }).notNull(),
    salesCompany: text(),
    /** Development charges capped at this many dollars; null when not capped. */
    developmentFeeCap: integer(),
    /** Development cost levies included in the price (Vancouver practice). */
    developmentFeeIncluded: boolean().notNull().default(false),
    deposits: jsonb().$type<DepositStepRow[]>().notNull(),
    maintenanceCentsPerSqft: integer(),
    minPrice: integer().notNull(),
    maxPrice: integer().notNull(),
    parkingPrice: integer(),
    storagePrice: integer(),
    pricePerSqft: integer().notNull(),
    assignmentAllowed: boolean().notNull(),
    assignmentFee: integer(),
    assignmentLegalFee: integer(),
    /** Assignment terms: condition codes, e.g. "builderConsent", "noMarketing". */
    assignmentTerms: text().array().notNull().default(sql`'{}'::text[]`),
    summary: text().notNull().default(''),
    /** Amenity codes: "gym", "pool", "concierge"… */
    facilities: text().array().notNull().default(sql`'{}'::text[]`),
    /** Featured conditions codes (Recommend tab): "cappedCharges", "extendedDeposits"… */
    highlights: text().array().notNull().default(sql`'{}'::text[]`),
    recommend: smallint().notNull().default(0),
    launchDate: tz().notNull(),
    photoCount: integer().notNull().default(4),
    updatedAt: tz().notNull(),
    source: text({ enum: ['demo', 'feed'] }).notNull(),
  },
  (t) => [
    index('precons_projects_search_idx').on(t.city, t.status, t.recommend, t.launchDate.desc()),
    index('precons_projects_price_idx').on(t.minPrice),
  ],
)

/** Builders of a project in billing order (the first is the lead developer). */
export const preconsProjectBuilders = pgTable(
  'precons_project_builders',
  {
    projectId: text()
      .notNull()
      .references(() => preconsProjects.id, { onDelete: 'cascade' }),
    builderId: text()
      .notNull()
      .references(() => preconsBuilders.id, { onDelete: 'cascade' }),
    ord: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.builderId] }), index('precons_builder_projects_idx').on(t.builderId)],
)

/** A floor plan of a project: bedrooms 0 (studio) to 7, a den, area in square feet, exposure, price in dollars. */
export const preconsLayouts = pgTable(
  'precons_layouts',
  {
    id: text().primaryKey(),
    projectId: text()
      .notNull()
      .references(() => preconsProjects.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    beds: smallint().notNull(),
    den: boolean().notNull().default(false),
    baths: smallint().notNull(),
    sqft: integer().notNull(),
    exposure: text(),
    price: integer().notNull(),
    available: boolean().notNull(),
  },
  (t) => [index('precons_layouts_project_idx').on(t.projectId, t.beds, t.price)],
)

/** Sales events of a project: live streams and recorded presentations. */
export const preconsActivities = pgTable(
  'precons_activities',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    projectId: text()
      .notNull()
      .references(() => preconsProjects.id, { onDelete: 'cascade' }),
    kind: text({ enum: ACTIVITY_KINDS }).notNull(),
    /** What the event is about (core's ACTIVITY_TOPICS). */
    topic: text({ enum: ACTIVITY_TOPICS }).notNull(),
    startsAt: tz().notNull(),
    durationMin: integer().notNull(),
    url: text().notNull(),
  },
  (t) => [index('precons_activities_project_idx').on(t.projectId, t.startsAt)],
)

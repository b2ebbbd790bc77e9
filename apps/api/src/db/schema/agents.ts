import { AGENT_APPLICATION_STATUSES, CITIES, ROOM_TYPES, SALE_OR_LEASE } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, numeric, pgTable, point, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { bytea } from './bytea.ts'

const tz = () => timestamp({ withTimezone: true })

/** One certificate an agent holds, as the profile lists it. */
export interface AgentCertificate {
  name: string
  issuer: string
  year: number
}

/**
 * An approved broker's public profile (spec §3 Agent). One per user. `photoKey` is the file-storage key of the
 * picture the broker uploaded when applying (null for generated demo avatars); `avatar` is a URL set by the seed
 * or an import, else empty (the API then gives the photo's or a generated portrait's URL).
 * Languages and service cities are codes (see core's AGENT_LANGUAGES and CITIES); rating is 0.0–5.0.
 */
export const agentProfiles = pgTable(
  'agent_profiles',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    practiceName: text().notNull().default(''),
    practiceId: text().notNull().default(''),
    avatar: text().notNull().default(''),
    photoKey: text(),
    /** Before file storage: the photo's bytes and type, moved into storage at start (then null). */
    photo: bytea(),
    photoType: text(),
    wechatId: text().notNull().default(''),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    fax: text().notNull().default(''),
    companyName: text().notNull().default(''),
    address: text().notNull().default(''),
    logo: text().notNull().default(''),
    professionalField: text().notNull().default(''),
    location: text().notNull().default(''),
    officialAccount: text().notNull().default(''),
    introduction: text().notNull().default(''),
    website: text().notNull().default(''),
    websiteLogo: text().notNull().default(''),
    divisionName: text().notNull().default(''),
    divisionNameEn: text().notNull().default(''),
    divisionId: text().notNull().default(''),
    remarks: text().notNull().default(''),
    /** Years in practice. */
    experience: integer().notNull().default(0),
    rating: numeric({ precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    languages: text().array().notNull().default(sql`'{}'::text[]`),
    serviceCities: text().array().notNull().default(sql`'{}'::text[]`),
    transactionsCount: integer().notNull().default(0),
    certificates: jsonb().$type<AgentCertificate[]>().notNull().default([]),
    /** Hours the agent takes appointments, "HH:MM". */
    appointmentStart: text().notNull().default('09:00'),
    appointmentEnd: text().notNull().default('18:00'),
    createdAt: tz().notNull().defaultNow(),
    updatedAt: tz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_profiles_user_key').on(t.userId),
    index('agent_profiles_transactions_idx').on(t.transactionsCount, t.id),
    index('agent_profiles_rating_idx').on(t.rating, t.id),
    index('agent_profiles_languages_idx').using('gin', t.languages),
    index('agent_profiles_cities_idx').using('gin', t.serviceCities),
    // Serving a broker photo asks whether an approved profile shows it.
    index('agent_profiles_photo_key_idx').on(t.photoKey),
  ],
)

/** A request to become a broker, reviewed by an admin. At most one pending application per user. */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    practiceName: text().notNull(),
    email: text().notNull(),
    appointmentStart: text().notNull(),
    appointmentEnd: text().notNull(),
    location: text().notNull(),
    languages: text().array().notNull(),
    /** The file-storage key of the photo after the upload pipeline (re-encoded, without metadata). */
    photoKey: text(),
    /** Before file storage: the photo's bytes, moved into storage at start (then null). */
    photo: bytea(),
    /** The type read from the uploaded bytes: image/jpeg, image/png or image/webp. */
    photoType: text().notNull(),
    status: text({ enum: AGENT_APPLICATION_STATUSES }).notNull().default('pending'),
    reviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: tz(),
    createdAt: tz().notNull().defaultNow(),
  },
  (t) => [
    index('agent_applications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('agent_applications_one_pending_key').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
)

/**
 * A listing an owner publishes directly (no board, no brokerage). `location` is a point with x = longitude and
 * y = latitude; money in whole dollars (rent per month for leases); photos are generated illustrations, numbered 1..photoCount.
 */
export const directListings = pgTable(
  'direct_listings',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    city: text({ enum: CITIES }).notNull(),
    sr: text({ enum: SALE_OR_LEASE }).notNull(),
    type: text({ enum: ROOM_TYPES }).notNull(),
    address: text().notNull(),
    neighbourhood: text().notNull(),
    location: point({ mode: 'xy' }).notNull(),
    price: integer().notNull(),
    beds: integer().notNull().default(0),
    baths: integer().notNull().default(0),
    sqft: integer(),
    description: text().notNull().default(''),
    photoCount: integer().notNull().default(0),
    contactName: text().notNull(),
    contactPhone: text().notNull().default(''),
    contactEmail: text().notNull().default(''),
    status: text({ enum: ['active', 'closed'] })
      .notNull()
      .default('active'),
    createdAt: tz().notNull().defaultNow(),
  },
  (t) => [index('direct_listings_search_idx').on(t.city, t.status, t.createdAt, t.id)],
)

import { z } from 'zod'
import { listingSummarySchema } from '../listings/listing.schema.ts'
import { CITIES, DIRECTIONS } from '../listings/listing-codes.ts'

/**
 * The pre-construction wire contract shared by the api and the web app: search query, project list item and
 * detail, layout detail, builder detail. Money as on listings: whole Canadian dollars, except the maintenance
 * fee in cents per square foot per month. Dates are ISO strings.
 */
export const PRECONS_TYPES = ['condo', 'townhouse', 'detached'] as const
export type PreconsType = (typeof PRECONS_TYPES)[number]
export const PRECONS_STATUSES = ['forSale', 'soldOut'] as const
export type PreconsStatus = (typeof PRECONS_STATUSES)[number]
export const PRECONS_SORTS = ['recommend', 'new', 'priceAsc', 'priceDesc', 'occupancy'] as const
export type PreconsSort = (typeof PRECONS_SORTS)[number]
export const PRECONS_OWNERSHIPS = ['condominium', 'freehold', 'strata'] as const
/** Recommend type of spec §3: 0 normal, 1 top, 2 forced. */
export const RECOMMEND_TYPES = [0, 1, 2] as const
export type RecommendType = (typeof RECOMMEND_TYPES)[number]
export const ACTIVITY_KINDS = ['live', 'recorded'] as const
export const ACTIVITY_TOPICS = ['launch', 'vip', 'floorPlans', 'constructionUpdate', 'investorQa'] as const
export const FACILITIES = [
  'concierge',
  'gym',
  'pool',
  'partyRoom',
  'rooftopTerrace',
  'coworking',
  'petSpa',
  'guestSuites',
  'yoga',
  'theatre',
  'kidsPlay',
  'bbq',
  'sauna',
  'parcelRoom',
] as const
export type Facility = (typeof FACILITIES)[number]
export const HIGHLIGHTS = [
  'cappedCharges',
  'extendedDeposits',
  'freeAssignment',
  'rightToLease',
  'vipPricing',
  'nearTransit',
  'cashBack',
  'freeLocker',
] as const
export type Highlight = (typeof HIGHLIGHTS)[number]
export const ASSIGNMENT_TERMS = ['builderConsent', 'noMarketingBeforeOccupancy', 'oneAssignment', 'mlsAllowed'] as const
export type AssignmentTerm = (typeof ASSIGNMENT_TERMS)[number]
/** Bedroom counts of layouts: 0 (studio) to 7. */
export const BEDROOM_COUNTS = [0, 1, 2, 3, 4, 5, 6, 7] as const
export const OCCUPANCY_YEAR_MIN = 2024
export const OCCUPANCY_YEAR_MAX = 2035

/** Project, layout and builder ids: lower-case slugs. */
export const PRECONS_ID = /^[a-z0-9][a-z0-9-]{0,63}$/

export const depositStepSchema = z.object({
  kind: z.enum(['fixed', 'percent', 'balanceTo']),
  /** Dollars for a fixed step; a percentage of the price otherwise (balanceTo: cumulative). */
  value: z.number(),
  /** Days after signing, or null for "on occupancy". */
  dueDays: z.number().int().nullable(),
})
export type DepositStep = z.infer<typeof depositStepSchema>

export const builderRefSchema = z.object({ id: z.string(), name: z.string() })

export const preconsSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.enum(CITIES),
  type: z.enum(PRECONS_TYPES),
  status: z.enum(PRECONS_STATUSES),
  address: z.string(),
  neighbourhood: z.string(),
  nearStation: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  builders: z.array(builderRefSchema),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  pricePerSqft: z.number().int(),
  occupancyYear: z.number().int(),
  occupancyQuarter: z.number().int(),
  totalUnits: z.number().int(),
  stories: z.number().int(),
  recommend: z.number().int(),
  bedsMin: z.number().int().nullable(),
  bedsMax: z.number().int().nullable(),
  photo: z.string(),
  /** Demo data (generated), labelled as such on screens. */
  demo: z.boolean(),
})
export type PreconsSummary = z.infer<typeof preconsSummarySchema>

export const preconsPageSchema = z.object({
  items: z.array(preconsSummarySchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
})
export type PreconsPage = z.infer<typeof preconsPageSchema>

export const layoutSummarySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  beds: z.number().int(),
  den: z.boolean(),
  baths: z.number().int(),
  sqft: z.number().int(),
  exposure: z.enum(DIRECTIONS).nullable(),
  price: z.number().int(),
  pricePerSqft: z.number().int(),
  available: z.boolean(),
  plan: z.string(),
})
export type LayoutSummary = z.infer<typeof layoutSummarySchema>

export const activitySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  topic: z.enum(ACTIVITY_TOPICS),
  startsAt: z.string(),
  durationMin: z.number().int(),
  url: z.string(),
})
export type PreconsActivity = z.infer<typeof activitySchema>

export const preconsDetailSchema = /* @__PURE__ */ preconsSummarySchema.extend({
  ownership: z.enum(PRECONS_OWNERSHIPS),
  salesCompany: z.string().nullable(),
  developmentFeeCap: z.number().int().nullable(),
  developmentFeeIncluded: z.boolean(),
  deposits: z.array(depositStepSchema),
  maintenanceCentsPerSqft: z.number().int().nullable(),
  parkingPrice: z.number().int().nullable(),
  storagePrice: z.number().int().nullable(),
  assignment: z.object({
    allowed: z.boolean(),
    fee: z.number().int().nullable(),
    legalFee: z.number().int().nullable(),
    terms: z.array(z.enum(ASSIGNMENT_TERMS)),
  }),
  summary: z.string(),
  facilities: z.array(z.enum(FACILITIES)),
  highlights: z.array(z.enum(HIGHLIGHTS)),
  launchDate: z.string(),
  updatedAt: z.string(),
  photos: z.array(z.string()),
  layoutGroups: z.array(z.object({ beds: z.number().int(), layouts: z.array(layoutSummarySchema) })),
  activities: z.array(activitySchema),
})
export type PreconsDetail = z.infer<typeof preconsDetailSchema>

export const layoutDetailSchema = /* @__PURE__ */ layoutSummarySchema.extend({
  project: preconsSummarySchema,
  /** Resale and assignment listings of this layout. */
  listings: z.array(listingSummarySchema),
})
export type LayoutDetail = z.infer<typeof layoutDetailSchema>

export const builderDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.enum(CITIES),
  founded: z.number().int().nullable(),
  website: z.string().nullable(),
  description: z.string(),
  demo: z.boolean(),
  projects: z.array(preconsSummarySchema),
})
export type BuilderDetail = z.infer<typeof builderDetailSchema>

import { z } from 'zod'
import { readPostalPrefix } from '../places/postal-prefix.ts'
import { SCHOOL_LEVELS, SCHOOL_TEACHING_LANGUAGES } from '../schools/school-codes.ts'
import { nearbyStationSchema, neighbourhoodAreaSchema } from '../surroundings/surroundings.schema.ts'
import {
  AGE_CODES,
  CITIES,
  DIRECTIONS,
  FURNISHED_VALUES,
  HISTORY_EVENTS,
  HOT_SEARCH_KEYS,
  LISTING_SORTS,
  LISTING_STATUSES,
  LSC_CODES,
  ROOM_TYPES,
  SALE_OR_LEASE,
  SEARCH_STATUSES,
  type SearchStatus,
  SUGGESTION_KINDS,
} from './listing-codes.ts'
import {
  LISTING_COUNT_MAX,
  LISTING_PRICE_MAX,
  LISTING_TEXT_MAX,
  LISTING_WINDOW_MAX,
  listingFilterProblems,
} from './listing-filters.ts'
import { propertyListingSchema } from './property-history.ts'

/**
 * The listing wire contract shared by the api and the web app: search query, list item, detail.
 * Money is whole Canadian dollars (list and close prices are whole dollars on the boards' feeds); taxes and
 * maintenance carry cents. Dates are ISO strings. Fields the boards restrict to signed-in VOW users (close
 * price, close date, history, true days on market for unavailable listings) are null unless `vow.granted`.
 */

const count = z.coerce.number().int().min(0).max(LISTING_COUNT_MAX)
const placeName = z.string().trim().min(1).max(LISTING_TEXT_MAX, 'error.field.tooLong')
const dollars = z.coerce.number().int().min(0).max(LISTING_PRICE_MAX)

export const listingSearchQuerySchema = z
  .strictObject({
    city: z.enum(CITIES).optional(),
    sr: z.enum(SALE_OR_LEASE).default('Sale'),
    roomType: z.enum(ROOM_TYPES).optional(),
    status: z.enum(SEARCH_STATUSES).default('active'),
    window: z.string().max(LISTING_WINDOW_MAX).optional(),
    age: z.enum(AGE_CODES).optional(),
    furnished: z.enum(FURNISHED_VALUES).optional(),
    priceMin: dollars.optional(),
    priceMax: dollars.optional(),
    bedsMin: count.optional(),
    bedsMax: count.optional(),
    bathsMin: count.optional(),
    bathsMax: count.optional(),
    q: z.string().trim().max(LISTING_TEXT_MAX, 'error.field.tooLong').optional(),
    near: z.enum(HOT_SEARCH_KEYS).optional(),
    /** A place of the gazetteer by any of its names (places/place-filter.ts says what each selects). */
    municipality: placeName.optional(),
    district: placeName.optional(),
    neighbourhood: placeName.optional(),
    station: placeName.optional(),
    campus: placeName.optional(),
    /** A postal-code prefix (M2N) or a whole code: the homes whose codes start with the prefix. */
    postal: z
      .string()
      .trim()
      .refine((v) => readPostalPrefix(v) !== null, 'listing.api.postal')
      .optional(),
    sort: z.enum(LISTING_SORTS).default('new'),
    cursor: z.string().max(512).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .superRefine(checkListingFilters)
export type ListingSearchQuery = z.infer<typeof listingSearchQuerySchema>

/**
 * The checks across fields of the listing filters (time window for the status, lower bound not above upper bound),
 * for every schema that takes these filters: listingFilterProblems, reported to the schema.
 */
export function checkListingFilters(
  q: { status: SearchStatus; window?: string | undefined } & Partial<
    Record<'priceMin' | 'priceMax' | 'bedsMin' | 'bedsMax' | 'bathsMin' | 'bathsMax', number | undefined>
  >,
  ctx: z.RefinementCtx,
): void {
  for (const { path, message } of listingFilterProblems(q)) ctx.addIssue({ code: 'custom', path: [path], message })
}

export const vowAccessSchema = z.object({
  /** True when the caller is a signed-in registered user who accepted the VOW terms of use. */
  granted: z.boolean(),
  /** What the screen should ask for when not granted. */
  need: z.enum(['signIn', 'acceptTerms']).nullable(),
})
export type VowAccess = z.infer<typeof vowAccessSchema>

export const listingSummarySchema = z.object({
  mlNum: z.string(),
  city: z.enum(CITIES),
  sr: z.enum(SALE_OR_LEASE),
  status: z.enum(LISTING_STATUSES),
  lsc: z.enum(LSC_CODES),
  roomType: z.enum(ROOM_TYPES),
  /** Street address without the unit, e.g. "88 Harbour St". */
  address: z.string(),
  unit: z.string().nullable(),
  neighbourhood: z.string(),
  /** The neighbourhood's Chinese name from the register of places; null (or absent) when it has none. */
  neighbourhoodZh: z.string().nullable().optional(),
  /**
   * The covered municipality round the two cities that a community lies in (Unionville is in Markham), in both
   * languages; null (or absent) in the City of Toronto or of Vancouver.
   */
  municipality: z.object({ en: z.string(), zh: z.string() }).nullable().optional(),
  lat: z.number(),
  lng: z.number(),
  /** List price (sale) or monthly rent (lease), whole dollars. */
  price: z.number().int(),
  /** Sold or leased price; null when not sold/leased or not granted. */
  closePrice: z.number().int().nullable(),
  beds: z.number().int(),
  bedsPlus: z.number().int(),
  baths: z.number().int(),
  /** Living area as the board gives it: "700-799", "1500+", "<500". */
  sqft: z.string().nullable(),
  parking: z.number().int(),
  furnished: z.enum(FURNISHED_VALUES).nullable(),
  inputDate: z.string(),
  /** Close date (sold/leased) or null; null when not granted. */
  closeDate: z.string().nullable(),
  unavailableDate: z.string().nullable(),
  /** Days on market: null for unavailable listings when not granted. */
  dom: z.number().int().nullable(),
  /** Last update of the record (timestampSql). */
  updatedAt: z.string(),
  photo: z.string().nullable(),
  photoCount: z.number().int(),
  brokerage: z.string(),
  /** True when VOW-only fields were withheld from this item. */
  restricted: z.boolean(),
})
export type ListingSummary = z.infer<typeof listingSummarySchema>

export const listingPageSchema = z.object({
  items: z.array(listingSummarySchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
  vow: vowAccessSchema,
  /** The newest update time of the data set, for the board's "last updated" display rule. */
  dataUpdatedAt: z.string().nullable(),
})
export type ListingPage = z.infer<typeof listingPageSchema>

export const listingRoomSchema = z.object({
  type: z.string(),
  level: z.string(),
  /** e.g. "3.35 x 4.27" metres */
  dimensions: z.string().nullable(),
  areaSqft: z.number().nullable(),
  features: z.string().nullable(),
})
export type ListingRoom = z.infer<typeof listingRoomSchema>

export const listingMediaSchema = z.object({ url: z.string(), caption: z.string().nullable(), order: z.number().int() })

export const listingHistoryEventSchema = z.object({
  mlNum: z.string(),
  event: z.enum(HISTORY_EVENTS),
  date: z.string(),
  price: z.number().int().nullable(),
})
export type ListingHistoryEvent = z.infer<typeof listingHistoryEventSchema>

export const nearbySchoolSchema = z.object({
  schoolNumber: z.string(),
  name: z.string(),
  level: z.enum(SCHOOL_LEVELS),
  language: z.enum(SCHOOL_TEACHING_LANGUAGES),
  rating: z.number().nullable(),
  distanceM: z.number().int(),
  lat: z.number(),
  lng: z.number(),
})

export const listingDetailSchema = /* @__PURE__ */ listingSummarySchema.extend({
  description: z.string(),
  crossStreets: z.string().nullable(),
  style: z.string().nullable(),
  propertyType: z.string(),
  yearBuilt: z.number().int().nullable(),
  age: z.enum(AGE_CODES).nullable(),
  exposure: z.enum(DIRECTIONS).nullable(),
  possession: z.string().nullable(),
  /** Annual property taxes and tax year; monthly maintenance (condo fees), in cents. */
  taxesCents: z.number().int().nullable(),
  taxYear: z.number().int().nullable(),
  maintenanceCents: z.number().int().nullable(),
  level: z.string().nullable(),
  locker: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  management: z.string().nullable(),
  airConditioning: z.string().nullable(),
  exterior: z.string().nullable(),
  fireplace: z.boolean().nullable(),
  heatingType: z.string().nullable(),
  heatingSource: z.string().nullable(),
  includedUtilities: z.array(z.string()),
  insurance: z.string().nullable(),
  pets: z.string().nullable(),
  balcony: z.string().nullable(),
  elevator: z.boolean().nullable(),
  lot: z.string().nullable(),
  ownership: z.string().nullable(),
  preconsId: z.string().nullable(),
  builderId: z.string().nullable(),
  layoutId: z.string().nullable(),
  /** The listing agent's profile id when the agent is on MapleNest (their contact details come from it); else null. */
  listAgentId: z.string().nullable(),
  rooms: z.array(listingRoomSchema),
  media: z.array(listingMediaSchema),
  /** Null when not granted (VOW). */
  history: z.array(listingHistoryEventSchema).nullable(),
  /**
   * Every listing of the same property (address and unit), this one included, newest first; close prices and the
   * dates that reveal them only when granted (VOW).
   */
  propertyHistory: z.array(propertyListingSchema),
  /**
   * Days on market across relistings (see SAME_RUN_GAP_DAYS); null when the listing left the market and that day is
   * withheld (VOW).
   */
  trueDaysOnMarket: z.number().int().nullable(),
  schools: z.array(nearbySchoolSchema),
  /** Rapid-transit stations within walking reach, nearest first (at most three). */
  stations: z.array(nearbyStationSchema),
  /** The listing's neighbourhood with its outline, or null when the reference does not know it. */
  neighbourhoodArea: neighbourhoodAreaSchema.nullable(),
  similar: z.array(listingSummarySchema),
  vow: vowAccessSchema,
})
export type ListingDetail = z.infer<typeof listingDetailSchema>

/** An agent's active listings, newest first (at most `AGENT_LISTINGS_LIMIT`), and how many they have in all. */
export const agentListingsSchema = z.object({
  items: z.array(listingSummarySchema),
  total: z.number().int(),
})
export type AgentListings = z.infer<typeof agentListingsSchema>

/**
 * The listing-search parameters a suggestion stands for: its city and the place (a municipality, a district, neighbourhood,
 * station or campus by name) or the search text (a street, an MLS number). Sent to the search as they are.
 */
export const suggestionQuerySchema = z.object({
  city: z.enum(CITIES),
  municipality: z.string().optional(),
  district: z.string().optional(),
  neighbourhood: z.string().optional(),
  station: z.string().optional(),
  campus: z.string().optional(),
  postal: z.string().optional(),
  q: z.string().optional(),
})
export type SuggestionQuery = z.infer<typeof suggestionQuerySchema>

export const listingSuggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  /** The name in the request's language (a listing's number and address). */
  label: z.string(),
  mlNum: z.string().nullable(),
  city: z.enum(CITIES),
  /**
   * The area the place lies in, in the request's language: a Toronto neighbourhood's district, a community's
   * municipality, else the city (its region).
   */
  within: z.string().nullable(),
  query: suggestionQuerySchema,
})
export type ListingSuggestion = z.infer<typeof listingSuggestionSchema>

/** The VOW terms of use: catalogue keys of the title and clauses, their version, and whether the caller accepted. */
export const vowTermsSchema = z.object({
  version: z.string(),
  titleKey: z.string(),
  /** Catalogue keys of the introduction and each clause, in reading order. */
  clauseKeys: z.array(z.string()),
  accepted: z.boolean(),
  acceptedAt: z.string().nullable(),
  /** The version the caller accepted, when they did. */
  acceptedVersion: z.string().nullable(),
  vow: vowAccessSchema,
})
export type VowTerms = z.infer<typeof vowTermsSchema>

/** One page of the caller's browsing history, newest view first. */
export const browseHistoryPageSchema = z.object({
  items: z.array(z.object({ viewedAt: z.string(), listing: listingSummarySchema })),
  nextCursor: z.string().nullable(),
})
export type BrowseHistoryPage = z.infer<typeof browseHistoryPageSchema>

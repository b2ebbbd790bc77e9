import { z } from 'zod'
import { listingSummarySchema, vowAccessSchema } from '../listings/listing.schema.ts'
import {
  AGE_CODES,
  CITIES,
  FURNISHED_VALUES,
  HOT_SEARCH_KEYS,
  LISTING_SORTS,
  ROOM_TYPES,
  SALE_OR_LEASE,
  SEARCH_STATUSES,
} from '../listings/listing-codes.ts'
import { PRECONS_TYPES, preconsSummarySchema } from '../precons/precons.schema.ts'
import { schoolSummarySchema } from '../schools/school.schema.ts'
import { SCHOOL_LEVELS } from '../schools/school-codes.ts'
import { chatAreaSchema, chatAreaSourceSchema } from './chat.schema.ts'

/**
 * The assistant's tools: what each takes and what it gives back. The server's tools (offline engine and model alike)
 * validate their input with these, and the web draws the cards of an answer from the outputs. Names are the tool
 * names of the UI message stream (`tool-searchListings` parts).
 */
export const CHAT_TOOLS = [
  'searchListings',
  'getListing',
  'findSchools',
  'findProjects',
  'marketFacts',
  'mortgage',
  'bookShowing',
] as const
export type ChatToolName = (typeof CHAT_TOOLS)[number]

/** How many cards an answer shows; the rest are a tap away on the list or the map. */
export const CHAT_CARDS_MAX = 6

const dollars = z.number().int().min(0).max(1_000_000_000)
const count = z.number().int().min(0).max(20)

/** Every filter of the listing search, plus a neighbourhood (or district) of our gazetteer and a drawn area. */
export const searchListingsInputSchema = z.strictObject({
  city: z.enum(CITIES).optional(),
  sr: z.enum(SALE_OR_LEASE).optional().describe('Sale or Lease; Sale when not said'),
  roomType: z.enum(ROOM_TYPES).optional().describe('condo, res (house) or Twnhouse'),
  status: z.enum(SEARCH_STATUSES).optional().describe('active (default), sold (sold or leased) or delist'),
  window: z.string().max(4).optional().describe('time window code for the status, e.g. 1M, 3M, 6M, 12M'),
  age: z.enum(AGE_CODES).optional(),
  furnished: z.enum(FURNISHED_VALUES).optional(),
  priceMin: dollars.optional(),
  priceMax: dollars.optional(),
  bedsMin: count.optional(),
  bedsMax: count.optional(),
  bathsMin: count.optional(),
  bathsMax: count.optional(),
  near: z.enum(HOT_SEARCH_KEYS).optional(),
  sort: z.enum(LISTING_SORTS).optional(),
  q: z.string().trim().max(100).optional().describe('an address, street or MLS number'),
  neighbourhood: z.string().max(100).optional().describe('a neighbourhood or district by its English name'),
  area: chatAreaSchema.optional().describe('a ring of {lat,lng} corners to search inside'),
  areaOf: chatAreaSourceSchema.optional(),
})
export type SearchListingsInput = z.infer<typeof searchListingsInputSchema>

export const searchListingsOutputSchema = z.object({
  /** The search as run, to open it as a list or on the map. */
  input: searchListingsInputSchema,
  total: z.number().int(),
  items: z.array(listingSummarySchema),
  vow: vowAccessSchema,
})
export type SearchListingsOutput = z.infer<typeof searchListingsOutputSchema>

export const getListingInputSchema = z.strictObject({ mlNum: z.string().trim().min(1).max(20) })
export const getListingOutputSchema = z.object({
  found: z.boolean(),
  mlNum: z.string(),
  listing: listingSummarySchema.nullable(),
  description: z.string().nullable(),
  schools: z.array(z.object({ name: z.string(), level: z.string(), rating: z.number().nullable() })),
})
export type GetListingOutput = z.infer<typeof getListingOutputSchema>

export const findSchoolsInputSchema = z.strictObject({
  kind: z.enum(['school', 'university']).default('school'),
  city: z.enum(CITIES).optional(),
  level: z.enum(SCHOOL_LEVELS).optional(),
  minRating: z.number().min(0).max(10).optional(),
  /** Near this point (2 km for schools); without it, the best rated of the city. */
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  /** What the point is, as the answer names it. */
  place: z.string().max(100).optional(),
})
export type FindSchoolsInput = z.infer<typeof findSchoolsInputSchema>
export const findSchoolsOutputSchema = z.object({
  input: findSchoolsInputSchema,
  total: z.number().int(),
  schools: z.array(schoolSummarySchema),
  universities: z.array(
    z.object({ id: z.string(), name: z.string(), nameZh: z.string().nullable(), city: z.enum(CITIES) }),
  ),
})
export type FindSchoolsOutput = z.infer<typeof findSchoolsOutputSchema>

export const findProjectsInputSchema = z.strictObject({
  city: z.enum(CITIES).optional(),
  type: z.enum(PRECONS_TYPES).optional(),
  priceMin: dollars.optional(),
  priceMax: dollars.optional(),
  q: z.string().trim().max(100).optional(),
})
export type FindProjectsInput = z.infer<typeof findProjectsInputSchema>
export const findProjectsOutputSchema = z.object({
  input: findProjectsInputSchema,
  total: z.number().int(),
  items: z.array(preconsSummarySchema),
})
export type FindProjectsOutput = z.infer<typeof findProjectsOutputSchema>

export const MARKET_MONTHS = [1, 3, 6, 12] as const
export const marketFactsInputSchema = z.strictObject({
  city: z.enum(CITIES),
  neighbourhood: z.string().max(100).optional(),
  sr: z.enum(SALE_OR_LEASE).default('Sale'),
  roomType: z.enum(ROOM_TYPES).optional(),
  months: z.union([z.literal(1), z.literal(3), z.literal(6), z.literal(12)]).default(3),
})
export type MarketFactsInput = z.infer<typeof marketFactsInputSchema>
const figuresSchema = z.object({
  count: z.number().int(),
  medianPrice: z.number().int().nullable(),
  medianDaysOnMarket: z.number().int().nullable(),
})
export const marketFactsOutputSchema = z.object({
  input: marketFactsInputSchema,
  /** Listed now: asking prices and days on market so far. */
  active: figuresSchema,
  /** Sold (or leased) in the window: only for a signed-in user under the VOW rule, null otherwise. */
  closed: figuresSchema.nullable(),
  vow: vowAccessSchema,
})
export type MarketFactsOutput = z.infer<typeof marketFactsOutputSchema>

export const chatMortgageInputSchema = z.strictObject({
  price: dollars.min(1),
  downPayment: dollars.optional(),
  downPaymentPercent: z.number().min(0).max(100).optional(),
  annualRatePercent: z.number().min(0).max(25),
  amortizationYears: z.number().int().min(1).max(40).default(25),
  city: z.enum(CITIES).default('toronto'),
})
export type ChatMortgageInput = z.infer<typeof chatMortgageInputSchema>
export const chatMortgageOutputSchema = z.object({
  ok: z.boolean(),
  /** Amounts in cents. */
  price: z.number().int(),
  downPayment: z.number().int(),
  monthlyPayment: z.number().int(),
  loan: z.number().int(),
  insurancePremium: z.number().int(),
  closingCosts: z.number().int(),
  landTransferTax: z.number().int(),
  cashToClose: z.number().int(),
  amortizationYears: z.number().int(),
  annualRatePercent: z.number(),
  /** Why it could not be worked out, in the person's language. */
  problem: z.string().nullable(),
})
export type ChatMortgageOutput = z.infer<typeof chatMortgageOutputSchema>

export const bookShowingInputSchema = z.strictObject({
  mlNum: z.string().trim().min(1).max(20),
  /** ISO 8601 with the listing city's offset, e.g. 2026-11-28T14:00:00-05:00. */
  time: z.string().max(40),
})
export type BookShowingInput = z.infer<typeof bookShowingInputSchema>
export const bookShowingOutputSchema = z.object({
  status: z.enum(['booked', 'signIn', 'failed']),
  showingId: z.string().nullable(),
  mlNum: z.string(),
  time: z.string(),
  /** What went wrong, in the person's language. */
  message: z.string().nullable(),
})
export type BookShowingOutput = z.infer<typeof bookShowingOutputSchema>

/** Follow-up chips under an answer (a `data-suggestions` part): each is sent as the person's next question. */
export const chatSuggestionsSchema = z.object({ chips: z.array(z.string().max(80)).max(6) })
export type ChatSuggestions = z.infer<typeof chatSuggestionsSchema>

import { z } from 'zod'
import {
  CITIES,
  FURNISHED_VALUES,
  HOT_SEARCH_KEYS,
  LISTING_SORTS,
  ROOM_TYPES,
  SALE_OR_LEASE,
  SEARCH_STATUSES,
} from '../listings/listing-codes.ts'
import { MAP_POLYGON_MAX_POINTS } from '../map/clusters.ts'
import { POSTAL_PREFIX_PATTERN } from '../places/postal-prefix.ts'
import { TRANSIT_LINES } from '../transit/transit.ts'

/**
 * The engine's contract (`POST /house/api/chat/v1/parse`): what it understood of one message. `query` holds only
 * the listing search fields the text states (no defaults filled in), with the listing search's own values.
 */
export const CHAT_INTENTS = ['search', 'mortgage', 'refuse', 'other'] as const
export type ChatIntent = (typeof CHAT_INTENTS)[number]

const dollars = z.number().int().min(0).max(1_000_000_000)
const count = z.number().int().min(0).max(20)

export const chatQuerySchema = z.strictObject({
  city: z.enum(CITIES).optional(),
  sr: z.enum(SALE_OR_LEASE).optional(),
  roomType: z.enum(ROOM_TYPES).optional(),
  status: z.enum(SEARCH_STATUSES).optional(),
  window: z.string().max(4).optional(),
  priceMin: dollars.optional(),
  priceMax: dollars.optional(),
  bedsMin: count.optional(),
  bedsMax: count.optional(),
  bathsMin: count.optional(),
  near: z.enum(HOT_SEARCH_KEYS).optional(),
  sort: z.enum(LISTING_SORTS).optional(),
  q: z.string().max(100).optional(),
  /** A postal-code prefix (FSA) the homes' postal codes start with: M2N. */
  postal: z.string().regex(POSTAL_PREFIX_PATTERN).optional(),
  /** Furnished (Y) or unfurnished (N), as the listing filter takes it. */
  furnished: z.enum(FURNISHED_VALUES).optional(),
})
export type ChatQuery = z.infer<typeof chatQuerySchema>

/** The figures of a mortgage question, as stated; the reply names any assumption it adds. */
export const chatMortgageSchema = z.strictObject({
  price: dollars.optional(),
  downPayment: dollars.optional(),
  downPaymentPercent: z.number().min(0).max(100).optional(),
  annualRatePercent: z.number().min(0).max(25).optional(),
  amortizationYears: z.number().int().min(1).max(40).optional(),
})
export type ChatMortgage = z.infer<typeof chatMortgageSchema>

export const CHAT_DIRECTIONS = ['north', 'south', 'east', 'west'] as const
export type ChatDirection = (typeof CHAT_DIRECTIONS)[number]

/**
 * What an area drawn from words stands for: a walk of some minutes round a station or campus, or a stretch of a
 * transit line beyond a station or a street named by one. Places by their English names in our gazetteer.
 */
export const chatAreaSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('walk'),
    place: z.string().max(100),
    placeKind: z.enum(['station', 'campus']),
    minutes: z.number().int().min(1).max(60),
  }),
  z.strictObject({
    kind: z.literal('line'),
    line: z.enum(TRANSIT_LINES),
    direction: z.enum(CHAT_DIRECTIONS),
    from: z.string().max(100),
    fromKind: z.enum(['station', 'campus']),
  }),
])
export type ChatAreaSource = z.infer<typeof chatAreaSourceSchema>

/** A drawn area as the map takes it: a ring of corners (closing by itself), at most MAP_POLYGON_MAX_POINTS. */
export const chatAreaSchema = z
  .array(z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }))
  .min(3)
  .max(MAP_POLYGON_MAX_POINTS)
export type ChatArea = z.infer<typeof chatAreaSchema>

/** The previous understanding a follow-up refines: the parse result sent back by the client. */
export const chatContextSchema = z.object({
  intent: z.enum(CHAT_INTENTS),
  query: chatQuerySchema,
  neighbourhood: z.string().max(100).nullable().optional(),
  /** The area of the search being refined; it is drawn again from `areaOf`, so only its source is trusted. */
  area: chatAreaSchema.nullable().optional(),
  areaOf: chatAreaSourceSchema.nullable().optional(),
})
export type ChatContext = z.infer<typeof chatContextSchema>

export const chatParseRequestSchema = z.strictObject({
  text: z.string().trim().min(1, 'error.field.required').max(500, 'error.field.tooLong'),
  context: chatContextSchema.optional(),
})
export type ChatParseRequest = z.infer<typeof chatParseRequestSchema>

/** The protected grounds (and the proxies for them) a refusal names. */
export const STEERING_GROUNDS = [
  'race',
  'religion',
  'citizenship',
  'sex',
  'sexualOrientation',
  'genderIdentity',
  'age',
  'familyStatus',
  'disability',
  'sourceOfIncome',
  'safety',
] as const
export type SteeringGround = (typeof STEERING_GROUNDS)[number]

export const chatParseSchema = z.object({
  intent: z.enum(CHAT_INTENTS),
  query: chatQuerySchema,
  /** A neighbourhood or district of our data, by its English name; the city is in `query.city`. */
  neighbourhood: z.string().nullable(),
  /** An area drawn from the words ("within 10 minutes' walk of Bloor-Yonge"), to search inside, or null. */
  area: chatAreaSchema.nullable(),
  /** What `area` stands for, when there is one. */
  areaOf: chatAreaSourceSchema.optional(),
  mortgage: chatMortgageSchema.optional(),
  ground: z.enum(STEERING_GROUNDS).optional(),
  reply: z.string(),
})
export type ChatParse = z.infer<typeof chatParseSchema>

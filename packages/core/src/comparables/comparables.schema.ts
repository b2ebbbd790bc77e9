import { z } from 'zod'
import { vowAccessSchema } from '../listings/listing.schema.ts'
import { CITIES } from '../listings/listing-codes.ts'
import { RANGE_METHODS } from './comparable-range.ts'
import { COMPARABLE_STEP_IDS } from './comparable-steps.ts'

/** A comparable home that closed: where, when, for how much, and how it differs from this home. */
export const comparableSchema = z.object({
  mlNum: z.string(),
  city: z.enum(CITIES),
  address: z.string(),
  unit: z.string().nullable(),
  neighbourhood: z.string(),
  neighbourhoodZh: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  distanceM: z.number().int(),
  closeDate: z.string(),
  /** Sold price, or rent a month, whole dollars. */
  closePrice: z.number().int(),
  /** Its last asking price or rent. */
  price: z.number().int(),
  /** Close price over the living area's representative figure, whole dollars; null when the area is unknown. */
  pricePerSqft: z.number().int().nullable(),
  beds: z.number().int(),
  bedsPlus: z.number().int(),
  baths: z.number().int(),
  sqft: z.string().nullable(),
  photo: z.string().nullable(),
  differences: z.object({
    beds: z.number().int(),
    baths: z.number().int(),
    sqftPct: z.number().int().nullable(),
  }),
})
export type Comparable = z.infer<typeof comparableSchema>

export const priceRangeSchema = z.object({
  low: z.number().int(),
  high: z.number().int(),
  mid: z.number().int(),
  count: z.number().int(),
  method: z.enum(RANGE_METHODS),
})

/**
 * The comparable homes of a listing and the range they suggest. Under the VOW rule: a viewer who may not see
 * sold prices gets `locked` with no item and no range, and `vow` says what to ask for.
 */
export const comparablesSchema = z.object({
  items: z.array(comparableSchema),
  /** Null with fewer than RANGE_MIN_COUNT comparable homes, or when locked. */
  range: priceRangeSchema.nullable(),
  /** The step of the search the homes were found at; null when locked or none was found. */
  step: z.enum(COMPARABLE_STEP_IDS).nullable(),
  locked: z.boolean(),
  vow: vowAccessSchema,
})
export type Comparables = z.infer<typeof comparablesSchema>

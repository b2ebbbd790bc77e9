import { z } from 'zod'
import { vowAccessSchema } from '../listings/listing.schema.ts'
import { CITIES } from '../listings/listing-codes.ts'

/** GET /house/api/market/v1/stats: a neighbourhood's sale market by month, from our own listings. */
export const marketQuerySchema = z.strictObject({
  city: z.enum(CITIES, 'market.validation.city').default('toronto'),
  /** A neighbourhood of the city, as listings name it; unset: the whole city. */
  neighbourhood: z.string().trim().max(80, 'error.field.tooLong').optional(),
  months: z.coerce
    .number()
    .int('market.validation.months')
    .min(3, 'market.validation.months')
    .max(24, 'market.validation.months')
    .default(12),
})
export type MarketQuery = z.infer<typeof marketQuerySchema>

export const marketSoldSchema = z.object({
  count: z.number().int(),
  /** Whole dollars; null when nothing sold that month. */
  medianSoldPrice: z.number().nullable(),
  medianDaysOnMarket: z.number().nullable(),
  /** Share of the month's sales that closed above their asking price, 0 to 1; null when nothing sold. */
  overAskingShare: z.number().nullable(),
})
export type MarketSold = z.infer<typeof marketSoldSchema>

export const marketMonthSchema = z.object({
  /** YYYY-MM, in the city's own calendar. */
  month: z.string(),
  newListings: z.number().int(),
  /** Whole dollars, of the month's new sale listings; null when there were none. */
  medianAskingPrice: z.number().nullable(),
  /** Sold figures, only for a reader the VOW rule lets see them (signed in, terms accepted); null otherwise. */
  sold: marketSoldSchema.nullable(),
})
export type MarketMonth = z.infer<typeof marketMonthSchema>

export const marketStatsSchema = z.object({
  city: z.enum(CITIES),
  neighbourhood: z.string().nullable(),
  /** The neighbourhoods of the city that have sale listings, to choose from. */
  neighbourhoods: z.array(z.string()),
  months: z.array(marketMonthSchema),
  /** What the reader may see of sold data, and what to do to see it. */
  vow: vowAccessSchema,
})
export type MarketStats = z.infer<typeof marketStatsSchema>

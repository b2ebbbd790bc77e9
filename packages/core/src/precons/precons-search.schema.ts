import { z } from 'zod'
import { CITIES } from '../listings/listing-codes.ts'
import {
  OCCUPANCY_YEAR_MAX,
  OCCUPANCY_YEAR_MIN,
  PRECONS_SORTS,
  PRECONS_STATUSES,
  PRECONS_TYPES,
} from './precons.schema.ts'

/**
 * The pre-construction list's search query. A file of its own: the screens that only show projects (the home, a
 * project's detail) then carry none of the schema library, which its coerced numbers would otherwise keep in.
 */
const dollars = z.coerce.number().int().min(0).max(1_000_000_000)

export const preconsSearchQuerySchema = z
  .strictObject({
    city: z.enum(CITIES).optional(),
    type: z.enum(PRECONS_TYPES).optional(),
    status: z.enum(PRECONS_STATUSES).optional(),
    priceMin: dollars.optional(),
    priceMax: dollars.optional(),
    occupancyYear: z.coerce.number().int().min(OCCUPANCY_YEAR_MIN).max(OCCUPANCY_YEAR_MAX).optional(),
    q: z.string().trim().max(100, 'error.field.tooLong').optional(),
    sort: z.enum(PRECONS_SORTS).default('recommend'),
    cursor: z.string().max(512).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .superRefine((q, ctx) => {
    if (q.priceMin !== undefined && q.priceMax !== undefined && q.priceMin > q.priceMax) {
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'precons.validation.range' })
    }
  })
export type PreconsSearchQuery = z.infer<typeof preconsSearchQuerySchema>

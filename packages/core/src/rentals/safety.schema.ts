import { z } from 'zod'
import { RENTAL_PROVINCES } from './deposit-rules.ts'

/** GET /house/api/rental/v1/safety/{mlNum}: what the safety card says about one listing, computed from our data. */
export const listingSafetySchema = z.object({
  mlNum: z.string(),
  province: z.enum(RENTAL_PROVINCES),
  /** Set when the rent is far below similar listings nearby: the percentage and what it was compared with. */
  belowMarket: z
    .object({
      percent: z.number().int(),
      /** Median asking rent of the similar listings, whole dollars a month. */
      median: z.number().int(),
      comparables: z.number().int(),
      radiusM: z.number().int(),
      beds: z.number().int(),
    })
    .nullable(),
  /** The listing agent's registration, when the agent is on MapleNest. */
  agent: z
    .object({
      profileId: z.string(),
      name: z.string(),
      registrationNumber: z.string(),
    })
    .nullable(),
})
export type ListingSafety = z.infer<typeof listingSafetySchema>

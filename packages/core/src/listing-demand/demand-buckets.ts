import { z } from 'zod'

/** Showings booked within this many days count as "this week". */
export const DEMAND_RECENT_DAYS = 7

/**
 * The lower edges of the buckets a count is shown in. Below the first, a count is only "fewer than 3", so that no
 * single person's showing or save can be read from the figure.
 */
export const DEMAND_BUCKET_EDGES = [3, 5, 10, 20, 50] as const

/** A count shown as a bucket: at least `atLeast` and fewer than `below` (null: no upper edge). */
export const demandBucketSchema = z.object({
  atLeast: z.number().int(),
  below: z.number().int().nullable(),
})
export type DemandBucket = z.infer<typeof demandBucketSchema>

/** The bucket a count falls in: 0 to 2 → [0, 3), 3 to 4 → [3, 5), …, 50 and more → [50, ∞). */
export function toDemandBucket(count: number): DemandBucket {
  let atLeast = 0
  let below: number | null = DEMAND_BUCKET_EDGES[0]
  for (let i = 0; i < DEMAND_BUCKET_EDGES.length; i++) {
    const edge = DEMAND_BUCKET_EDGES[i]!
    if (count < edge) break
    atLeast = edge
    below = DEMAND_BUCKET_EDGES[i + 1] ?? null
  }
  return { atLeast, below }
}

/**
 * How much interest a listing drew on MapleNest: showings booked in the last DEMAND_RECENT_DAYS days and since it
 * was listed (cancelled requests left out), and how many people keep it in their favourites — each as a bucket.
 */
export const listingDemandSchema = z.object({
  showings7d: demandBucketSchema,
  showingsTotal: demandBucketSchema,
  saves: demandBucketSchema,
})
export type ListingDemand = z.infer<typeof listingDemandSchema>

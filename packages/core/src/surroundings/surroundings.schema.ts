import { z } from 'zod'
import { TRANSIT_LINES } from '../transit/transit.ts'

/** A rapid-transit station near a home: its names (the Chinese one as a map writes it, with 站) and the walk. */
export const nearbyStationSchema = z.object({
  name: z.string(),
  /** The station's Chinese name ending in 站. */
  zh: z.string(),
  lines: z.array(z.enum(TRANSIT_LINES)),
  lat: z.number(),
  lng: z.number(),
  /** As the crow flies, in whole metres. */
  distanceM: z.number().int().nonnegative(),
  /** Minutes on foot by the assistant's walking rule (see `calculateWalkMinutes`). */
  walkMinutes: z.number().int().positive(),
})
export type NearbyStation = z.infer<typeof nearbyStationSchema>

/**
 * The neighbourhood a home is in, with its outline: [lat, lng] corners, not closed. The reference holds each
 * neighbourhood's centre, not its boundary, so the outline is the part of the city nearer this centre than any
 * other (see `calculateNearestArea`): a sketch of where the neighbourhood is, not a surveyed boundary.
 */
export const neighbourhoodAreaSchema = z.object({
  name: z.string(),
  zh: z.string(),
  outline: z.array(z.tuple([z.number(), z.number()])),
})
export type NeighbourhoodArea = z.infer<typeof neighbourhoodAreaSchema>

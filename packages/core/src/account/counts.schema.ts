import { z } from 'zod'

/** GET /house/api/user/v1/counts: what the Account tab shows beside its rows. */
export const accountCountsSchema = z.object({
  favourites: z.number().int().nonnegative(),
  appointments: z.number().int().nonnegative(),
  unreadNotifications: z.number().int().nonnegative(),
})
export type AccountCounts = z.infer<typeof accountCountsSchema>

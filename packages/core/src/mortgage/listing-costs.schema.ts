import { z } from 'zod'
import { MAX_PRICE_DOLLARS, parseNumberText } from './mortgage-input.schema.ts'

/** An amount a listing hands over, in dollars; anything the calculator would refuse is dropped. */
const listingAmount = z
  .union([z.number(), z.string()])
  .transform((value) => parseNumberText(value))
  .pipe(z.number().min(0).max(MAX_PRICE_DOLLARS))
  .optional()
  .catch(undefined)

/**
 * A listing's running costs as its link hands them to the calculator: `taxes`, the annual property taxes, and
 * `maintenance`, the monthly maintenance (condo fees), both in dollars ("4512.3"). A value that is not an amount
 * from 0 to the price cap is dropped rather than shown as a problem: the person did not type it.
 */
export const listingCostsSchema = z.object({
  taxes: listingAmount,
  maintenance: listingAmount,
})

export type ListingCosts = z.output<typeof listingCostsSchema>

/** Reads a listing's taxes and maintenance, in dollars; a missing or bad value is undefined. */
export function parseListingCosts(values: {
  readonly taxes?: string | number | null
  readonly maintenance?: string | number | null
}): ListingCosts {
  return listingCostsSchema.parse({ taxes: values.taxes ?? undefined, maintenance: values.maintenance ?? undefined })
}

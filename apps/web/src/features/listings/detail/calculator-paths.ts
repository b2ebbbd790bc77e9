import type { City } from '@maplenest/core'

/**
 * The mortgage calculator's form, which a listing opens with its price and city (decision 0009). The mortgage
 * feature owns that screen and a feature does not import another; the route paths test checks this address.
 */
export const CALCULATOR_FORM_PATH = '/pages/my/calculate/calculate'

/** What a sale listing hands the calculator: its price and city, and its taxes and condo fees when it states them. */
export interface CalculatorListing {
  readonly price: number
  readonly city: City
  /** Annual property taxes, in cents. */
  readonly taxesCents: number | null
  /** Monthly maintenance (condo fees), in cents. */
  readonly maintenanceCents: number | null
}

/**
 * The calculator with the listing's figures: `price` in dollars, `city`, and `taxes` (dollars a year) and
 * `maintenance` (dollars a month) when the listing states them, so the calculator can show the cost of owning.
 */
export function toCalculatorPath({ price, city, taxesCents, maintenanceCents }: CalculatorListing): string {
  const query = new URLSearchParams({ price: String(price), city })
  if (taxesCents) query.set('taxes', String(taxesCents / 100))
  if (maintenanceCents) query.set('maintenance', String(maintenanceCents / 100))
  return `${CALCULATOR_FORM_PATH}?${query}`
}

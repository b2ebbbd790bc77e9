import type { City } from '@maplenest/core'

/**
 * The mortgage calculator's form, which a listing opens with its price and city (decision 0009). The mortgage
 * feature owns that screen and a feature does not import another; the route paths test checks this address.
 */
export const CALCULATOR_FORM_PATH = '/pages/my/calculate/calculate'

export function toCalculatorPath(price: number, city: City): string {
  return `${CALCULATOR_FORM_PATH}?price=${price}&city=${city}`
}

/** Where the property is: the two cities of the product, or elsewhere in their provinces. */
export const MORTGAGE_LOCATIONS = ['toronto', 'otherOntario', 'vancouver', 'otherBritishColumbia'] as const
export type MortgageLocation = (typeof MORTGAGE_LOCATIONS)[number]

export const PROVINCES = ['ON', 'BC'] as const
export type Province = (typeof PROVINCES)[number]

const PROVINCE_OF: Record<MortgageLocation, Province> = {
  toronto: 'ON',
  otherOntario: 'ON',
  vancouver: 'BC',
  otherBritishColumbia: 'BC',
}

export function toProvince(location: MortgageLocation): Province {
  return PROVINCE_OF[location]
}

/** Toronto's municipal land transfer tax applies to land in the City of Toronto only. */
export function isInToronto(location: MortgageLocation): boolean {
  return location === 'toronto'
}

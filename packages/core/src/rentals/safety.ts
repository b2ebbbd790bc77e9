import type { MessageKey } from '../i18n/catalogue.ts'
import { type RentalProvince, RULES_CHECKED, type SourcedRule } from './deposit-rules.ts'

/**
 * What a student should know at the moment they contact, reserve or pay (decision 0058), each with its source and
 * the day it was checked. Scam patterns from Toronto police and Vancouver news reports; licence look-ups from the
 * regulators' public registers.
 */
export const SAFETY_TIPS: readonly SourcedRule[] = [
  {
    key: 'rental.safety.viewFirst',
    source: 'https://www.blogto.com/city/2021/02/toronto-police-apartment-rental-scams-rampant-pandemic/',
    checked: RULES_CHECKED,
  },
  {
    key: 'rental.safety.noForeignAccount',
    source: 'https://www.blogto.com/city/2021/02/toronto-police-apartment-rental-scams-rampant-pandemic/',
    checked: RULES_CHECKED,
  },
  {
    key: 'rental.safety.fakePolice',
    source: 'https://globalnews.ca/news/4272787/virtual-kidnapping-vancouver-2/',
    checked: RULES_CHECKED,
  },
]

/** The regulator whose public register says whether an agent may trade in a province, and where to look. */
export const LICENCE_REGISTERS = {
  ON: { regulator: 'RECO', url: 'https://registrantsearch.reco.on.ca/' },
  BC: { regulator: 'BCFSA', url: 'https://www.bcfsa.ca/public-resources/real-estate/find-professional' },
} as const satisfies Record<RentalProvince, { regulator: string; url: string }>

export const licenceCheckKey = (province: RentalProvince): MessageKey =>
  province === 'ON' ? 'rental.safety.licence.on' : 'rental.safety.licence.bc'

/** A rent this far below the median of similar listings nearby (or further) is flagged. */
export const BELOW_MARKET_SHARE = 0.3
/** The fewest similar listings a median is taken from; with fewer, nothing is said. */
export const COMPARABLES_MIN = 5
/** Similar listings are looked for within these distances, the nearest first, until there are enough. */
export const COMPARABLE_RADII_M = [2000, 4000, 8000] as const

/** Bedrooms as similar listings are grouped: studio, 1, 2, 3, and 4 or more. */
export function bedsGroup(beds: number): number {
  return Math.max(0, Math.min(4, Math.trunc(beds)))
}

/** How far below the median a rent is, in whole per cent, when it is at least BELOW_MARKET_SHARE below; else null. */
export function belowMarketPercent(rent: number, median: number): number | null {
  if (!(median > 0) || !(rent > 0)) return null
  const share = (median - rent) / median
  return share >= BELOW_MARKET_SHARE ? Math.round(share * 100) : null
}

import { DEMO_VALUES } from '@maplenest/core'
import type { DemoCity } from '../geo/index.ts'

/** Invented brokerage names (Toronto registrations end in "Brokerage"; Vancouver offices in "Realty"). */
export const BROKERAGES: Record<DemoCity, readonly string[]> = {
  toronto: [
    'Harbourview Realty Inc., Brokerage',
    'Bayline Real Estate Ltd., Brokerage',
    'Kingsway Home Partners Inc., Brokerage',
    'Lakeshore Key Realty Ltd., Brokerage',
    'Don Valley Properties Inc., Brokerage',
    'Yorkville Crest Realty Inc., Brokerage',
    'Northgate Realty Group Inc., Brokerage',
    'Queen West Homes Realty Ltd., Brokerage',
    'Maple Crown Real Estate Inc., Brokerage',
    'Scarborough Bluffs Realty Ltd., Brokerage',
    'Humber River Realty Inc., Brokerage',
    'Danforth Village Realty Ltd., Brokerage',
    'Union Square Realty Corp., Brokerage',
    'Red Oak Residential Inc., Brokerage',
    'Beacon Hill Realty Inc., Brokerage',
    'Maple & King Realty Inc., Brokerage',
  ],
  vancouver: [
    'Coastline Pacific Realty',
    'Laurel Park Realty',
    'Burrard Bay Realty',
    'Granville Crossing Realty',
    'Cedar & Sea Realty',
    'West Side Heritage Realty',
    'Mount Pleasant Key Realty',
    'Kingsway Pacific Realty',
    'Seawall Properties Realty',
    'False Creek Homes Realty',
  ],
}

export const MANAGEMENT: Record<DemoCity, readonly string[]> = {
  toronto: [
    'Lakeside Condominium Management Inc.',
    'Parkway Property Services Ltd.',
    'Crestmark Condo Management Inc.',
    'Union Residential Management Ltd.',
    'Greenbelt Property Management Inc.',
  ],
  vancouver: [
    'Seabreeze Strata Management Ltd.',
    'Pacific Crest Strata Services',
    'Alder Property Management Ltd.',
    'Northshore Strata Group Inc.',
  ],
}

// The board values the seed picks from live in core, where the value catalogue's test walks them.
export const {
  CONDO_STYLES,
  HOUSE_STYLES,
  TOWN_STYLES,
  SALE_POSSESSION,
  PETS,
  HEATING_TYPES,
  CONDO_HEATING_TYPES,
  HEATING_SOURCES,
  AIR_CONDITIONING,
  EXTERIOR,
  LOCKERS,
  BALCONIES,
  OWNERSHIP,
  INSURANCE,
  SALE_UTILITIES,
  LEASE_UTILITIES,
  PROPERTY_TYPES,
  ROOM_LEVELS,
  ROOM_FEATURES,
} = DEMO_VALUES

export const CONDO_OPENERS = [
  'Bright and efficient',
  'Sun-filled',
  'Stylish',
  'Well-kept',
  'Move-in ready',
  'Rarely offered',
  'Spacious',
  'Renovated',
] as const
export const HOUSE_OPENERS = [
  'Lovingly maintained',
  'Fully renovated',
  'Classic',
  'Beautifully updated',
  'Sun-drenched',
  'Solid',
  'Character-filled',
] as const
export const CONDO_FEATURES = [
  'Open-concept living and dining with floor-to-ceiling windows.',
  'Modern kitchen with quartz counters, a breakfast bar and integrated appliances.',
  'Laminate floors throughout and ensuite laundry.',
  'The den works as a home office or guest room.',
  'Primary bedroom with a double closet and a walk-out to the balcony.',
  'Freshly painted, with new light fixtures.',
  'Building amenities include a gym, party room, rooftop terrace and 24-hour concierge.',
  'Quiet side of the building with open views.',
] as const
export const HOUSE_FEATURES = [
  'Main floor with hardwood throughout, a gas fireplace and a walk-out to the deck.',
  'Chef’s kitchen with stainless steel appliances, a large island and plenty of storage.',
  'Finished basement with a separate entrance, a recreation room and a second kitchen.',
  'Deep private lot with mature trees and a detached garage.',
  'Primary suite with a walk-in closet and a four-piece ensuite.',
  'New roof, windows and furnace in the last five years.',
  'Family-friendly street, steps to parks and schools.',
] as const
export const LEASE_LINES = [
  'Tenant pays hydro; tenant insurance required.',
  'Available for a one-year lease; credit check, employment letter and references required.',
  'No smoking. Landlord prefers a long-term tenant.',
] as const

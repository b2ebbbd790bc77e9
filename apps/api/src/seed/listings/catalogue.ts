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

export const CONDO_STYLES = ['Apartment', 'Apartment', 'Apartment', 'Loft', 'Bachelor/Studio'] as const
export const HOUSE_STYLES: Record<DemoCity, readonly string[]> = {
  toronto: ['2-Storey', '2-Storey', 'Bungalow', '1 1/2 Storey', 'Backsplit 4', 'Sidesplit 3', '3-Storey'],
  vancouver: ['2 Storey', '2 Storey w/Bsmt.', 'Basement Entry', 'Rancher/Bungalow', '3 Storey'],
}
export const TOWN_STYLES = ['2-Storey', '3-Storey', 'Stacked Townhouse'] as const

export const SALE_POSSESSION = ['Immediate', 'Flexible', '30-60 Days', '60-90 Days', 'TBA', 'Other'] as const
export const PETS = ['Restricted', 'Allowed', 'No'] as const
export const HEATING_TYPES = ['Forced Air', 'Heat Pump', 'Radiant', 'Baseboard', 'Hot Water'] as const
export const EXTERIOR = {
  condo: ['Concrete', 'Concrete', 'Brick', 'Glass/Concrete'],
  res: ['Brick', 'Brick', 'Brick/Stone', 'Vinyl Siding', 'Stucco', 'Wood'],
  Twnhouse: ['Brick', 'Brick/Stone', 'Stone', 'Vinyl Siding'],
} as const

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

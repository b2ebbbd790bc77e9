/**
 * The board values the demo dataset picks from, field by field. They live here rather than in the seed so the
 * value catalogue's test walks exactly what the seed can produce. Repeated entries weight the pick.
 */

export const CONDO_STYLES = ['Apartment', 'Apartment', 'Apartment', 'Loft', 'Bachelor/Studio'] as const
export const HOUSE_STYLES = {
  toronto: ['2-Storey', '2-Storey', 'Bungalow', '1 1/2 Storey', 'Backsplit 4', 'Sidesplit 3', '3-Storey'],
  vancouver: ['2 Storey', '2 Storey w/Bsmt.', 'Basement Entry', 'Rancher/Bungalow', '3 Storey'],
} as const
export const TOWN_STYLES = ['2-Storey', '3-Storey', 'Stacked Townhouse'] as const

export const SALE_POSSESSION = ['Immediate', 'Flexible', '30-60 Days', '60-90 Days', 'TBA', 'Other'] as const
/** Leases start at once or on a date. */
export const LEASE_POSSESSION = ['Immediate'] as const
export const PETS = ['Restricted', 'Allowed', 'No'] as const
export const HEATING_TYPES = ['Forced Air', 'Heat Pump', 'Radiant', 'Baseboard', 'Hot Water'] as const
export const CONDO_HEATING_TYPES = ['Heat Pump', 'Forced Air', 'Radiant', 'Baseboard'] as const
export const HEATING_SOURCES = ['Gas', 'Electric'] as const
export const AIR_CONDITIONING = ['Central Air', 'Central Air', 'Wall Unit', 'None'] as const
export const EXTERIOR = {
  condo: ['Concrete', 'Concrete', 'Brick', 'Glass/Concrete'],
  res: ['Brick', 'Brick', 'Brick/Stone', 'Vinyl Siding', 'Stucco', 'Wood'],
  Twnhouse: ['Brick', 'Brick/Stone', 'Stone', 'Vinyl Siding'],
} as const
export const LOCKERS = ['Owned', 'Exclusive', 'Ensuite', 'None'] as const
export const BALCONIES = ['Open', 'Open', 'Enclosed', 'Juliette', 'Terrace', 'None'] as const
export const OWNERSHIP = { toronto: 'Condominium', vancouver: 'Strata', freehold: 'Freehold' } as const
export const INSURANCE = { condoSale: 'Building Insurance Included', lease: 'Tenant insurance required' } as const
/** What a condo's fees cover on a sale, and what a lease's rent covers. */
export const SALE_UTILITIES = ['Water', 'Common Elements', 'Building Insurance', 'Heat', 'Parking'] as const
export const LEASE_UTILITIES = ['Heat', 'Water'] as const

export const PROPERTY_TYPES = {
  toronto: ['Condo Apt', 'Condo Townhouse', 'Att/Row/Twnhouse', 'Detached', 'Semi-Detached'],
  vancouver: ['Apartment/Condo', 'Townhouse', 'Row House (Non-Strata)', 'House/Single Family', '1/2 Duplex'],
} as const

/** Rooms of the demo homes: types, the level names of each city, and the features the board lists. */
export const ROOM_TYPES = [
  'Living',
  'Dining',
  'Kitchen',
  'Family',
  'Primary Bedroom',
  '2nd Bedroom',
  '3rd Bedroom',
  '4th Bedroom',
  '5th Bedroom',
  'Den',
  'Recreation',
] as const
export const ROOM_LEVELS = {
  toronto: { flat: 'Flat', main: 'Main', upper: '2nd', lower: 'Bsmt' },
  vancouver: { flat: 'Main', main: 'Main', upper: 'Above', lower: 'Below' },
} as const
export const ROOM_FEATURES = {
  condoLiving: ['Laminate, W/O To Balcony', 'Hardwood Floor, Open Concept', 'Laminate, Window Flr To Ceil'],
  condoDining: 'Combined W/Living',
  condoKitchen: [
    'Quartz Counter, B/I Appliances',
    'Stainless Steel Appl, Breakfast Bar',
    'Granite Counter, Backsplash',
  ],
  condoPrimary: ['Double Closet, Large Window', '4 Pc Ensuite, W/I Closet', 'Laminate, Closet'],
  bedroom: 'Closet, Window',
  den: ['Separate Room', 'Open Concept'],
  houseLiving: ['Hardwood Floor, Fireplace', 'Hardwood Floor, Bay Window', 'Combined W/Dining'],
  houseDining: 'Hardwood Floor',
  houseKitchen: ['Centre Island, Stainless Steel Appl', 'Eat-In Kitchen, W/O To Deck', 'Quartz Counter, Pantry'],
  family: 'W/O To Yard, Gas Fireplace',
  housePrimary: ['5 Pc Ensuite, W/I Closet', '4 Pc Ensuite, His/Hers Closet', 'Double Closet'],
  recreation: 'Broadloom, Pot Lights',
} as const

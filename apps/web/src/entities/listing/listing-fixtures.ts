import type { ListingDetail, ListingPage, ListingSummary, PropertyListing, VowAccess } from '@maplenest/core'

/** Listings for the web tests, shaped by the wire contract. */
export function aSummary(overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    mlNum: 'C1000001',
    city: 'toronto',
    sr: 'Sale',
    status: 'A',
    lsc: 'new',
    roomType: 'condo',
    address: '88 Harbour St',
    unit: '1203',
    neighbourhood: 'Waterfront Communities',
    lat: 43.64,
    lng: -79.38,
    price: 899_000,
    closePrice: null,
    beds: 2,
    bedsPlus: 1,
    baths: 2,
    sqft: '700-799',
    parking: 1,
    furnished: null,
    inputDate: '2026-11-10T14:00:00.000Z',
    closeDate: null,
    unavailableDate: null,
    dom: 12,
    updatedAt: '2026-11-20T10:00:00.000Z',
    photo: null,
    photoCount: 0,
    brokerage: 'Harbourfront Realty Inc., Brokerage',
    restricted: false,
    ...overrides,
  }
}

export const SIGN_IN: VowAccess = { granted: false, need: 'signIn' }
export const GRANTED: VowAccess = { granted: true, need: null }

export function aPage(items: ListingSummary[], overrides: Partial<ListingPage> = {}): ListingPage {
  return {
    items,
    nextCursor: null,
    total: items.length,
    vow: SIGN_IN,
    dataUpdatedAt: '2026-11-22T08:00:00.000Z',
    ...overrides,
  }
}

export function aDetail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  const detail: ListingDetail = {
    ...aSummary(),
    description: 'Bright corner suite with a view of the lake.',
    crossStreets: 'Bay St / Harbour St',
    style: 'Apartment',
    propertyType: 'Condo Apartment',
    yearBuilt: 2015,
    age: '11-15',
    exposure: 'SE',
    possession: '60 days',
    taxesCents: 451_230,
    taxYear: 2025,
    maintenanceCents: 65_045,
    level: '12',
    locker: 'Owned',
    registrationNumber: 'TSCC 2456',
    management: 'Del Property Management',
    airConditioning: 'Central Air',
    exterior: 'Concrete',
    fireplace: false,
    heatingType: 'Forced Air',
    heatingSource: 'Gas',
    includedUtilities: ['Water', 'Heat'],
    insurance: null,
    pets: 'Restricted',
    balcony: 'Open',
    elevator: true,
    lot: null,
    ownership: 'Condominium',
    preconsId: null,
    builderId: null,
    listAgentId: null,
    layoutId: null,
    rooms: [{ type: 'Living', level: 'Flat', dimensions: '5.20 x 3.40', areaSqft: null, features: 'Laminate' }],
    media: [],
    history: null,
    schools: [
      {
        schoolNumber: 'S1',
        name: 'Waterfront Public School',
        level: 'elementary',
        language: 'English',
        rating: 7.4,
        distanceM: 650,
        lat: 43.6452,
        lng: -79.3771,
      },
    ],
    stations: [
      {
        name: 'Union',
        zh: '联合车站',
        lines: ['line1'],
        lat: 43.645723,
        lng: -79.380462,
        distanceM: 596,
        walkMinutes: 8,
      },
      {
        name: 'King',
        zh: '国王街站',
        lines: ['line1'],
        lat: 43.649121,
        lng: -79.378045,
        distanceM: 1013,
        walkMinutes: 13,
      },
    ],
    neighbourhoodArea: {
      name: 'Waterfront Communities-The Island',
      zh: '湖滨',
      outline: [
        [43.6338, -79.3995],
        [43.6339, -79.3589],
        [43.6495, -79.3598],
        [43.6489, -79.4009],
      ],
    },
    similar: [],
    vow: SIGN_IN,
    propertyHistory: [],
    trueDaysOnMarket: 12,
    ...overrides,
  }
  // the api lists the listing itself among its property's listings
  return overrides.propertyHistory ? detail : { ...detail, propertyHistory: [asPropertyListing(detail)] }
}

/** A listing as one of its property's listings, close figures as the detail gives them. */
export function asPropertyListing(l: ListingSummary): PropertyListing {
  return {
    mlNum: l.mlNum,
    sr: l.sr,
    inputDate: l.inputDate,
    lsc: l.lsc,
    status: l.status,
    price: l.price,
    closePrice: l.closePrice,
    closeDate: l.closeDate,
    endDate: l.status === 'U' ? (l.closeDate ?? l.unavailableDate) : null,
  }
}

/** A Toronto condo with the board values the demo seed writes, for checking how those values read. */
export function aSeededCondo(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return aDetail({
    propertyType: 'Condo Apt',
    style: 'Apartment',
    possession: 'Mar 5, 2026',
    locker: 'Ensuite',
    exterior: 'Glass/Concrete',
    airConditioning: 'Central Air',
    heatingType: 'Forced Air',
    heatingSource: 'Gas',
    includedUtilities: ['Water', 'Common Elements', 'Building Insurance', 'Heat', 'Parking'],
    insurance: 'Building Insurance Included',
    pets: 'Allowed',
    balcony: 'Terrace',
    ownership: 'Condominium',
    rooms: [
      { type: 'Living', level: 'Flat', dimensions: '4.51 x 3.20', areaSqft: 155, features: 'Laminate, W/O To Balcony' },
      {
        type: 'Kitchen',
        level: 'Flat',
        dimensions: '3.10 x 2.40',
        areaSqft: 80,
        features: 'Quartz Counter, B/I Appliances',
      },
      {
        type: 'Primary Bedroom',
        level: 'Flat',
        dimensions: '3.60 x 3.05',
        areaSqft: 118,
        features: '4 Pc Ensuite, W/I Closet',
      },
      { type: 'Den', level: 'Flat', dimensions: '2.20 x 2.10', areaSqft: 50, features: 'Separate Room' },
    ],
    ...overrides,
  })
}

/** A Toronto house with the board values the demo seed writes: lot, freehold, basement rooms. */
export function aSeededHouse(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return aSeededCondo({
    mlNum: 'E1000002',
    roomType: 'res',
    unit: null,
    propertyType: 'Detached',
    style: '2-Storey',
    possession: 'TBA',
    level: null,
    locker: null,
    elevator: false,
    exterior: 'Stucco',
    heatingType: 'Radiant',
    includedUtilities: [],
    insurance: null,
    pets: null,
    balcony: null,
    lot: '25 x 125 Feet',
    ownership: 'Freehold',
    maintenanceCents: null,
    registrationNumber: null,
    management: null,
    rooms: [
      {
        type: 'Living',
        level: 'Main',
        dimensions: '5.10 x 3.90',
        areaSqft: 214,
        features: 'Hardwood Floor, Fireplace',
      },
      {
        type: 'Primary Bedroom',
        level: '2nd',
        dimensions: '4.20 x 3.80',
        areaSqft: 172,
        features: '5 Pc Ensuite, W/I Closet',
      },
      { type: '2nd Bedroom', level: '2nd', dimensions: '3.30 x 3.00', areaSqft: 107, features: 'Closet, Window' },
      {
        type: 'Recreation',
        level: 'Bsmt',
        dimensions: '6.50 x 4.10',
        areaSqft: 287,
        features: 'Broadloom, Pot Lights',
      },
    ],
    ...overrides,
  })
}

import type {
  BuilderDetail,
  LayoutDetail,
  LayoutSummary,
  PreconsDetail,
  PreconsPage,
  PreconsSummary,
} from '@maplenest/core'
import { aSummary } from '../../entities/listing/listing-fixtures.ts'

/** Pre-construction records for the web tests, shaped by the wire contract. */
export function aProject(overrides: Partial<PreconsSummary> = {}): PreconsSummary {
  return {
    id: 'aster-residences-tor',
    name: 'Aster Residences',
    city: 'toronto',
    type: 'condo',
    status: 'forSale',
    address: '100 Queens Quay E',
    neighbourhood: 'Waterfront Communities',
    nearStation: 'Union',
    lat: 43.64,
    lng: -79.37,
    builders: [{ id: 'tridel', name: 'Tridel' }],
    minPrice: 600_000,
    maxPrice: 1_450_000,
    pricePerSqft: 1_250,
    occupancyYear: 2028,
    occupancyQuarter: 3,
    totalUnits: 520,
    stories: 48,
    recommend: 1,
    bedsMin: 0,
    bedsMax: 3,
    photo: '/house/api/precons/v1/media/project/aster-residences-tor/1.svg',
    demo: true,
    ...overrides,
  }
}

export function aPreconsPage(items: PreconsSummary[], overrides: Partial<PreconsPage> = {}): PreconsPage {
  return { items, nextCursor: null, total: items.length, ...overrides }
}

export function aLayout(overrides: Partial<LayoutSummary> = {}): LayoutSummary {
  return {
    id: 'aster-residences-tor-elm',
    projectId: 'aster-residences-tor',
    name: 'Elm',
    beds: 1,
    den: true,
    baths: 1,
    sqft: 640,
    exposure: 'SE',
    price: 799_900,
    pricePerSqft: 1_250,
    available: true,
    plan: '/house/api/precons/v1/media/layout/aster-residences-tor-elm.svg',
    ...overrides,
  }
}

export function aPreconsDetail(overrides: Partial<PreconsDetail> = {}): PreconsDetail {
  return {
    ...aProject(),
    ownership: 'condominium',
    salesCompany: 'Baker Real Estate Incorporated',
    developmentFeeCap: 15_000,
    developmentFeeIncluded: false,
    deposits: [
      { kind: 'fixed', value: 5000, dueDays: 0 },
      { kind: 'balanceTo', value: 5, dueDays: 30 },
      { kind: 'percent', value: 5, dueDays: 90 },
      { kind: 'percent', value: 5, dueDays: null },
    ],
    maintenanceCentsPerSqft: 68,
    parkingPrice: 95_000,
    storagePrice: 10_000,
    assignment: { allowed: true, fee: 5000, legalFee: 1000, terms: ['builderConsent', 'mlsAllowed'] },
    summary: 'A 48-storey condominium tower of 520 suites by Tridel.',
    facilities: ['concierge', 'gym', 'rooftopTerrace'],
    highlights: ['cappedCharges', 'nearTransit'],
    launchDate: '2025-03-01T12:00:00.000Z',
    updatedAt: '2025-03-10T12:00:00.000Z',
    photos: [
      '/house/api/precons/v1/media/project/aster-residences-tor/1.svg',
      '/house/api/precons/v1/media/project/aster-residences-tor/2.svg',
    ],
    layoutGroups: [
      {
        beds: 0,
        layouts: [
          aLayout({ id: 'aster-residences-tor-ash', name: 'Ash', beds: 0, den: false, sqft: 450, price: 600_000 }),
        ],
      },
      {
        beds: 1,
        layouts: [
          aLayout(),
          aLayout({ id: 'aster-residences-tor-fir', name: 'Fir', den: false, price: 760_000, available: false }),
        ],
      },
      {
        beds: 3,
        layouts: [
          aLayout({
            id: 'aster-residences-tor-oak',
            name: 'Oak',
            beds: 3,
            den: false,
            baths: 2,
            sqft: 1160,
            price: 1_450_000,
          }),
        ],
      },
    ],
    activities: [
      {
        id: 1,
        kind: 'live',
        topic: 'vip',
        startsAt: '2026-12-05T23:00:00.000Z',
        durationMin: 60,
        url: 'https://live.maplenest.ca/precons/aster-residences-tor/1',
      },
      {
        id: 2,
        kind: 'recorded',
        topic: 'floorPlans',
        startsAt: '2025-03-20T22:00:00.000Z',
        durationMin: 45,
        url: 'https://video.maplenest.ca/precons/aster-residences-tor/2',
      },
    ],
    ...overrides,
  }
}

export function aLayoutDetail(overrides: Partial<LayoutDetail> = {}): LayoutDetail {
  return {
    ...aLayout(),
    project: aProject(),
    listings: [aSummary({ mlNum: 'C2000001', beds: 1, bedsPlus: 1, address: '100 Queens Quay E', unit: '2301' })],
    ...overrides,
  }
}

export function aBuilder(overrides: Partial<BuilderDetail> = {}): BuilderDetail {
  return {
    id: 'tridel',
    name: 'Tridel',
    city: 'toronto',
    founded: 1934,
    website: 'https://www.tridel.com',
    description: 'Family-run Toronto condominium builder.',
    demo: true,
    projects: [aProject(), aProject({ id: 'birch-towers-tor', name: 'Birch Towers', status: 'soldOut', recommend: 0 })],
    ...overrides,
  }
}

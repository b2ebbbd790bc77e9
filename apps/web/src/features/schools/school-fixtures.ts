import type { SchoolDetail, SchoolPage, SchoolSummary, University, UniversityDetail } from '@maplenest/core'
import { aSummary } from '../../entities/listing/listing-fixtures.ts'

export function aSchool(overrides: Partial<SchoolSummary> = {}): SchoolSummary {
  return {
    schoolNumber: 'ON-DEMO-001',
    name: 'Lawrence Park Collegiate Institute',
    level: 'secondary',
    language: 'english',
    rating: 8.4,
    lat: 43.72222,
    lng: -79.41044,
    category: 'public',
    board: 'Toronto District School Board',
    grades: '9-12',
    city: 'toronto',
    address: '125 Chatsworth Dr',
    ...overrides,
  }
}

export function aSchoolPage(items: SchoolSummary[], overrides: Partial<SchoolPage> = {}): SchoolPage {
  return { items, nextCursor: null, total: items.length, ...overrides }
}

export function aSchoolDetail(overrides: Partial<SchoolDetail> = {}): SchoolDetail {
  return {
    ...aSchool(),
    phone: '416-393-0270',
    fax: '416-393-0271',
    website: 'https://www.tdsb.on.ca',
    neighbourhood: 'Lawrence Park North',
    ranking: { year: 2024, rating: 8.4, rank: 52, outOf: 739 },
    rankings: [
      { year: 2024, rating: 8.4, rank: 52, outOf: 739 },
      { year: 2023, rating: 7.9, rank: 88, outOf: 740 },
    ],
    eqao: [
      { year: 2024, grade: 9, subject: 'math', percent: 71 },
      { year: 2024, grade: 10, subject: 'osslt', percent: 93 },
      { year: 2023, grade: 9, subject: 'math', percent: 66.6 },
      { year: 2023, grade: 10, subject: 'osslt', percent: 90 },
    ],
    nearbyListings: [{ ...aSummary({ mlNum: 'C2000001', address: '40 Chatsworth Dr', unit: null }), distanceM: 240 }],
    nearbyRadiusM: 1500,
    demo: true,
    ...overrides,
  }
}

export const CAMPUSES: University[] = [
  {
    id: 'university-of-toronto-st-george',
    name: 'University of Toronto - St. George',
    nameZh: '多伦多大学圣乔治校区',
    city: 'toronto',
    lat: 43.6629,
    lng: -79.3957,
    leaseCount: 2,
    radiusM: 2000,
  },
  {
    id: 'toronto-metropolitan-university',
    name: 'Toronto Metropolitan University',
    nameZh: '多伦多都会大学',
    city: 'toronto',
    lat: 43.6577,
    lng: -79.3788,
    leaseCount: 0,
    radiusM: 2000,
  },
  {
    id: 'langara-college',
    name: 'Langara College',
    nameZh: '兰加拉学院',
    city: 'vancouver',
    lat: 49.2245,
    lng: -123.1088,
    leaseCount: 1,
    radiusM: 2000,
  },
]

export function aCampusDetail(campus: University, overrides: Partial<UniversityDetail> = {}): UniversityDetail {
  return {
    ...campus,
    saleCount: 1,
    items: [
      {
        ...aSummary({ mlNum: 'C3000001', sr: 'Lease', price: 2600, address: '25 Harbord St', unit: null }),
        distanceM: 150,
      },
      {
        ...aSummary({ mlNum: 'C3000002', sr: 'Lease', price: 2900, address: '80 St George St', unit: null }),
        distanceM: 420,
      },
      { ...aSummary({ mlNum: 'C3000003', sr: 'Sale', address: '1 Spadina Cres', unit: null }), distanceM: 300 },
    ],
    nextCursor: null,
    ...overrides,
  }
}

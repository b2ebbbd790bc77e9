import type { RentalAreas, RentalDemand, RentalSchool, Reservation, UserRecord } from '@maplenest/core'

/** The schools the api lists, for the screens' tests: one campus in each city. */
export const TEST_SCHOOLS: RentalSchool[] = [
  {
    id: 'university-of-toronto-st-george',
    name: 'University of Toronto - St. George',
    nameZh: '多伦多大学圣乔治校区',
    city: 'toronto',
  },
  { id: 'langara-college', name: 'Langara College', nameZh: '兰加拉学院', city: 'vancouver' },
]

/** What the api proposes around the St. George campus within 30 minutes by transit. */
export const TEST_AREAS: RentalAreas = {
  school: { ...TEST_SCHOOLS[0]!, city: 'toronto' },
  areas: [
    { name: 'University', minutes: 9, leases: 3 },
    { name: 'Annex', minutes: 14, leases: 2 },
    { name: 'Moss Park', minutes: 27, leases: 4 },
  ],
  total: 9,
}

/** A student's demand as the api returns it, with one agent waiting for an answer. */
export function testDemand(over: Partial<RentalDemand> = {}): RentalDemand {
  return {
    id: 'd1',
    school: 'university-of-toronto-st-george',
    city: 'toronto',
    budget: 2600,
    placeType: 'wholeUnit',
    bedrooms: '1',
    moveIn: '2027-01-01',
    moveOut: '2027-08-31',
    location: { neighbourhoods: ['University', 'Annex'], commuteMode: 'transit', commuteMinutes: 30 },
    parking: false,
    pets: false,
    acceptRoommates: false,
    preferences: ['furnished'],
    guarantor: true,
    rentPayer: 'parents',
    creditReport: false,
    jobProof: true,
    deposit: 'none',
    prepay: 0,
    canInspect: 'video',
    languages: ['mandarin'],
    createdAt: '2026-11-20T12:00:00.000Z',
    name: 'Mei Lin',
    phone: '4165550188',
    email: 'mei@example.ca',
    wechat: 'meilin_2004',
    roommateName: null,
    profile: null,
    nationality: null,
    gender: null,
    birthYear: null,
    education: null,
    major: null,
    hobbies: null,
    emergencyName: null,
    emergencyPhone: null,
    parentWechat: null,
    parentPhone: null,
    message: null,
    remark: null,
    updatedAt: '2026-11-20T12:00:00.000Z',
    matchCount: 5,
    contactRequests: [
      {
        id: 'r1',
        status: 'pending',
        agent: {
          profileId: 'p1',
          name: 'Olivia Chen',
          company: 'Harbourfront Realty',
          avatar: null,
          registrationNumber: 'RECO-4712093',
        },
        message: 'I have two one-bedrooms near campus.',
        requestedAt: '2026-11-21T12:00:00.000Z',
        decidedAt: null,
      },
    ],
    ...over,
  }
}

/** A reservation as the api returns it: pending, of a Toronto condo, read by its student. */
export function testReservation(over: Partial<Reservation> = {}): Reservation {
  return {
    id: 'res-1',
    mlNum: 'C1234567',
    listing: {
      mlNum: 'C1234567',
      address: '12 King St W',
      unit: '1502',
      city: 'toronto',
      photo: null,
      price: 2400,
      sr: 'Lease',
      roomType: 'condo',
      status: 'A',
      lsc: 'new',
    },
    province: 'ON',
    moveIn: '2027-01-01',
    moveOut: '2027-04-30',
    occupants: 1,
    message: 'prepay 12 months',
    prepayMonths: 12,
    name: 'Mei Lin',
    phone: '4165550188',
    email: 'mei@example.ca',
    wechat: null,
    status: 'Pending',
    agent: {
      id: 'agent-1',
      profileId: 'p1',
      name: 'Olivia Chen',
      avatar: null,
      phone: '+14165550102',
      registrationNumber: 'RECO-4712093',
    },
    assignedBy: 'listingAgent',
    viewing: null,
    declineReason: null,
    cancelReason: null,
    role: 'student',
    actions: { cancel: true, confirmViewing: false, confirm: false, proposeViewing: false, decline: false },
    createdAt: '2026-11-24T15:00:00.000Z',
    updatedAt: '2026-11-24T15:00:00.000Z',
    ...over,
  }
}

/** A signed-in person of the given kind, for the session store. */
export function testUser(type: UserRecord['type'], over: Partial<UserRecord> = {}): UserRecord {
  return {
    userId: type === 'agent' ? 'agent-1' : 'u1',
    userName: type === 'agent' ? 'Olivia Chen' : 'Mei Lin',
    nickname: '',
    avatar: '',
    orgName: '',
    phonenumber: '4165550100',
    email: 'mei@example.ca',
    sex: '0',
    type,
    isBroker: false,
    language: 'en-GB',
    createdAt: '',
    ...over,
  }
}

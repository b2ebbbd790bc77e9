import type { AgentDetail, AgentSummary, DirectListing, MyAgentApplication } from '@maplenest/core'

export function anAgent(over: Partial<AgentDetail> = {}): AgentDetail {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    userId: '22222222-2222-4222-8222-222222222222',
    name: 'Olivia Chen 陈思雨',
    practiceName: 'Olivia Chen, Broker',
    practiceId: 'RECO-4712093',
    avatar: '/house/api/agent/v1/1/avatar',
    companyName: 'Maple & King Realty Inc., Brokerage',
    logo: '/house/api/agent/v1/1/logo.svg',
    location: 'Downtown Toronto, Toronto, ON',
    rating: 4.9,
    transactionsCount: 186,
    experience: 12,
    languages: ['english', 'mandarin', 'cantonese'],
    serviceCities: ['toronto'],
    wechatId: 'olivia_chen_maple',
    phone: '+14165550102',
    email: 'agent@demo.maplenest.ca',
    fax: '+14165550112',
    address: '100 King St W, Toronto',
    professionalField: 'Downtown condos',
    officialAccount: '陈思雨多伦多地产',
    introduction: 'Twelve years in Toronto condos.',
    website: 'https://oliviachen.demo.maplenest.ca',
    websiteLogo: '/house/api/agent/v1/1/logo.svg',
    divisionName: '多伦多市中心',
    divisionNameEn: 'Downtown Toronto',
    divisionId: '3520005',
    remarks: 'Evening video tours',
    certificates: [{ name: 'Registered Real Estate Broker', issuer: 'RECO', year: 2018 }],
    appointmentStart: '09:00',
    appointmentEnd: '20:00',
    ...over,
  }
}

export function aSummary(over: Partial<AgentSummary> = {}): AgentSummary {
  const {
    id,
    name,
    practiceName,
    avatar,
    companyName,
    logo,
    location,
    rating,
    transactionsCount,
    experience,
    languages,
    serviceCities,
  } = anAgent(over)
  return {
    id,
    name,
    practiceName,
    avatar,
    companyName,
    logo,
    location,
    rating,
    transactionsCount,
    experience,
    languages,
    serviceCities,
  }
}

export function aDirectListing(over: Partial<DirectListing> = {}): DirectListing {
  return {
    id: 1,
    city: 'toronto',
    sr: 'Sale',
    type: 'condo',
    address: '12 Liberty St, Unit 1203',
    neighbourhood: 'Niagara',
    neighbourhoodZh: '自由村',
    lat: 43.64,
    lng: -79.42,
    price: 689000,
    beds: 2,
    baths: 2,
    sqft: 820,
    description: 'Bright corner suite.',
    photos: ['/house/api/direct/v1/1/photos/1.svg'],
    contactName: 'Mark Thompson',
    contactPhone: '+14165557000',
    contactEmail: 'owner1@owners.demo.maplenest.ca',
    createdAt: '2026-11-01T12:00:00.000Z',
    ...over,
  }
}

export function myApplication(status: 'pending' | 'approved' | 'rejected' | null, isAgent = false): MyAgentApplication {
  return {
    isAgent,
    agentId: isAgent ? '11111111-1111-4111-8111-111111111111' : null,
    application: status
      ? {
          id: '33333333-3333-4333-8333-333333333333',
          status,
          name: 'Daniel Wong',
          practiceName: 'Daniel Wong PREC',
          email: 'daniel@example.com',
          appointmentStart: '09:00',
          appointmentEnd: '18:00',
          location: 'North York, Toronto',
          languages: ['english', 'cantonese'],
          photoType: 'image/png',
          createdAt: '2026-11-01T12:00:00.000Z',
          reviewedAt: null,
        }
      : null,
  }
}

/** A 1×1 PNG as a File with a misleading name and type, as a person might pick it. */
export function pngFile(name = 'me.jpg', type = 'image/jpeg'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  )
  return new File([bytes], name, { type })
}

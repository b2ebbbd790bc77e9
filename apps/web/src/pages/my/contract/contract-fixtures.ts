import type { Contract, ContractSignature } from '@maplenest/core'

/** A contract as the api answers it, for the screens' tests. */
export function aContract(over: Partial<Contract> = {}): Contract {
  return {
    id: 'c1',
    address: '88 Harbour St, Unit 3105, Toronto',
    province: 'ON',
    uploadDate: '2026-01-01',
    endDate: '2026-12-15',
    monthlyRentCents: 285_000,
    rentDepositCents: 285_000,
    keyDepositCents: 25_000,
    remarks: 'Tenant insurance before move-in.',
    agentInfo: 'Olivia Chen, Maple & King Realty',
    landlord: 'Harbour Holdings Ltd.',
    concierge: 'Front desk, 24 hours',
    propertyManagement: 'FirstService Residential',
    electricity: 'Toronto Hydro',
    water: null,
    internet: 'Rogers',
    tenantInsurance: 'Square One',
    terms: {
      termType: 'fixed',
      rentDueDay: 1,
      rentPayableTo: 'Harbour Holdings Ltd.',
      parkingSpaces: 1,
      electricityPaidBy: 'tenant',
      heatPaidBy: 'landlord',
      waterPaidBy: 'landlord',
      gas: null,
      airConditioning: 'included',
      extraStorage: null,
      laundry: 'extra',
      guestParking: null,
      noticeAddress: '88 Harbour St, Suite 200, Toronto, ON M5J 0C3',
      noticesByEmail: true,
    },
    agent: { userId: 'a1', name: 'Olivia Chen', phone: '+14165550102', email: 'agent@demo.maplenest.ca', orgName: '' },
    tenant: { userId: 'u1', name: 'Daniel Wong', phone: null, email: 'buyer@demo.maplenest.ca', orgName: '' },
    role: 'tenant',
    signatures: [],
    signing: {
      status: 'unsigned',
      documentHash: 'a'.repeat(64),
      completedAt: null,
      signedFileHash: null,
      mySide: 'tenant',
    },
    fileUrl: '/house/api/contract/v1/c1/file',
    fileSize: 624,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  }
}

/** The agent's signature for the landlord, as the api lists it. */
export function aSignature(over: Partial<ContractSignature> = {}): ContractSignature {
  return {
    role: 'landlord',
    name: 'Olivia Chen',
    nameMatchesAccount: true,
    email: 'agent@demo.maplenest.ca',
    signedAt: '2026-12-05T19:30:00.000Z',
    documentHash: 'a'.repeat(64),
    consentVersion: '2026-12-05',
    drawn: false,
    drawing: null,
    ...over,
  }
}

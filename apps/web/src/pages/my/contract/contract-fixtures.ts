import type { Contract } from '@maplenest/core'

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
    remarks: 'Rent is due on the first of each month.',
    agentInfo: 'Olivia Chen, Maple & King Realty',
    landlord: 'Harbour Holdings Ltd.',
    concierge: 'Front desk, 24 hours',
    propertyManagement: 'FirstService Residential',
    electricity: 'Toronto Hydro',
    water: null,
    internet: 'Rogers',
    tenantInsurance: 'Square One',
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

import { CONTRACT_SIGN_CONSENT_KEY, CONTRACT_SIGN_CONSENT_VERSION, translate } from '@maplenest/core'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import { agentProfiles, contractSignatures, contracts, listings } from '../../db/schema.ts'
import { parseFileKey } from '../../modules/files/file-keys.ts'
import { DEMO_ACCOUNTS } from '../demo-accounts.ts'
import { buildSummaryPdf } from './lease-pdf.ts'

/**
 * The standard lease's terms of the demo leases, as a landlord company in each city writes them: a fixed year, rent
 * on the first, the tenant on hydro and the landlord on heat and water, in-suite laundry in Toronto and coin laundry in
 * Vancouver, and the company's office for notices.
 */
const COMMON_TERMS = {
  termType: 'fixed',
  rentDueDay: 1,
  electricityPaidBy: 'tenant',
  heatPaidBy: 'landlord',
  waterPaidBy: 'landlord',
  gas: 'none',
  noticesByEmail: true,
} as const
const DEMO_TERMS = {
  ON: {
    ...COMMON_TERMS,
    airConditioning: 'included',
    extraStorage: 'included',
    laundry: 'included',
    guestParking: 'included',
    noticeAddress: '100 King St W, Suite 5600, Toronto, ON M5X 1C9',
  },
  BC: {
    ...COMMON_TERMS,
    airConditioning: 'none',
    extraStorage: 'extra',
    laundry: 'extra',
    guestParking: 'none',
    noticeAddress: '1055 W Georgia St, Suite 1500, Vancouver, BC V6E 3P3',
  },
} as const

/** The demo leases' landlords, one a lease: companies that own and let condominium units in each city. */
const DEMO_LANDLORDS = [
  'Harbourfront Residences Ltd.',
  'Pacific Crest Properties Inc.',
  'Bloor Street Rentals Ltd.',
  'Kitsilano Homes Ltd.',
] as const

const DAY_MS = 24 * 60 * 60 * 1000
const isoDay = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS).toISOString().slice(0, 10)

/**
 * The demo leases: one ending within 30 days, one within 60, one later and one already past. The later one is signed
 * by the agent for the landlord and waits for the tenant's signature.
 */
const DEMO_LEASES = [
  {
    city: 'toronto',
    endInDays: 21,
    rent: 285_000,
    keyDeposit: 25_000,
    internet: 'Rogers',
    insurance: 'Square One Insurance',
  },
  {
    city: 'vancouver',
    endInDays: 50,
    rent: 260_000,
    keyDeposit: 10_000,
    internet: 'Telus',
    insurance: 'BCAA Home Insurance',
  },
  {
    city: 'toronto',
    endInDays: 200,
    rent: 310_000,
    keyDeposit: null,
    internet: 'Bell',
    insurance: 'TD Insurance',
    agentSigned: true,
  },
  {
    city: 'vancouver',
    endInDays: -40,
    rent: 240_000,
    keyDeposit: 15_000,
    internet: 'Shaw',
    insurance: 'Square One Insurance',
  },
] as const

/**
 * Lease contracts the demo agent (Olivia Chen) issued to the demo buyer on lease listings of the demo data (hers
 * first), each with a one-page lease summary PDF, dates relative to `anchor`. Skipped when the buyer has any.
 */
export async function seedDemoContracts(app: FastifyInstance, opts: { anchor: Date }): Promise<number> {
  const db = app.database.db as Db
  const buyerAccount = DEMO_ACCOUNTS.find((a) => a.type === 'user')
  const agentAccount = DEMO_ACCOUNTS.find((a) => a.type === 'agent')
  const buyer = buyerAccount ? await app.users.findByEmail(buyerAccount.email) : null
  const agent = agentAccount ? await app.users.findByEmail(agentAccount.email) : null
  if (!buyer || !agent) return 0
  const [existing] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.tenantId, buyer.id))
    .limit(1)
  if (existing) return 0
  const [profile] = await db
    .select({ id: agentProfiles.id })
    .from(agentProfiles)
    .where(eq(agentProfiles.userId, agent.id))
  let added = 0
  const used = new Set<string>()
  for (const [n, lease] of DEMO_LEASES.entries()) {
    const [home] = await db
      .select({ mlNum: listings.mlNum, address: listings.address, unit: listings.unit })
      .from(listings)
      .where(and(eq(listings.sr, 'Lease'), eq(listings.city, lease.city)))
      .orderBy(
        profile ? sql`(${listings.listAgentId} = ${profile.id}) desc nulls last` : listings.mlNum,
        listings.mlNum,
      )
      .offset(used.size)
      .limit(1)
    if (!home || used.has(home.mlNum)) continue
    used.add(home.mlNum)
    const province = lease.city === 'vancouver' ? 'BC' : 'ON'
    const cityName = lease.city === 'vancouver' ? 'Vancouver, BC' : 'Toronto, ON'
    const address = `${home.unit ? `${home.unit} - ` : ''}${home.address}, ${cityName}`
    const endDate = isoDay(opts.anchor, lease.endInDays)
    const uploadDate = isoDay(opts.anchor, lease.endInDays - 365)
    const company = DEMO_LANDLORDS[n % DEMO_LANDLORDS.length]!
    const landlord = `${company}, landlord@example.ca`
    const pdf = buildSummaryPdf('Residential lease - summary', [
      `Listing ${home.mlNum}`,
      `Premises: ${address}`,
      `Tenant: ${buyer.userName}`,
      `Landlord: ${landlord}`,
      `Agent: ${agent.userName}, ${agentAccount?.orgName ?? ''}`,
      `Term: ${uploadDate} to ${endDate}, fixed; rent due on the 1st of each month`,
      `Notices to the landlord: ${DEMO_TERMS[province].noticeAddress}`,
      province === 'ON' ? 'Form: Ontario Standard Lease (2229E)' : 'Form: Residential Tenancy Agreement (RTB-1)',
      lease.keyDeposit ? `Key deposit: $${(lease.keyDeposit / 100).toFixed(2)} (refundable)` : 'Key deposit: none',
      'Demo document generated by MapleNest.',
    ])
    const saved = await app.files.save(agent.id, await app.files.process('contract-pdf', pdf))
    const at = new Date(opts.anchor.getTime() - (DEMO_LEASES.length - n) * 60_000)
    const [created] = await db
      .insert(contracts)
      .values({
        agentId: agent.id,
        tenantId: buyer.id,
        address,
        province,
        uploadDate,
        endDate,
        monthlyRentCents: lease.rent,
        // A deposit of one month's rent in Ontario (the last month's), half a month in British Columbia.
        rentDepositCents: province === 'ON' ? lease.rent : lease.rent / 2,
        keyDepositCents: lease.keyDeposit,
        remarks:
          lease.endInDays < 0 ? 'Lease ended; deposit returned.' : 'Tenant insurance certificate due before move-in.',
        agentInfo: `${agent.userName}, ${agentAccount?.orgName ?? ''}, ${agent.phonenumber ?? ''}`,
        landlord,
        concierge: province === 'ON' ? 'Front desk, 24 hours' : null,
        propertyManagement: province === 'ON' ? 'FirstService Residential' : 'Rancho Management Services',
        electricity: province === 'ON' ? 'Toronto Hydro' : 'BC Hydro',
        water: province === 'ON' ? 'City of Toronto' : 'City of Vancouver',
        internet: lease.internet,
        tenantInsurance: lease.insurance,
        ...DEMO_TERMS[province],
        rentPayableTo: company,
        parkingSpaces: n % 2,
        fileKey: saved.key,
        fileSize: saved.size,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: contracts.id })
    if (created && 'agentSigned' in lease) {
      await db.insert(contractSignatures).values({
        contractId: created.id,
        userId: agent.id,
        role: 'landlord',
        typedName: agent.userName,
        accountName: agent.userName,
        email: agent.email,
        documentHash: parseFileKey(saved.key)?.hash ?? '',
        consentVersion: CONTRACT_SIGN_CONSENT_VERSION,
        consentWording: translate('en-GB', CONTRACT_SIGN_CONSENT_KEY),
        consentLocale: 'en-GB',
        ip: null,
        userAgent: null,
        signedAt: new Date(at.getTime() + 30_000),
      })
    }
    added += 1
  }
  return added
}

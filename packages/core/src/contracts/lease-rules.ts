import type { MessageKey } from '../i18n/catalogue.ts'
import type { ContractProvince } from './contract.schema.ts'

/** One rule worth knowing for a tenant, its text in the catalogues and where it comes from. */
export interface LeaseRule {
  key: MessageKey
  source: string
}

/**
 * What a tenant should know about their lease in its province, shown on the contract's detail. Collected from public
 * sources on 2026-11-24; they are information, not legal advice, and the screen says so.
 */
export const LEASE_RULES: Record<ContractProvince, readonly LeaseRule[]> = {
  ON: [
    // Most residential tenancies in Ontario must use the Standard Lease (form 2229E).
    { key: 'contract.rules.on.standardLease', source: 'https://www.ontario.ca/page/guide-ontarios-standard-lease' },
    // A deposit may be at most one month's rent, held as the last month's rent; more is an offence.
    { key: 'contract.rules.on.deposit', source: 'https://stepstojustice.ca/glossary/deposit/' },
    // Residential Tenancies Act, 2006, s. 105: a key deposit must be refundable and no more than the keys' cost.
    { key: 'contract.rules.on.keyDeposit', source: 'https://www.ontario.ca/laws/statute/06r17#BK134' },
  ],
  BC: [
    // The RTB-1 tenancy agreement; a security deposit of at most half a month's rent, a pet deposit likewise.
    {
      key: 'contract.rules.bc.agreement',
      source: 'https://www2.gov.bc.ca/gov/content/housing-tenancy/residential-tenancies',
    },
    {
      key: 'contract.rules.bc.deposit',
      source: 'https://www2.gov.bc.ca/gov/content/housing-tenancy/residential-tenancies/starting-a-tenancy/deposits',
    },
    {
      key: 'contract.rules.bc.inspection',
      source:
        'https://www2.gov.bc.ca/gov/content/housing-tenancy/residential-tenancies/starting-a-tenancy/condition-inspections',
    },
  ],
}

/** Said for both provinces: demands for months of rent up front (a pattern of rental scams that hit students). */
export const LEASE_RULE_UPFRONT: LeaseRule = { key: 'contract.rules.upfront', source: 'https://rentdefend.com/faqs' }

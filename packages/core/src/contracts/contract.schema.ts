import { z } from 'zod'
import { UPLOAD_LIMITS } from '../files/upload-limits.ts'
import { isValidPhone } from '../format/phone.ts'
import type { MessageKey } from '../i18n/catalogue.ts'
import { contractSignatureSchema, contractSigningSchema } from './contract-signing.ts'
import { leaseTermsFormShape, leaseTermsSchema, missingOntarioTerms, type OntarioRequiredTerm } from './lease-terms.ts'

/** The provinces our leases are in: Ontario (Toronto) and British Columbia (Vancouver); their rules differ. */
export const CONTRACT_PROVINCES = ['ON', 'BC'] as const
export type ContractProvince = (typeof CONTRACT_PROVINCES)[number]

/** The largest lease PDF we keep (the storage kind's limit, named here for the screens and the api). */
export const CONTRACT_PDF_MAX_BYTES = UPLOAD_LIMITS['contract-pdf'].maxBytes
export const CONTRACT_TEXT_MAX = 200
export const CONTRACT_LONG_TEXT_MAX = 1000
/** A key deposit above this (in dollars) is a typing mistake, not a deposit. */
export const CONTRACT_KEY_DEPOSIT_MAX = 10_000
/** A monthly rent or a rent deposit above this (in dollars) is a typing mistake. */
export const CONTRACT_RENT_MAX = 100_000
export const CONTRACT_PAGE_MAX = 50

/** The contacts and companies of a lease, in the order the detail screen shows them (spec §3 Contract). */
export const CONTRACT_SERVICE_FIELDS = [
  'concierge',
  'propertyManagement',
  'electricity',
  'water',
  'internet',
  'tenantInsurance',
] as const
export type ContractServiceField = (typeof CONTRACT_SERVICE_FIELDS)[number]

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Whether a text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!DATE.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}

const EMAIL = z.email()
/** Whether what was typed to find the tenant is an e-mail address or a phone number we accept. */
export const isTenantContact = (value: string) => EMAIL.safeParse(value).success || isValidPhone(value)

const optionalText = (max: number, key: 'contract.validation.textTooLong' | 'contract.validation.remarksTooLong') =>
  z
    .string()
    .trim()
    .max(max, key)
    .optional()
    .transform((v) => (v ? v : null))

const date = (required: 'contract.validation.endDate' | 'contract.validation.uploadDate') =>
  z.string(required).trim().refine(isIsoDate, required)

/** An amount typed in dollars (up to two decimals, at most `max`), as whole cents; empty means none. */
const dollars = (
  max: number,
  message: 'contract.validation.keyDeposit' | 'contract.validation.monthlyRent' | 'contract.validation.rentDeposit',
) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null
      if (!/^\d{1,6}(\.\d{1,2})?$/.test(v) || Number(v) > max) {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      const [whole = '0', part = ''] = v.split('.')
      return Number(whole) * 100 + Number(part.padEnd(2, '0'))
    })

/** Fields shared by issuing a contract and the agent's changes: the dates must be in order. */
const datesInOrder = (v: { uploadDate?: string | null; endDate?: string | null }) =>
  !v.uploadDate || !v.endDate || v.endDate > v.uploadDate

/** What the form says when an Ontario lease is issued without one of the standard lease's required terms. */
const ONTARIO_TERM_MESSAGES: Record<OntarioRequiredTerm, MessageKey> = {
  termType: 'contract.validation.termType',
  rentDueDay: 'contract.validation.rentDueDay',
  noticeAddress: 'contract.validation.noticeAddress',
  electricityPaidBy: 'contract.validation.payer',
  heatPaidBy: 'contract.validation.payer',
  waterPaidBy: 'contract.validation.payer',
}

/**
 * The text fields of the "issue a contract" form (the PDF travels beside them as the file `file`). One schema for
 * the screen and the multipart request; every value arrives as text.
 */
export const contractFormSchema = z
  .strictObject({
    tenant: z
      .string('contract.validation.tenantRequired')
      .trim()
      .min(1, 'contract.validation.tenantRequired')
      .max(254, 'contract.validation.tenant')
      .refine(isTenantContact, 'contract.validation.tenant'),
    address: z
      .string('contract.validation.addressRequired')
      .trim()
      .min(1, 'contract.validation.addressRequired')
      .max(CONTRACT_TEXT_MAX, 'contract.validation.textTooLong'),
    province: z.enum(CONTRACT_PROVINCES, 'contract.validation.province'),
    uploadDate: date('contract.validation.uploadDate'),
    endDate: date('contract.validation.endDate'),
    monthlyRent: dollars(CONTRACT_RENT_MAX, 'contract.validation.monthlyRent'),
    rentDeposit: dollars(CONTRACT_RENT_MAX, 'contract.validation.rentDeposit'),
    keyDeposit: dollars(CONTRACT_KEY_DEPOSIT_MAX, 'contract.validation.keyDeposit'),
    remarks: optionalText(CONTRACT_LONG_TEXT_MAX, 'contract.validation.remarksTooLong'),
    agentInfo: optionalText(CONTRACT_LONG_TEXT_MAX, 'contract.validation.remarksTooLong'),
    landlord: optionalText(CONTRACT_LONG_TEXT_MAX, 'contract.validation.remarksTooLong'),
    concierge: optionalText(CONTRACT_TEXT_MAX, 'contract.validation.textTooLong'),
    propertyManagement: optionalText(CONTRACT_TEXT_MAX, 'contract.validation.textTooLong'),
    electricity: optionalText(CONTRACT_TEXT_MAX, 'contract.validation.textTooLong'),
    water: optionalText(CONTRACT_TEXT_MAX, 'contract.validation.textTooLong'),
    internet: optionalText(CONTRACT_TEXT_MAX, 'contract.validation.textTooLong'),
    tenantInsurance: optionalText(CONTRACT_TEXT_MAX, 'contract.validation.textTooLong'),
    ...leaseTermsFormShape,
  })
  .refine(datesInOrder, { message: 'contract.validation.datesOrder', path: ['endDate'] })
  // Said with the other fields' refusals, so the agent sees every missing term at once.
  .superRefine(
    (v, ctx) => {
      for (const field of missingOntarioTerms(v.province, v))
        ctx.addIssue({ code: 'custom', message: ONTARIO_TERM_MESSAGES[field], path: [field] })
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
export type ContractForm = z.input<typeof contractFormSchema>
export type ContractInput = z.output<typeof contractFormSchema>

/** What the issuing agent may change afterwards: the dates and the remarks (at least one of them). */
export const contractUpdateSchema = z
  .strictObject({
    uploadDate: date('contract.validation.uploadDate').optional(),
    endDate: date('contract.validation.endDate').optional(),
    remarks: z.string().trim().max(CONTRACT_LONG_TEXT_MAX, 'contract.validation.remarksTooLong').nullable().optional(),
  })
  .refine((v) => v.uploadDate !== undefined || v.endDate !== undefined || v.remarks !== undefined, {
    message: 'contract.validation.nothingToChange',
    path: ['endDate'],
  })
export type ContractUpdate = z.infer<typeof contractUpdateSchema>

export const contractPartySchema = z.object({
  userId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  orgName: z.string(),
})
export type ContractParty = z.infer<typeof contractPartySchema>

export const contractSchema = z.object({
  id: z.string(),
  address: z.string(),
  province: z.enum(CONTRACT_PROVINCES),
  uploadDate: z.string(),
  endDate: z.string(),
  monthlyRentCents: z.number().int().nullable(),
  rentDepositCents: z.number().int().nullable(),
  keyDepositCents: z.number().int().nullable(),
  remarks: z.string().nullable(),
  agentInfo: z.string().nullable(),
  landlord: z.string().nullable(),
  concierge: z.string().nullable(),
  propertyManagement: z.string().nullable(),
  electricity: z.string().nullable(),
  water: z.string().nullable(),
  internet: z.string().nullable(),
  tenantInsurance: z.string().nullable(),
  /** The standard lease's terms the agent copied from the lease (each null where not given). */
  terms: leaseTermsSchema,
  agent: contractPartySchema,
  tenant: contractPartySchema,
  /** The caller's side of the contract: the tenant reads it, the agent issued it and may change it. */
  role: z.enum(['tenant', 'agent']),
  /** The signatures made so far, oldest first (at most one a side). */
  signatures: z.array(contractSignatureSchema),
  signing: contractSigningSchema,
  /** The PDF, read with the caller's token: the original until both have signed, then the signed one. */
  fileUrl: z.string(),
  fileSize: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Contract = z.infer<typeof contractSchema>

export const contractListQuerySchema = z.strictObject({
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(CONTRACT_PAGE_MAX).default(20),
})
export type ContractListQuery = z.infer<typeof contractListQuerySchema>

export const contractPageSchema = z.object({ items: z.array(contractSchema), nextCursor: z.string().nullable() })
export type ContractPage = z.infer<typeof contractPageSchema>

import { z } from 'zod'
import type { MessageKey } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'

/**
 * The terms of a residential lease as the standard forms ask for them: Ontario's Standard Lease (form 2229E, sections
 * 3–6) and British Columbia's tenancy agreement (RTB-1) ask the same things in their own order. The agent copies them
 * from the lease when issuing it, so the tenant reads them at a glance; the PDF stays the lease.
 */

/** How long the tenancy runs: a fixed term to the end date, or month to month, or week to week (2229E §4). */
export const LEASE_TERM_TYPES = ['fixed', 'monthly', 'weekly'] as const
export type LeaseTermType = (typeof LEASE_TERM_TYPES)[number]

/** Who pays a utility (2229E §6: electricity, heat and water are the landlord's or the tenant's). */
export const LEASE_PAYERS = ['landlord', 'tenant'] as const
export type LeasePayer = (typeof LEASE_PAYERS)[number]
/** The utilities the forms ask who pays for, in the forms' order. */
export const LEASE_UTILITIES = ['electricityPaidBy', 'heatPaidBy', 'waterPaidBy'] as const
export type LeaseUtility = (typeof LEASE_UTILITIES)[number]

/** A service of the building: included in the rent, there at an extra charge (or pay per use), or not provided. */
export const LEASE_SERVICE_STATES = ['included', 'extra', 'none'] as const
export type LeaseServiceState = (typeof LEASE_SERVICE_STATES)[number]
/** The services 2229E §6 lists, in its order. */
export const LEASE_SERVICES = ['gas', 'airConditioning', 'extraStorage', 'laundry', 'guestParking'] as const
export type LeaseService = (typeof LEASE_SERVICES)[number]

/** The highest day of the month rent can fall due on; the forms allow any day, and a short month pays on its last. */
export const LEASE_RENT_DAY_MAX = 31
/** More parking spaces than this on one lease is a typing mistake. */
export const LEASE_PARKING_MAX = 10
export const LEASE_NOTICE_ADDRESS_MAX = 300

/**
 * The terms Ontario's Standard Lease cannot be issued without: how long it runs, the day rent is due, who pays each
 * utility, and the landlord's address for notices (2229E §3 — a lease without it lets the tenant hold the rent).
 */
export const ONTARIO_REQUIRED_TERMS = [
  'termType',
  'rentDueDay',
  'noticeAddress',
  ...LEASE_UTILITIES,
] as const satisfies readonly LeaseTermField[]
export type OntarioRequiredTerm = (typeof ONTARIO_REQUIRED_TERMS)[number]

/** One choice from a list, sent as text: empty is none; anything off the list is refused with `message`. */
const choice = <const T extends readonly string[]>(values: T, message: MessageKey) =>
  z
    .string(message)
    .trim()
    .optional()
    .transform((v, ctx): T[number] | undefined => {
      if (!v) return undefined
      if (!values.includes(v)) {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return v
    })

/** A whole number from `min` to `max` (one or two digits), sent as text: empty is none. */
const wholeNumber = (min: number, max: number, message: MessageKey) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined
      const n = Number(v)
      if (!/^\d{1,2}$/.test(v) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return n
    })

/** The terms as the issue form sends them, each a text: empty means not given. */
export const leaseTermsFormShape = {
  termType: choice(LEASE_TERM_TYPES, 'contract.validation.termType'),
  rentDueDay: wholeNumber(1, LEASE_RENT_DAY_MAX, 'contract.validation.rentDueDay'),
  rentPayableTo: z.string().trim().max(200, 'contract.validation.textTooLong').optional(),
  parkingSpaces: wholeNumber(0, LEASE_PARKING_MAX, 'contract.validation.parkingSpaces'),
  electricityPaidBy: choice(LEASE_PAYERS, 'contract.validation.payer'),
  heatPaidBy: choice(LEASE_PAYERS, 'contract.validation.payer'),
  waterPaidBy: choice(LEASE_PAYERS, 'contract.validation.payer'),
  gas: choice(LEASE_SERVICE_STATES, 'contract.validation.service'),
  airConditioning: choice(LEASE_SERVICE_STATES, 'contract.validation.service'),
  extraStorage: choice(LEASE_SERVICE_STATES, 'contract.validation.service'),
  laundry: choice(LEASE_SERVICE_STATES, 'contract.validation.service'),
  guestParking: choice(LEASE_SERVICE_STATES, 'contract.validation.service'),
  noticeAddress: z.string().trim().max(LEASE_NOTICE_ADDRESS_MAX, 'contract.validation.noticeAddressTooLong').optional(),
  noticesByEmail: choice(['yes', 'no'], 'contract.validation.noticesByEmail'),
}
export type LeaseTermField = keyof typeof leaseTermsFormShape

/** The terms as a contract carries them; null where the agent did not give one (leases issued before the form asked). */
export const leaseTermsSchema = z.object({
  termType: z.enum(LEASE_TERM_TYPES).nullable(),
  rentDueDay: z.number().int().min(1).max(LEASE_RENT_DAY_MAX).nullable(),
  rentPayableTo: z.string().nullable(),
  parkingSpaces: z.number().int().min(0).max(LEASE_PARKING_MAX).nullable(),
  electricityPaidBy: z.enum(LEASE_PAYERS).nullable(),
  heatPaidBy: z.enum(LEASE_PAYERS).nullable(),
  waterPaidBy: z.enum(LEASE_PAYERS).nullable(),
  gas: z.enum(LEASE_SERVICE_STATES).nullable(),
  airConditioning: z.enum(LEASE_SERVICE_STATES).nullable(),
  extraStorage: z.enum(LEASE_SERVICE_STATES).nullable(),
  laundry: z.enum(LEASE_SERVICE_STATES).nullable(),
  guestParking: z.enum(LEASE_SERVICE_STATES).nullable(),
  noticeAddress: z.string().nullable(),
  noticesByEmail: z.boolean().nullable(),
})
export type LeaseTerms = z.infer<typeof leaseTermsSchema>

type ParsedTermsForm = { [K in LeaseTermField]?: z.output<(typeof leaseTermsFormShape)[K]> }

/** The terms of a parsed issue form, as the contract keeps them. */
export function leaseTermsOf(form: ParsedTermsForm): LeaseTerms {
  return {
    termType: form.termType ?? null,
    rentDueDay: form.rentDueDay ?? null,
    rentPayableTo: form.rentPayableTo || null,
    parkingSpaces: form.parkingSpaces ?? null,
    electricityPaidBy: form.electricityPaidBy ?? null,
    heatPaidBy: form.heatPaidBy ?? null,
    waterPaidBy: form.waterPaidBy ?? null,
    gas: form.gas ?? null,
    airConditioning: form.airConditioning ?? null,
    extraStorage: form.extraStorage ?? null,
    laundry: form.laundry ?? null,
    guestParking: form.guestParking ?? null,
    noticeAddress: form.noticeAddress || null,
    noticesByEmail: form.noticesByEmail === undefined ? null : form.noticesByEmail === 'yes',
  }
}

/** The Ontario terms missing from a form, in the form's order (none for British Columbia). */
export function missingOntarioTerms(province: string, form: ParsedTermsForm): OntarioRequiredTerm[] {
  if (province !== 'ON') return []
  return ONTARIO_REQUIRED_TERMS.filter((f) => form[f] === undefined || form[f] === '')
}

const EN_ORDINAL_SUFFIX: Record<Intl.LDMLPluralRule, string> = {
  zero: 'th',
  one: 'st',
  two: 'nd',
  few: 'rd',
  many: 'th',
  other: 'th',
}
const EN_ORDINALS = new Intl.PluralRules('en-GB', { type: 'ordinal' })

/** The rent day as the summary's sentence takes it: "1st", "22nd" in English, the number in Chinese ("每月1日"). */
export const rentDueDayParam = (day: number, locale: Locale) =>
  locale === 'en-GB' ? `${day}${EN_ORDINAL_SUFFIX[EN_ORDINALS.select(day)]}` : String(day)

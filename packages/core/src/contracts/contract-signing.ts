import { z } from 'zod'
import type { Locale } from '../i18n/locales.ts'
import { cityTimeZone } from '../listings/city-time-zone.ts'
import { formatDateTime } from '../listings/listing-date.ts'
import type { ContractProvince } from './contract.schema.ts'

/**
 * The two sides that sign a lease in the app: the tenant, and the landlord, for whom the issuing agent signs. Each
 * signs once; once both have, the contract is locked and its signed PDF never changes.
 */
export const CONTRACT_SIGNER_ROLES = ['tenant', 'landlord'] as const
export type ContractSignerRole = (typeof CONTRACT_SIGNER_ROLES)[number]

/** Where a contract's signing stands: nobody has signed, one side has, or both have (locked). */
export const CONTRACT_SIGNING_STATUSES = ['unsigned', 'partly', 'signed'] as const
export type ContractSigningStatus = (typeof CONTRACT_SIGNING_STATUSES)[number]

/** The longest full name a signer may type. */
export const CONTRACT_SIGNER_NAME_MAX = 100

/**
 * The words a signer agrees to (catalogue key, in the signer's language) and their version: each signature keeps
 * both, with the words as shown. A change of wording takes a new key and a new version.
 */
export const CONTRACT_SIGN_CONSENT_KEY = 'contract.sign.consent' as const
export const CONTRACT_SIGN_CONSENT_VERSION = '2026-12-05'

/**
 * A signature drawn by finger or mouse, as the sign sheet sends it: a PNG data URL. Its size is bounded by the
 * characters sent (a stroke drawing on the sheet's pad is a few kilobytes); the server checks the picture itself.
 */
export const CONTRACT_DRAWING_MAX_CHARS = 80_000
const PNG_DATA_URL = /^data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/]*={0,2}$/

/**
 * The body of `POST …/contract/v1/{id}/sign`: the full name as typed and the consent, which must be literally true;
 * with a drawn signature beside the name if the signer drew one (the typed name is the signature of record either way).
 */
export const contractSignSchema = z.strictObject({
  name: z
    .string('contract.validation.signName')
    .trim()
    .min(1, 'contract.validation.signName')
    .max(CONTRACT_SIGNER_NAME_MAX, 'contract.validation.signNameTooLong'),
  agree: z.literal(true, 'contract.validation.signAgree'),
  drawing: z
    .string('contract.validation.signDrawing')
    .max(CONTRACT_DRAWING_MAX_CHARS, 'contract.validation.signDrawingTooLarge')
    .regex(PNG_DATA_URL, 'contract.validation.signDrawing')
    .optional(),
})
export type ContractSignInput = z.infer<typeof contractSignSchema>

/** One signature as the contract's two parties read it (the signer's address and browser stay in the audit trail). */
export const contractSignatureSchema = z.object({
  role: z.enum(CONTRACT_SIGNER_ROLES),
  /** The full name as the signer typed it. */
  name: z.string(),
  /** Whether the typed name matches the signer's account name, read loosely (case, accents, order, spaces). */
  nameMatchesAccount: z.boolean(),
  /** The signer's verified e-mail, from the account. */
  email: z.string().nullable(),
  signedAt: z.string(),
  /** SHA-256 (hex) of the original lease PDF the signer saw. */
  documentHash: z.string(),
  consentVersion: z.string(),
  /** Whether the signer drew their signature as well as typing their name. */
  drawn: z.boolean(),
  /** The drawing as a PNG data URL, on one contract's detail; null in lists and when none was drawn. */
  drawing: z.string().nullable(),
})
export type ContractSignature = z.infer<typeof contractSignatureSchema>

/** What a contract says about its signing, beside its signatures. */
export const contractSigningSchema = z.object({
  status: z.enum(CONTRACT_SIGNING_STATUSES),
  /** SHA-256 (hex) of the original lease PDF, the document every signature is of. */
  documentHash: z.string(),
  /** When the second signature made the contract final, or null. */
  completedAt: z.string().nullable(),
  /** SHA-256 (hex) of the signed PDF served once both have signed, or null before. */
  signedFileHash: z.string().nullable(),
  /** The side the caller signs for, or null when they have signed already (or the contract is locked). */
  mySide: z.enum(CONTRACT_SIGNER_ROLES).nullable(),
})
export type ContractSigning = z.infer<typeof contractSigningSchema>

/** The side a party of the contract signs for: the tenant for themselves, the issuing agent for the landlord. */
export const signerRoleOf = (partyRole: 'tenant' | 'agent'): ContractSignerRole =>
  partyRole === 'agent' ? 'landlord' : 'tenant'

/** Where signing stands with these sides signed. */
export function signingStatus(signed: readonly ContractSignerRole[]): ContractSigningStatus {
  const sides = new Set(signed)
  if (CONTRACT_SIGNER_ROLES.every((r) => sides.has(r))) return 'signed'
  return sides.size > 0 ? 'partly' : 'unsigned'
}

/** The side still to sign while one has, or null. */
export function awaitedSigner(signed: readonly ContractSignerRole[]): ContractSignerRole | null {
  if (signed.length === 0) return null
  return CONTRACT_SIGNER_ROLES.find((r) => !signed.includes(r)) ?? null
}

const words = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/**
 * Whether a typed name matches the account's name, loosely: the same words whatever their case, accents, order and
 * spacing ("wong daniel" for "Daniel Wong", "Zoe" for "Zoë"); for names written without spaces (王小明), the same
 * letters. A name that does not match is still taken and kept as typed; the flag says so.
 */
export function namesMatch(typed: string, account: string): boolean {
  const a = words(typed)
  const b = words(account)
  if (a.length === 0 || b.length === 0) return false
  const key = (w: string[]) => [...w].sort().join(' ')
  return key(a) === key(b) || a.join('') === b.join('')
}

/** The time zone a lease's times are read in: Toronto's for Ontario, Vancouver's for British Columbia. */
export const contractTimeZone = (province: ContractProvince) =>
  cityTimeZone(province === 'BC' ? 'vancouver' : 'toronto')

/** A signature's time on the lease's clock, as the reader writes times: "5 Dec 2026, 14:30", "2026年12月5日 14:30". */
export const formatSignedAt = (at: string | Date, locale: Locale, province: ContractProvince) =>
  formatDateTime(at, locale, contractTimeZone(province))

import { z } from 'zod'
import { UPLOAD_LIMITS } from '../files/upload-limits.ts'
import { CITIES, ROOM_TYPES, SALE_OR_LEASE } from '../listings/listing-codes.ts'

/** Languages an agent can serve clients in (codes; the names are catalogue keys `agent.language.<code>`). */
export const AGENT_LANGUAGES = [
  'english',
  'mandarin',
  'cantonese',
  'french',
  'punjabi',
  'hindi',
  'korean',
  'persian',
  'spanish',
  'tagalog',
  'vietnamese',
] as const
export type AgentLanguage = (typeof AGENT_LANGUAGES)[number]

/** Agent list orders (spec §3 filters): most transactions first, or best rated first. */
export const AGENT_SORTS = ['transactionsCount', 'rating'] as const
export type AgentSort = (typeof AGENT_SORTS)[number]

export const AGENT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type AgentApplicationStatus = (typeof AGENT_APPLICATION_STATUSES)[number]

/** Photo limits of the onboarding form: checked by the bytes, not by the file name or declared type. */
export const AGENT_PHOTO_MAX_BYTES = UPLOAD_LIMITS['broker-photo'].maxBytes
export const AGENT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type AgentPhotoType = (typeof AGENT_PHOTO_TYPES)[number]

export const AGENT_NAME_MIN = 2
export const AGENT_NAME_MAX = 50

export const agentSearchQuerySchema = z.strictObject({
  city: z.enum(CITIES).optional(),
  language: z.enum(AGENT_LANGUAGES).optional(),
  sort: z.enum(AGENT_SORTS).default('transactionsCount'),
  q: z.string().trim().max(100, 'error.field.tooLong').optional(),
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})
export type AgentSearchQuery = z.infer<typeof agentSearchQuerySchema>

export const agentCertificateSchema = z.object({ name: z.string(), issuer: z.string(), year: z.number().int() })

export const agentSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  practiceName: z.string(),
  avatar: z.string(),
  companyName: z.string(),
  logo: z.string(),
  location: z.string(),
  rating: z.number(),
  transactionsCount: z.number().int(),
  experience: z.number().int(),
  languages: z.array(z.enum(AGENT_LANGUAGES)),
  serviceCities: z.array(z.enum(CITIES)),
})
export type AgentSummary = z.infer<typeof agentSummarySchema>

/** Every field of spec §3 Agent. */
export const agentDetailSchema = /* @__PURE__ */ agentSummarySchema.extend({
  userId: z.string(),
  practiceId: z.string(),
  wechatId: z.string(),
  phone: z.string(),
  email: z.string(),
  fax: z.string(),
  address: z.string(),
  professionalField: z.string(),
  officialAccount: z.string(),
  introduction: z.string(),
  website: z.string(),
  websiteLogo: z.string(),
  divisionName: z.string(),
  divisionNameEn: z.string(),
  divisionId: z.string(),
  remarks: z.string(),
  certificates: z.array(agentCertificateSchema),
  appointmentStart: z.string(),
  appointmentEnd: z.string(),
})
export type AgentDetail = z.infer<typeof agentDetailSchema>

export const agentPageSchema = z.object({
  items: z.array(agentSummarySchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
})
export type AgentPage = z.infer<typeof agentPageSchema>

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const timeSchema = (empty: 'agent.validation.startRequired' | 'agent.validation.endRequired') =>
  z.string({ error: empty }).trim().min(1, empty).regex(TIME, 'agent.validation.timeFormat')

/**
 * The broker onboarding form (spec §5): the same schema checks the form in the web app and the multipart fields
 * in the api. Messages are catalogue keys. `languages` may arrive as one comma-separated string (a form field).
 */
export const agentApplicationSchema = z
  .object({
    name: z
      .string({ error: 'agent.validation.nameRequired' })
      .trim()
      .min(1, 'agent.validation.nameRequired')
      .min(AGENT_NAME_MIN, 'agent.validation.nameLength')
      .max(AGENT_NAME_MAX, 'agent.validation.nameLength'),
    practiceName: z
      .string({ error: 'agent.validation.practiceNameRequired' })
      .trim()
      .min(1, 'agent.validation.practiceNameRequired')
      .max(100, 'agent.validation.practiceNameLength'),
    email: z
      .string({ error: 'agent.validation.emailInvalid' })
      .trim()
      .max(254, 'agent.validation.emailInvalid')
      .pipe(z.email('agent.validation.emailInvalid')),
    appointmentStart: timeSchema('agent.validation.startRequired'),
    appointmentEnd: timeSchema('agent.validation.endRequired'),
    location: z
      .string({ error: 'agent.validation.locationRequired' })
      .trim()
      .min(1, 'agent.validation.locationRequired')
      .max(120, 'agent.validation.locationLength'),
    languages: z.preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
      z
        .array(z.enum(AGENT_LANGUAGES, { error: 'agent.validation.languageUnknown' }), {
          error: 'agent.validation.languagesRequired',
        })
        .min(1, 'agent.validation.languagesRequired')
        .max(AGENT_LANGUAGES.length, 'agent.validation.languageUnknown')
        .refine((l) => new Set(l).size === l.length, 'agent.validation.languageUnknown'),
    ),
  })
  .superRefine((v, ctx) => {
    if (TIME.test(v.appointmentStart) && TIME.test(v.appointmentEnd) && v.appointmentStart >= v.appointmentEnd) {
      ctx.addIssue({ code: 'custom', path: ['appointmentEnd'], message: 'agent.validation.timeOrder' })
    }
  })
export type AgentApplicationInput = z.infer<typeof agentApplicationSchema>

export const agentApplicationStatusSchema = z.object({
  id: z.string(),
  status: z.enum(AGENT_APPLICATION_STATUSES),
  name: z.string(),
  practiceName: z.string(),
  email: z.string(),
  appointmentStart: z.string(),
  appointmentEnd: z.string(),
  location: z.string(),
  languages: z.array(z.enum(AGENT_LANGUAGES)),
  photoType: z.enum(AGENT_PHOTO_TYPES),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
})
export type AgentApplicationStatusView = z.infer<typeof agentApplicationStatusSchema>

/** The caller's newest application (null when there is none) and whether the account is a broker now. */
export const myAgentApplicationSchema = z.object({
  application: agentApplicationStatusSchema.nullable(),
  isAgent: z.boolean(),
  agentId: z.string().nullable(),
})
export type MyAgentApplication = z.infer<typeof myAgentApplicationSchema>

export const directSearchQuerySchema = z.strictObject({
  city: z.enum(CITIES).optional(),
  sr: z.enum(SALE_OR_LEASE).optional(),
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})
export type DirectSearchQuery = z.infer<typeof directSearchQuerySchema>

export const directListingSchema = z.object({
  id: z.number().int(),
  city: z.enum(CITIES),
  sr: z.enum(SALE_OR_LEASE),
  type: z.enum(ROOM_TYPES),
  address: z.string(),
  neighbourhood: z.string(),
  /** The neighbourhood's Chinese name from the register of places; null when it has none. */
  neighbourhoodZh: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  price: z.number().int(),
  beds: z.number().int(),
  baths: z.number().int(),
  sqft: z.number().int().nullable(),
  description: z.string(),
  photos: z.array(z.string()),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  createdAt: z.string(),
})
export type DirectListing = z.infer<typeof directListingSchema>

export const directPageSchema = z.object({
  items: z.array(directListingSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
})
export type DirectPage = z.infer<typeof directPageSchema>

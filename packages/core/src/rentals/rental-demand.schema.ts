import { z } from 'zod'
import { AGENT_LANGUAGES } from '../agents/agent.schema.ts'
import { emailSchema, phoneSchema } from '../auth/auth.schema.ts'
import { isValidPhone } from '../format/phone.ts'
import { CITIES } from '../listings/listing-codes.ts'
import { DEPOSIT_OFFERS } from './deposit-rules.ts'

/**
 * A student's rental demand (spec §2 univ/publishrental, §3 "Rental demand form", §5): what they look for near their
 * campus and who they are. One schema validates the stepped form and `POST`/`PUT /house/api/rental/v1/demand`;
 * messages are catalogue keys. Date rules that need today's date are `checkDemandDates` (rental-demand-rules.ts).
 */

/**
 * Bedrooms: the student tabs offer studio to 7; the general form's "5+" (five or more) is accepted too, so a demand
 * written with either list reads the same.
 */
export const RENTAL_BEDROOMS = ['studio', '1', '2', '3', '4', '5', '5+', '6', '7'] as const
export type RentalBedrooms = (typeof RENTAL_BEDROOMS)[number]
/** What the student form offers (the student tabs of spec §3: studio to 7). */
export const STUDENT_BEDROOMS = [
  'studio',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
] as const satisfies readonly RentalBedrooms[]

/** How the student accepts to reach campus: on foot, or by rapid transit with the walks at both ends. */
export const COMMUTE_MODES = ['walk', 'transit'] as const
export type CommuteMode = (typeof COMMUTE_MODES)[number]
/** The longest commutes the form offers, in minutes (any whole number from 5 to 90 is accepted). */
export const COMMUTE_MINUTE_CHOICES = [10, 15, 20, 30, 45, 60] as const
export const COMMUTE_MINUTES_MIN = 5
export const COMMUTE_MINUTES_MAX = 90

export const RENTAL_GENDERS = ['female', 'male', 'nonBinary', 'undisclosed'] as const
export const EDUCATION_LEVELS = ['highSchool', 'languageSchool', 'college', 'bachelor', 'master', 'doctorate'] as const
export const RENT_PAYERS = ['self', 'parents', 'sponsor', 'scholarship'] as const
export const RENTAL_PREFERENCES = [
  'furnished',
  'utilitiesIncluded',
  'nearTransit',
  'inSuiteLaundry',
  'quiet',
  'nonSmoking',
  'gym',
  'balcony',
] as const
/**
 * The kind of place the student looks for: a whole unit to themselves, a room in a shared unit (its kitchen or
 * bathroom shared with others), or either of them.
 */
export const RENTAL_PLACE_TYPES = ['wholeUnit', 'sharedRoom', 'either'] as const
export type RentalPlaceType = (typeof RENTAL_PLACE_TYPES)[number]

/** Whether the student can see the home before signing: in person, by live video with the agent, or not at all. */
export const INSPECTION_MODES = ['inPerson', 'video', 'none'] as const
export type InspectionMode = (typeof INSPECTION_MODES)[number]

export const RENTAL_NAME_MIN = 2
export const RENTAL_NAME_MAX = 50
export const RENTAL_TEXT_MAX = 500
export const RENTAL_SHORT_MAX = 80
export const RENTAL_BUDGET_MAX = 50_000
export const RENTAL_PREPAY_MAX = 12
export const RENTAL_AREAS_MAX = 40
export const RENTAL_DEMAND_PAGE_MAX = 50
/** The oldest birth year the form takes; the youngest is checked against today (`checkDemandDates`). */
export const BIRTH_YEAR_MIN = 1940
/** A WeChat ID as WeChat lets one be set: 6 to 20 letters, digits, underscores or hyphens. */
export const WECHAT_ID = /^[A-Za-z0-9_-]{6,20}$/

/** An optional text: trimmed, '' and missing both become null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'error.field.tooLong')
    .nullish()
    .transform((v) => (v ? v : null))

const optionalWechat = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || WECHAT_ID.test(v), 'rental.validation.wechatFormat')

const optionalPhone = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isValidPhone(v), 'auth.validation.phoneFormat')

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .enum(values, message)
    .nullish()
    .transform((v) => v ?? null)

/** "YYYY-MM-DD", a real calendar day. */
export const rentalDateSchema = (required: 'rental.validation.moveInRequired' | 'rental.validation.moveOutRequired') =>
  z.iso.date({
    error: (issue) => (issue.input === undefined || issue.input === '' ? required : 'rental.validation.dateFormat'),
  })

/** Where the student wants to live: neighbourhoods of the school's city, and the commute they accept. */
export const rentalLocationSchema = z.strictObject(
  {
    neighbourhoods: z
      .array(z.string().trim().min(1, 'rental.validation.areaRequired').max(RENTAL_SHORT_MAX, 'error.field.tooLong'), {
        error: 'rental.validation.areaRequired',
      })
      .min(1, 'rental.validation.areaRequired')
      .max(RENTAL_AREAS_MAX, 'rental.validation.tooManyAreas'),
    commuteMode: z.enum(COMMUTE_MODES, 'rental.validation.commuteMode'),
    commuteMinutes: z
      .number('rental.validation.commuteMinutes')
      .int('rental.validation.commuteMinutes')
      .min(COMMUTE_MINUTES_MIN, 'rental.validation.commuteMinutes')
      .max(COMMUTE_MINUTES_MAX, 'rental.validation.commuteMinutes'),
  },
  { error: 'rental.validation.areaRequired' },
)
export type RentalLocation = z.infer<typeof rentalLocationSchema>

/**
 * Every field of the form, in the spec's order and with its camelCase name. Required: name, phone, e-mail, school,
 * budget, move-in and move-out, bedrooms and location; the rest may be left empty.
 */
export const rentalDemandFields = {
  name: z
    .string('rental.validation.nameRequired')
    .trim()
    .min(1, 'rental.validation.nameRequired')
    .min(RENTAL_NAME_MIN, 'rental.validation.nameLength')
    .max(RENTAL_NAME_MAX, 'rental.validation.nameLength'),
  phone: phoneSchema,
  email: emailSchema,
  wechat: optionalWechat,
  roommateName: optionalText(RENTAL_NAME_MAX),
  profile: optionalText(RENTAL_TEXT_MAX),
  nationality: optionalText(RENTAL_SHORT_MAX),
  gender: optionalEnum(RENTAL_GENDERS, 'rental.validation.choice'),
  birthYear: z
    .number('rental.validation.birthYear')
    .int('rental.validation.birthYear')
    .min(BIRTH_YEAR_MIN, 'rental.validation.birthYear')
    .max(2100, 'rental.validation.birthYear')
    .nullish()
    .transform((v) => v ?? null),
  languages: z
    .array(z.enum(AGENT_LANGUAGES, 'rental.validation.choice'))
    .max(AGENT_LANGUAGES.length, 'rental.validation.choice')
    .default([]),
  education: optionalEnum(EDUCATION_LEVELS, 'rental.validation.choice'),
  school: z
    .string('rental.validation.schoolRequired')
    .trim()
    .min(1, 'rental.validation.schoolRequired')
    .max(RENTAL_SHORT_MAX, 'rental.validation.schoolRequired'),
  major: optionalText(RENTAL_SHORT_MAX),
  rentPayer: optionalEnum(RENT_PAYERS, 'rental.validation.choice'),
  budget: z
    .number('rental.validation.budgetRequired')
    .int('rental.validation.budgetWhole')
    .positive('rental.validation.budgetPositive')
    .max(RENTAL_BUDGET_MAX, 'rental.validation.budgetTooHigh'),
  guarantor: z.boolean('rental.validation.choice').default(false),
  pets: z.boolean('rental.validation.choice').default(false),
  acceptRoommates: z.boolean('rental.validation.choice').default(false),
  preferences: z
    .array(z.enum(RENTAL_PREFERENCES, 'rental.validation.choice'))
    .max(RENTAL_PREFERENCES.length, 'rental.validation.choice')
    .default([]),
  hobbies: optionalText(RENTAL_SHORT_MAX * 2),
  emergencyName: optionalText(RENTAL_NAME_MAX),
  emergencyPhone: optionalPhone,
  moveIn: rentalDateSchema('rental.validation.moveInRequired'),
  moveOut: rentalDateSchema('rental.validation.moveOutRequired'),
  placeType: z.enum(RENTAL_PLACE_TYPES, 'rental.validation.choice').default('wholeUnit'),
  bedrooms: z.enum(RENTAL_BEDROOMS, 'rental.validation.bedroomsRequired'),
  location: rentalLocationSchema,
  parking: z.boolean('rental.validation.choice').default(false),
  creditReport: z.boolean('rental.validation.choice').default(false),
  jobProof: z.boolean('rental.validation.choice').default(false),
  /**
   * The deposit the student could pay: one the law of the school's province lets a landlord ask for
   * (`checkDemandDeposit`, which needs the province: the form and the api call it).
   */
  deposit: z.enum(DEPOSIT_OFFERS, 'rental.validation.choice').default('none'),
  /** Months of rent the student would choose to pay ahead beyond the deposit (0: none), always explained. */
  prepay: z
    .number('rental.validation.prepay')
    .int('rental.validation.prepay')
    .min(0, 'rental.validation.prepay')
    .max(RENTAL_PREPAY_MAX, 'rental.validation.prepay')
    .default(0),
  canInspect: z.enum(INSPECTION_MODES, 'rental.validation.choice').default('inPerson'),
  parentWechat: optionalWechat,
  parentPhone: optionalPhone,
  message: optionalText(RENTAL_TEXT_MAX),
  remark: optionalText(RENTAL_TEXT_MAX),
}
export type RentalDemandField = keyof typeof rentalDemandFields
export const RENTAL_DEMAND_FIELDS = Object.keys(rentalDemandFields) as RentalDemandField[]

/** The fields without the rule across them; the form validates one step with `.pick(...)` of this. */
export const rentalDemandShape = z.strictObject(rentalDemandFields)

/** Move-out after move-in: checked wherever both dates are present. */
export function isMoveOutAfterMoveIn(v: { moveIn?: unknown; moveOut?: unknown }): boolean {
  return typeof v.moveIn !== 'string' || typeof v.moveOut !== 'string' || v.moveOut > v.moveIn
}

/** POST and PUT /house/api/rental/v1/demand: the whole form. */
export const rentalDemandSchema = rentalDemandShape.refine(isMoveOutAfterMoveIn, {
  message: 'rental.validation.moveOutAfterMoveIn',
  path: ['moveOut'],
})
export type RentalDemandForm = z.input<typeof rentalDemandSchema>
export type RentalDemandInput = z.output<typeof rentalDemandSchema>

export const rentalDemandIdParamsSchema = z.strictObject({ id: z.uuid('rental.api.demandNotFound') })
export const contactRequestParamsSchema = z.strictObject({
  id: z.uuid('rental.api.demandNotFound'),
  requestId: z.uuid('rental.api.requestNotFound'),
})

/** GET /house/api/rental/v1/demand (agents): demands near a school, within a budget, moving in from a day. */
export const rentalDemandSearchSchema = z.strictObject({
  school: z.string().trim().max(RENTAL_SHORT_MAX, 'error.field.tooLong').optional(),
  budgetMax: z.coerce
    .number('rental.validation.budgetPositive')
    .int('rental.validation.budgetWhole')
    .positive('rental.validation.budgetPositive')
    .max(RENTAL_BUDGET_MAX, 'rental.validation.budgetTooHigh')
    .optional(),
  moveInFrom: z.iso.date('rental.validation.dateFormat').optional(),
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(RENTAL_DEMAND_PAGE_MAX).default(20),
})
export type RentalDemandSearch = z.infer<typeof rentalDemandSearchSchema>

/** POST /house/api/rental/v1/demand/{id}/contact: the agent's request, with a short note the student reads. */
export const contactRequestSchema = z.strictObject({ message: optionalText(300) })
export type ContactRequestInput = z.output<typeof contactRequestSchema>

export const CONTACT_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number]

/** An agent as a student sees them on a request: with the licence number to check with the regulator. */
export const rentalAgentSchema = z.object({
  /** The agent's profile id (agent/agent-detail?id=), or null for an account without a public profile. */
  profileId: z.string().nullable(),
  name: z.string(),
  company: z.string(),
  avatar: z.string().nullable(),
  /** The registration (licence) number of their profile, e.g. "RECO-4812345". */
  registrationNumber: z.string(),
})
export type RentalAgent = z.infer<typeof rentalAgentSchema>

export const contactRequestSchemaOut = z.object({
  id: z.string(),
  status: z.enum(CONTACT_REQUEST_STATUSES),
  agent: rentalAgentSchema,
  message: z.string().nullable(),
  requestedAt: z.string(),
  /** When the student accepted or declined: the record of their consent. */
  decidedAt: z.string().nullable(),
})
export type ContactRequest = z.infer<typeof contactRequestSchemaOut>

const demandNeed = {
  id: z.string(),
  school: z.string(),
  city: z.enum(CITIES),
  budget: z.number().int(),
  placeType: z.enum(RENTAL_PLACE_TYPES),
  bedrooms: z.enum(RENTAL_BEDROOMS),
  moveIn: z.string(),
  moveOut: z.string(),
  location: rentalLocationSchema,
  parking: z.boolean(),
  pets: z.boolean(),
  acceptRoommates: z.boolean(),
  preferences: z.array(z.enum(RENTAL_PREFERENCES)),
  guarantor: z.boolean(),
  rentPayer: z.enum(RENT_PAYERS).nullable(),
  creditReport: z.boolean(),
  jobProof: z.boolean(),
  deposit: z.enum(DEPOSIT_OFFERS),
  prepay: z.number().int(),
  canInspect: z.enum(INSPECTION_MODES),
  languages: z.array(z.enum(AGENT_LANGUAGES)),
  createdAt: z.string(),
}

/** The student's own demand, every field, with agents' requests to contact them and the leases that fit it now. */
export const rentalDemandSchemaOut = z.object({
  ...demandNeed,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  wechat: z.string().nullable(),
  roommateName: z.string().nullable(),
  profile: z.string().nullable(),
  nationality: z.string().nullable(),
  gender: z.enum(RENTAL_GENDERS).nullable(),
  birthYear: z.number().int().nullable(),
  education: z.enum(EDUCATION_LEVELS).nullable(),
  major: z.string().nullable(),
  hobbies: z.string().nullable(),
  emergencyName: z.string().nullable(),
  emergencyPhone: z.string().nullable(),
  parentWechat: z.string().nullable(),
  parentPhone: z.string().nullable(),
  message: z.string().nullable(),
  remark: z.string().nullable(),
  updatedAt: z.string(),
  matchCount: z.number().int(),
  contactRequests: z.array(contactRequestSchemaOut),
})
export type RentalDemand = z.infer<typeof rentalDemandSchemaOut>

/**
 * What an agent may see once the student accepted their request to contact. Nationality, gender, birth year, the
 * emergency contact and the student's own remark never reach an agent (decision 0055).
 */
export const demandContactSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  wechat: z.string().nullable(),
  roommateName: z.string().nullable(),
  profile: z.string().nullable(),
  education: z.enum(EDUCATION_LEVELS).nullable(),
  major: z.string().nullable(),
  hobbies: z.string().nullable(),
  parentWechat: z.string().nullable(),
  parentPhone: z.string().nullable(),
  message: z.string().nullable(),
})
export type DemandContact = z.infer<typeof demandContactSchema>

/** A demand as an agent sees it: the need; the contact only after the student accepted this agent's request. */
export const demandForAgentSchema = z.object({
  ...demandNeed,
  contactRequest: z
    .object({
      id: z.string(),
      status: z.enum(CONTACT_REQUEST_STATUSES),
      requestedAt: z.string(),
      decidedAt: z.string().nullable(),
    })
    .nullable(),
  contact: demandContactSchema.nullable(),
})
export type DemandForAgent = z.infer<typeof demandForAgentSchema>

export const demandForAgentPageSchema = z.object({
  items: z.array(demandForAgentSchema),
  nextCursor: z.string().nullable(),
})
export type DemandForAgentPage = z.infer<typeof demandForAgentPageSchema>

export const rentalDemandCreatedSchema = z.object({ id: z.string() })

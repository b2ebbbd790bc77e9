import { z } from 'zod'
import { isValidPhone } from '../format/phone.ts'
import { CITIES } from '../listings/listing-codes.ts'
import { PRECONS_ID } from '../precons/precons.schema.ts'

/**
 * What a buyer asks of a pre-construction project: to hear of it (price, occupancy, launch), to ask an agent a
 * question, or to visit its sales centre at a time they prefer.
 */
export const PRECON_REGISTRATION_KINDS = ['updates', 'ask', 'visit'] as const
export type PreconRegistrationKind = (typeof PRECON_REGISTRATION_KINDS)[number]

/** Open until the agent says they made contact; withdrawn by the buyer (kept, with its consent, for the record). */
export const PRECON_REGISTRATION_STATUSES = ['open', 'contacted', 'withdrawn'] as const
export type PreconRegistrationStatus = (typeof PRECON_REGISTRATION_STATUSES)[number]

/** Who receives a registration: the agent of the branded app it was made in, the agent the buyer chose, or the administrators. */
export const PRECON_REGISTRATION_ROUTES = ['agentApp', 'chosenAgent', 'adminQueue'] as const
export type PreconRegistrationRoute = (typeof PRECON_REGISTRATION_ROUTES)[number]

export const PRECON_REGISTRATION_NAME_MAX = 50
export const PRECON_REGISTRATION_MESSAGE_MAX = 500
export const PRECON_REGISTRATION_REPLY_MAX = 500
/** Registrations a person may have that are not withdrawn, over every project. */
export const PRECON_REGISTRATIONS_MAX = 50
/** A sales-centre visit can be asked for up to this many days ahead. */
export const PRECON_VISIT_MAX_DAYS_AHEAD = 90
/** Sales centres' hours for a preferred visit, in the project's city time: the first and the last start. */
export const PRECON_VISIT_FIRST_START = '10:00'
export const PRECON_VISIT_LAST_START = '18:00'
export const PRECON_REGISTRATION_PAGE_MAX = 100

/**
 * The catalogue key of the consent to be contacted the form shows next to its box. The server stores the text of
 * this key in the caller's language, with the time, as what the person agreed to (Canada's anti-spam law, CASL).
 */
export const PRECON_REGISTRATION_CONSENT_KEY = 'preconRegistration.consent' as const

const optionalText = (max: number, tooLong: 'error.field.tooLong' | 'preconRegistration.validation.messageTooLong') =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v ? v : null))

const optionalEmail = z
  .string('auth.validation.emailFormat')
  .trim()
  .max(254, 'auth.validation.emailFormat')
  .optional()
  .transform((v) => (v ? v : null))
  .pipe(z.email('auth.validation.emailFormat').nullable())

const optionalPhone = z
  .string('auth.validation.phoneFormat')
  .trim()
  .max(24, 'auth.validation.phoneFormat')
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isValidPhone(v), 'auth.validation.phoneFormat')

/**
 * POST /house/api/precons/v1/registrations — the form of a project or floor-plan page. A name and at least one way
 * to be reached (e-mail or phone); a message only when asking; a preferred date and time (with its offset) only
 * for a visit; the consent box ticked. `appId` when made inside an agent's branded app, `agentId` (an approved
 * agent's profile) when the buyer picked one.
 */
export const preconRegistrationCreateSchema = z
  .strictObject({
    kind: z.enum(PRECON_REGISTRATION_KINDS, 'preconRegistration.validation.kind'),
    projectId: z
      .string('preconRegistration.validation.project')
      .trim()
      .regex(PRECONS_ID, 'preconRegistration.validation.project'),
    layoutId: z.string().trim().regex(PRECONS_ID, 'preconRegistration.validation.layout').optional(),
    name: z
      .string('preconRegistration.validation.nameRequired')
      .trim()
      .min(1, 'preconRegistration.validation.nameRequired')
      .max(PRECON_REGISTRATION_NAME_MAX, 'error.field.tooLong'),
    email: optionalEmail,
    phone: optionalPhone,
    message: optionalText(PRECON_REGISTRATION_MESSAGE_MAX, 'preconRegistration.validation.messageTooLong'),
    preferredTime: z.iso.datetime({ offset: true, error: 'preconRegistration.validation.timeFormat' }).optional(),
    /** Checked with the other cross-field rules, so that the form names every problem at once. */
    consent: z.boolean('preconRegistration.validation.consent'),
    agentId: z.uuid({ error: 'preconRegistration.validation.agent' }).optional(),
    appId: z.uuid({ error: 'preconRegistration.validation.appId' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.consent !== true)
      ctx.addIssue({ code: 'custom', message: 'preconRegistration.validation.consent', path: ['consent'] })
    if (!v.email && !v.phone)
      ctx.addIssue({ code: 'custom', message: 'preconRegistration.validation.contactRequired', path: ['email'] })
    if (v.kind === 'visit' && !v.preferredTime)
      ctx.addIssue({ code: 'custom', message: 'preconRegistration.validation.timeRequired', path: ['preferredTime'] })
    if (v.kind !== 'visit' && v.preferredTime)
      ctx.addIssue({ code: 'custom', message: 'preconRegistration.validation.timeOnlyVisit', path: ['preferredTime'] })
    if (v.kind !== 'ask' && v.message)
      ctx.addIssue({ code: 'custom', message: 'preconRegistration.validation.messageOnlyAsk', path: ['message'] })
    if (v.kind === 'ask' && !v.message)
      ctx.addIssue({ code: 'custom', message: 'preconRegistration.validation.messageRequired', path: ['message'] })
  })
export type PreconRegistrationCreateForm = z.input<typeof preconRegistrationCreateSchema>
export type PreconRegistrationCreate = z.output<typeof preconRegistrationCreateSchema>

/** POST /house/api/precons/v1/registrations/{id}/reply — the agent says they made contact, with a reply the buyer reads. */
export const preconRegistrationReplySchema = z.strictObject({
  reply: z
    .string('preconRegistration.validation.replyRequired')
    .trim()
    .min(1, 'preconRegistration.validation.replyRequired')
    .max(PRECON_REGISTRATION_REPLY_MAX, 'preconRegistration.validation.replyTooLong'),
})
export type PreconRegistrationReply = z.output<typeof preconRegistrationReplySchema>

export const preconRegistrationIdParamsSchema = z.strictObject({
  id: z.uuid({ error: 'preconRegistration.api.notFound' }),
})

export const preconRegistrationSchema = z.object({
  id: z.string(),
  kind: z.enum(PRECON_REGISTRATION_KINDS),
  status: z.enum(PRECON_REGISTRATION_STATUSES),
  project: z.object({ id: z.string(), name: z.string(), city: z.enum(CITIES) }),
  layout: z.object({ id: z.string(), name: z.string() }).nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  preferredTime: z.string().nullable(),
  timeZone: z.string(),
  routedTo: z.enum(PRECON_REGISTRATION_ROUTES),
  /** The agent who receives it; null in the administrators' queue. */
  agent: z.object({ id: z.string(), name: z.string() }).nullable(),
  reply: z.string().nullable(),
  contactedAt: z.string().nullable(),
  consent: z.object({ at: z.string(), wording: z.string() }),
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
})
export type PreconRegistration = z.infer<typeof preconRegistrationSchema>

export const preconRegistrationListSchema = z.object({ items: z.array(preconRegistrationSchema) })
export type PreconRegistrationList = z.infer<typeof preconRegistrationListSchema>

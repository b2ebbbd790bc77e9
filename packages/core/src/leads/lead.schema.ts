import { z } from 'zod'
import { emailSchema, phoneSchema } from '../auth/auth.schema.ts'
import { CITIES, ROOM_TYPES, SALE_OR_LEASE } from '../listings/listing-codes.ts'

/**
 * Leads: a client's request in an agent's app (or one that names her as the agent), kept as work she can do — who
 * asked, how to reach them as they gave it (with the consent they gave, its time and words), what they asked about
 * (a home, a set of homes, a project, a conversation with the assistant), when, and how far the agent has got.
 */

/**
 * What made a lead: a question about a home on its page (`ask`), a showing request, a question about the homes in
 * the compare basket, a pre-construction registration, or the assistant handing the conversation to the agent.
 */
export const LEAD_KINDS = ['ask', 'showing', 'compare', 'precon', 'chat'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

/** The kinds a client sends as a question of their own (the others come with a showing or a registration). */
export const LEAD_QUESTION_KINDS = ['ask', 'compare', 'chat'] as const satisfies readonly LeadKind[]
export type LeadQuestionKind = (typeof LEAD_QUESTION_KINDS)[number]

/** New until the agent has reached the client, then contacted, then closed; only forward. */
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** How urgent the agent judges a lead (spec §9): normal 1, urgent 2, extra urgent 3. A new lead is normal. */
export const LEAD_URGENCIES = [1, 2, 3] as const
export type LeadUrgency = (typeof LEAD_URGENCIES)[number]
export const LEAD_URGENCY_DEFAULT = 1 satisfies LeadUrgency
/** The list's urgency filter: all leads, or those of one urgency. */
export const LEAD_URGENCY_FILTERS = ['all', ...LEAD_URGENCIES] as const
export type LeadUrgencyFilter = (typeof LEAD_URGENCY_FILTERS)[number]

export const LEAD_NAME_MAX = 50
export const LEAD_MESSAGE_MAX = 500
export const LEAD_WECHAT_MAX = 50
export const LEAD_NOTE_MAX = 1000
export const LEAD_SEARCH_MAX = 100
export const LEAD_PAGE_MAX = 50
/** The homes of one compare question: the basket's limit. */
export const LEAD_LISTINGS_MAX = 4
/** A reminder can be set up to this many days ahead. */
export const LEAD_REMINDER_MAX_DAYS = 366

/**
 * The catalogue key of the consent to be contacted that the question form shows beside its box; the server keeps
 * its text in the client's language, with the time, as what they agreed to (Canada's anti-spam law, CASL).
 */
export const LEAD_CONSENT_KEY = 'lead.consent' as const
/** The words the showing sheet shows under its button: a showing request is a request to be contacted about it. */
export const LEAD_SHOWING_CONSENT_KEY = 'lead.consent.showing' as const

const mlNumSchema = z
  .string('lead.validation.mlNum')
  .trim()
  .regex(/^[A-Za-z0-9-]{1,20}$/, 'lead.validation.mlNum')

/**
 * POST /house/api/activity/v1/leads — a client asks the agent of the app they are in: about a home (`ask`, with its
 * `mlNum`), about the homes in their compare basket (`compare`, `mlNums`), or, from the assistant, about what they
 * were looking for (`chat`, with the conversation's `chatId`). A name, a phone number and an e-mail address as the
 * showing sheet asks, a WeChat ID if they like, the question, and the consent box ticked.
 */
export const leadQuestionSchema = z
  .strictObject({
    kind: z.enum(LEAD_QUESTION_KINDS, 'lead.validation.kind'),
    appId: z.uuid({ error: 'lead.validation.appId' }),
    mlNum: mlNumSchema.optional(),
    mlNums: z.array(mlNumSchema).max(LEAD_LISTINGS_MAX, 'lead.validation.mlNums').optional(),
    chatId: z.uuid({ error: 'lead.validation.chatId' }).optional(),
    name: z
      .string('lead.validation.nameRequired')
      .trim()
      .min(1, 'lead.validation.nameRequired')
      .max(LEAD_NAME_MAX, 'error.field.tooLong'),
    phone: phoneSchema,
    email: emailSchema,
    wechat: z
      .string()
      .trim()
      .max(LEAD_WECHAT_MAX, 'error.field.tooLong')
      .optional()
      .transform((v) => (v ? v : null)),
    message: z
      .string('lead.validation.messageRequired')
      .trim()
      .min(1, 'lead.validation.messageRequired')
      .max(LEAD_MESSAGE_MAX, 'lead.validation.messageTooLong'),
    /** Checked with the other cross-field rules, so that the form names every problem at once. */
    consent: z.boolean('lead.validation.consent'),
  })
  .superRefine((v, ctx) => {
    if (v.consent !== true) ctx.addIssue({ code: 'custom', message: 'lead.validation.consent', path: ['consent'] })
    if (v.kind === 'ask' && !v.mlNum)
      ctx.addIssue({ code: 'custom', message: 'lead.validation.mlNum', path: ['mlNum'] })
    if (v.kind !== 'ask' && v.mlNum)
      ctx.addIssue({ code: 'custom', message: 'lead.validation.mlNumOnlyAsk', path: ['mlNum'] })
    if (v.kind === 'compare' && !v.mlNums?.length)
      ctx.addIssue({ code: 'custom', message: 'lead.validation.mlNums', path: ['mlNums'] })
    if (v.kind !== 'compare' && v.mlNums)
      ctx.addIssue({ code: 'custom', message: 'lead.validation.mlNumsOnlyCompare', path: ['mlNums'] })
    if (v.kind === 'chat' && !v.chatId)
      ctx.addIssue({ code: 'custom', message: 'lead.validation.chatId', path: ['chatId'] })
    if (v.kind !== 'chat' && v.chatId)
      ctx.addIssue({ code: 'custom', message: 'lead.validation.chatIdOnlyChat', path: ['chatId'] })
  })
export type LeadQuestionForm = z.input<typeof leadQuestionSchema>
export type LeadQuestion = z.output<typeof leadQuestionSchema>

export const leadCreatedSchema = z.object({ id: z.string() })

/** GET /house/api/activity/v1/leads — the agent's leads, newest first, by status, found by the client's name, phone or e-mail. */
export const leadListQuerySchema = z.strictObject({
  status: z.enum(['all', ...LEAD_STATUSES], { error: 'lead.validation.status' }).default('all'),
  /** `all`, or one urgency as its number (`?urgency=2`). */
  urgency: z
    .union([z.literal('all'), z.coerce.number().pipe(z.literal(LEAD_URGENCIES))], { error: 'lead.validation.urgency' })
    .default('all'),
  q: z.string().trim().max(LEAD_SEARCH_MAX, 'error.field.tooLong').optional(),
  /** One client's leads (the client's page in "My clients"). */
  clientId: z.uuid({ error: 'lead.validation.clientId' }).optional(),
  cursor: z.string().max(500, 'error.field.tooLong').optional(),
  limit: z.coerce.number('error.field.type').int('error.field.type').min(1).max(LEAD_PAGE_MAX).default(20),
})
export type LeadListQuery = z.infer<typeof leadListQuerySchema>

export const leadIdParamsSchema = z.strictObject({ id: z.uuid({ error: 'lead.api.notFound' }) })

/**
 * PUT /house/api/activity/v1/leads/{id} — the agent moves the lead on, sets its urgency, sets or clears a reminder
 * (an instant with its offset; null clears it) or writes her note (empty clears it). At least one of the four.
 */
export const leadUpdateSchema = z
  .strictObject({
    status: z.enum(LEAD_STATUSES, { error: 'lead.validation.status' }).optional(),
    urgency: z.literal(LEAD_URGENCIES, { error: 'lead.validation.urgency' }).optional(),
    remindAt: z.iso.datetime({ offset: true, error: 'lead.validation.remindAt' }).nullable().optional(),
    note: z
      .string('lead.validation.note')
      .trim()
      .max(LEAD_NOTE_MAX, 'lead.validation.noteTooLong')
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
  })
  .refine(
    (v) => v.status !== undefined || v.urgency !== undefined || v.remindAt !== undefined || v.note !== undefined,
    {
      message: 'lead.validation.nothing',
      path: ['status'],
    },
  )
export type LeadUpdateForm = z.input<typeof leadUpdateSchema>
export type LeadUpdate = z.output<typeof leadUpdateSchema>

export const leadSchema = z.object({
  id: z.string(),
  kind: z.enum(LEAD_KINDS),
  status: z.enum(LEAD_STATUSES),
  urgency: z.literal(LEAD_URGENCIES),
  createdAt: z.string(),
  /** The zone of the city the lead is about, that its times are shown in. */
  timeZone: z.string(),
  /** The home it is about (a question, a showing), or the first of a compare question's. */
  mlNum: z.string().nullable(),
  /** A compare question's homes, in the basket's order; empty otherwise. */
  mlNums: z.array(z.string()),
  /** The home's address, when the listing is known. */
  address: z.string().nullable(),
  city: z.enum(CITIES).nullable(),
  /** Sale or lease and the kind of home, for the link to its page. */
  sr: z.enum(SALE_OR_LEASE).nullable(),
  roomType: z.enum(ROOM_TYPES).nullable(),
  project: z.object({ id: z.string(), name: z.string() }).nullable(),
  message: z.string().nullable(),
  /** When the showing was asked for (a showing lead). */
  showingTime: z.string().nullable(),
  client: z.object({
    userId: z.string(),
    /** The name as they gave it. */
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    wechat: z.string().nullable(),
  }),
  consent: z.object({ at: z.string(), wording: z.string() }),
  remindAt: z.string().nullable(),
  note: z.string().nullable(),
  contactedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
})
export type Lead = z.infer<typeof leadSchema>

export const leadPageSchema = z.object({
  items: z.array(leadSchema),
  /** How many leads are new (all of the agent's, whatever the filter). */
  newCount: z.number().int(),
  nextCursor: z.string().nullable(),
})
export type LeadPage = z.infer<typeof leadPageSchema>

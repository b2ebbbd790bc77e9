import { z } from 'zod'
import { emailSchema, phoneSchema } from '../auth/auth.schema.ts'
import { CITIES, LISTING_STATUSES, LSC_CODES, ROOM_TYPES, SALE_OR_LEASE } from '../listings/listing-codes.ts'

/**
 * Showings (the spec's "appointments"): a buyer or tenant asks to see a listing at a time; an agent handles it.
 * Statuses and values are the spec's (§3 Appointment, §4 Appointment); the wire shapes below are shared by the
 * booking sheet, the lists and the api.
 */
export const SHOWING_STATUSES = ['Pending', 'Processed', 'Expired', 'Cancelled'] as const
export type ShowingStatus = (typeof SHOWING_STATUSES)[number]

export const REVIEW_STATUSES = ['Reviewed', 'NotReviewed'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** The agent's choice when handling (spec §4): 1 taken to view (→ Processed), 2 Expired. */
export const HANDLE_VALUES = [1, 2] as const
export type HandleValue = (typeof HANDLE_VALUES)[number]
export const HANDLE_TO_STATUS = { 1: 'Processed', 2: 'Expired' } as const satisfies Record<HandleValue, ShowingStatus>

/**
 * Why a showing was cancelled: the buyer did it, the agent declined the request (with a reason the buyer reads), or
 * the listing closed with a deal (sold, leased) before the time. Other changes of the listing (conditional,
 * suspended, terminated, expired) flag the showing without cancelling it.
 */
export const SHOWING_CANCEL_REASONS = ['buyer', 'declined', 'listingSold', 'listingLeased'] as const
export type ShowingCancelReason = (typeof SHOWING_CANCEL_REASONS)[number]

/**
 * Who handles a showing and why: the listing's own agent when the feed links one to an agent on our platform,
 * else an agent of the listing's brokerage on our platform, else the administrators' queue; a showing booked in an
 * agent's own app goes to that agent (`agentApp`).
 */
export const ASSIGNMENT_REASONS = ['listingAgent', 'brokerage', 'adminQueue', 'agentApp'] as const
export type AssignmentReason = (typeof ASSIGNMENT_REASONS)[number]

/** Who reads a showing: its buyer, its handling agent, or an administrator. */
export const SHOWING_ROLES = ['buyer', 'agent', 'admin'] as const

/** The list tabs (spec §4): the agent's list adds `toBeReviewed`. */
export const SHOWING_TABS = ['all', 'pending', 'processed', 'expired', 'cancelled'] as const
export const AGENT_SHOWING_TABS = [...SHOWING_TABS, 'toBeReviewed'] as const
export type ShowingTab = (typeof AGENT_SHOWING_TABS)[number]

/** How long a showing lasts: two showings of one buyer must start at least this far apart. */
export const SHOWING_CONFLICT_MINUTES = 30
/** The time an agent keeps between two homes, on top of the showing itself. */
export const SHOWING_TRAVEL_MINUTES = 15
/** Two confirmed showings of one agent must start at least this far apart: the showing and the way to the next home. */
export const SHOWING_AGENT_GAP_MINUTES = SHOWING_CONFLICT_MINUTES + SHOWING_TRAVEL_MINUTES
/** Local opening hours of showings in the listing's city: the first and the last start, inclusive. */
export const SHOWING_FIRST_START = '08:00'
export const SHOWING_LAST_START = '21:00'
/**
 * How long after its time a confirmed showing waits for the agent to record the outcome before the scheduled job
 * expires it (an unanswered request expires at its time).
 */
export const SHOWING_OUTCOME_DAYS = 7
/** How far ahead a showing can be booked. */
export const SHOWING_MAX_DAYS_AHEAD = 90
export const SHOWING_NAME_MAX = 50
export const SHOWING_MESSAGE_MAX = 500
export const SHOWING_WECHAT_MAX = 50
export const SHOWING_REMARKS_MAX = 500
export const SHOWING_REVIEW_MAX = 1000
export const SHOWING_DECLINE_REASON_MAX = 500
export const SHOWING_PAGE_MAX = 50

/** An instant with its offset, e.g. "2026-11-26T14:00:00-05:00" (or "Z"). */
export const showingTimeSchema = z
  .string('showing.validation.timeRequired')
  .trim()
  .min(1, 'showing.validation.timeRequired')
  .pipe(z.iso.datetime({ offset: true, error: 'showing.validation.timeFormat' }))

const nameSchema = z
  .string('showing.validation.nameRequired')
  .trim()
  .min(1, 'showing.validation.nameRequired')
  .max(SHOWING_NAME_MAX, 'error.field.tooLong')
const messageSchema = z
  .string()
  .trim()
  .max(SHOWING_MESSAGE_MAX, 'showing.validation.messageTooLong')
  .optional()
  .transform((v) => (v ? v : null))
const wechatSchema = z
  .string()
  .trim()
  .max(SHOWING_WECHAT_MAX, 'error.field.tooLong')
  .optional()
  .transform((v) => (v ? v : null))

/** POST /house/api/appointment/v1 — the booking sheet and the request. */
export const showingBookingSchema = z.strictObject({
  mlNum: z.string('showing.validation.mlNumRequired').trim().min(1, 'showing.validation.mlNumRequired').max(20),
  time: showingTimeSchema,
  message: messageSchema,
  name: nameSchema,
  phone: phoneSchema,
  email: emailSchema,
  wechat: wechatSchema,
  /** Booked in an agent's own app: that agent handles it while the app is live. */
  appId: z.uuid({ error: 'showing.validation.appId' }).optional(),
})
export type ShowingBookingForm = z.input<typeof showingBookingSchema>
export type ShowingBooking = z.output<typeof showingBookingSchema>

/**
 * PUT /house/api/appointment/v1/{id} — modify or reschedule a pending showing. A field left out stays as it is;
 * at least one is needed. A new time is checked like a booking's.
 */
export const showingUpdateSchema = z
  .strictObject({
    time: showingTimeSchema.optional(),
    message: z.string().trim().max(SHOWING_MESSAGE_MAX, 'showing.validation.messageTooLong').optional(),
    name: nameSchema.optional(),
    phone: phoneSchema.optional(),
    email: emailSchema.optional(),
    wechat: z.string().trim().max(SHOWING_WECHAT_MAX, 'error.field.tooLong').optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'showing.validation.nothingToChange',
    path: ['time'],
  })
export type ShowingUpdate = z.output<typeof showingUpdateSchema>

/** POST /house/api/appointment/v1/{id}/handle — the agent's decision (a status must be chosen, spec §5). */
export const showingHandleSchema = z.strictObject({
  status: z
    .unknown()
    .refine((v): v is HandleValue => v === 1 || v === 2 || v === '1' || v === '2', 'showing.validation.handleStatus')
    .transform((v) => Number(v) as HandleValue),
  remarks: z
    .string('showing.validation.remarksRequired')
    .trim()
    .min(1, 'showing.validation.remarksRequired')
    .max(SHOWING_REMARKS_MAX, 'error.field.tooLong'),
  reminderAt: z.iso.datetime({ offset: true, error: 'showing.validation.timeFormat' }).optional(),
})
export type ShowingHandleForm = z.input<typeof showingHandleSchema>
export type ShowingHandle = z.output<typeof showingHandleSchema>

/** POST /house/api/appointment/v1/{id}/decline — the agent declines a request, saying why (the buyer reads it). */
export const showingDeclineSchema = z.strictObject({
  reason: z
    .string('showing.validation.declineReasonRequired')
    .trim()
    .min(1, 'showing.validation.declineReasonRequired')
    .max(SHOWING_DECLINE_REASON_MAX, 'error.field.tooLong'),
})
export type ShowingDecline = z.infer<typeof showingDeclineSchema>

/**
 * POST /house/api/appointment/v1/{id}/cancel — the buyer cancels, optionally saying why (the agent reads it); the
 * body may be left out.
 */
export const showingCancelSchema = z
  .strictObject({
    reason: z
      .string()
      .trim()
      .max(SHOWING_DECLINE_REASON_MAX, 'error.field.tooLong')
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .nullish()
  .transform((v) => ({ reason: v?.reason ?? null }))
export type ShowingCancel = z.output<typeof showingCancelSchema>

/** POST /house/api/appointment/v1/{id}/propose — the agent proposes another time, checked like a booking's. */
export const showingProposeSchema = z.strictObject({ time: showingTimeSchema })
export type ShowingPropose = z.infer<typeof showingProposeSchema>

/** POST /house/api/appointment/v1/{id}/review — review text required (spec §5). */
export const showingReviewSchema = z.strictObject({
  text: z
    .string('showing.validation.reviewRequired')
    .trim()
    .min(1, 'showing.validation.reviewRequired')
    .max(SHOWING_REVIEW_MAX, 'showing.validation.reviewTooLong'),
})
export type ShowingReview = z.infer<typeof showingReviewSchema>

/** GET /house/api/appointment/v1 (mine) and /agent: a tab and a cursor. */
export const showingListQuerySchema = z.strictObject({
  status: z.enum(AGENT_SHOWING_TABS, 'showing.validation.tab').default('all'),
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(SHOWING_PAGE_MAX).default(20),
})
export type ShowingListQuery = z.infer<typeof showingListQuerySchema>

/**
 * GET /house/api/appointment/v1/taken — the starts of a day already taken for a booking of this listing: the
 * confirmed showings of the agent who would handle it (the app's agent with `appId`), and the caller's own live
 * showings, leaving out `except` (the showing being moved).
 */
export const showingTakenQuerySchema = z.strictObject({
  mlNum: z.string('showing.validation.mlNumRequired').trim().min(1, 'showing.validation.mlNumRequired').max(20),
  day: z.iso.date({ error: 'showing.validation.day' }),
  appId: z.uuid({ error: 'showing.validation.appId' }).optional(),
  except: z.uuid({ error: 'showing.api.notFound' }).optional(),
})
export type ShowingTakenQuery = z.infer<typeof showingTakenQuerySchema>

/** The taken starts, "HH:MM" on the listing city's clock. */
export const showingTakenSchema = z.object({ taken: z.array(z.string()) })
export type ShowingTaken = z.infer<typeof showingTakenSchema>

export const showingIdParamsSchema = z.strictObject({ id: z.uuid('showing.api.notFound') })

/** The listing as the showing shows it, read afresh on every answer. */
export const showingListingSchema = z.object({
  mlNum: z.string(),
  address: z.string(),
  unit: z.string().nullable(),
  city: z.enum(CITIES),
  photo: z.string().nullable(),
  /** List price (sale) or monthly rent (lease), whole dollars. */
  price: z.number().int(),
  sr: z.enum(SALE_OR_LEASE),
  roomType: z.enum(ROOM_TYPES),
  status: z.enum(LISTING_STATUSES),
  lsc: z.enum(LSC_CODES),
})
export type ShowingListing = z.infer<typeof showingListingSchema>

export const showingAgentSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
})
export type ShowingAgent = z.infer<typeof showingAgentSchema>

/** The flag raised when the listing became unavailable after the showing was booked. */
export const listingChangeSchema = z.object({
  /** The listing's status code before and after the change. */
  fromLsc: z.enum(LSC_CODES),
  toLsc: z.enum(LSC_CODES),
  /** When we noticed the change. */
  at: z.string(),
})
export type ListingChange = z.infer<typeof listingChangeSchema>

/** What the viewer may do with this showing now (computed by `showingActions`). */
export const showingActionsSchema = z.object({
  cancel: z.boolean(),
  modify: z.boolean(),
  review: z.boolean(),
  rebook: z.boolean(),
  handle: z.boolean(),
  calendar: z.boolean(),
  /** The agent's answers to a pending request before its time. */
  confirm: z.boolean(),
  decline: z.boolean(),
  propose: z.boolean(),
  /** The buyer's answers to another time the agent proposed. */
  accept: z.boolean(),
  reject: z.boolean(),
})
export type ShowingActions = z.infer<typeof showingActionsSchema>

export const showingSchema = z.object({
  id: z.string(),
  mlNum: z.string(),
  listing: showingListingSchema,
  /** The start, ISO 8601 in UTC; show it in `timeZone`, the listing's city's zone. */
  time: z.string(),
  timeZone: z.string(),
  status: z.enum(SHOWING_STATUSES),
  reviewStatus: z.enum(REVIEW_STATUSES),
  /** The handling agent; null while the showing waits in the administrators' queue. */
  agent: showingAgentSchema.nullable(),
  assignedBy: z.enum(ASSIGNMENT_REASONS),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  wechat: z.string().nullable(),
  message: z.string().nullable(),
  remarks: z.string().nullable(),
  reminderAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  /** When the agent confirmed the time (or the buyer accepted the agent's); null until then. */
  confirmedAt: z.string().nullable(),
  /** Another time the agent proposed, while the buyer has not answered it. */
  proposedTime: z.string().nullable(),
  /** Why the agent declined the request (the cancel reason is then `declined`). */
  declineReason: z.string().nullable(),
  /** What the buyer wrote when cancelling (the cancel reason is then `buyer`), if anything. */
  cancelNote: z.string().nullable(),
  cancelReason: z.enum(SHOWING_CANCEL_REASONS).nullable(),
  cancelledAt: z.string().nullable(),
  listingChange: listingChangeSchema.nullable(),
  review: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Ids of other live showings of the same handling agent within 30 minutes (agent and admin views only). */
  overlaps: z.array(z.string()),
  actions: showingActionsSchema,
  /** The reader's part in the showing: its buyer, its handling agent, or an administrator. */
  role: z.enum(SHOWING_ROLES),
  createdAt: z.string(),
})
export type Showing = z.infer<typeof showingSchema>

export const showingPageSchema = z.object({
  items: z.array(showingSchema),
  nextCursor: z.string().nullable(),
})
export type ShowingPage = z.infer<typeof showingPageSchema>

/** The answer to a booking: 201 with the new id and status "Pending". */
export const showingCreatedSchema = z.object({ id: z.string(), status: z.enum(SHOWING_STATUSES) })
export type ShowingCreated = z.infer<typeof showingCreatedSchema>

import { z } from 'zod'
import { emailSchema, phoneSchema } from '../auth/auth.schema.ts'
import {
  ASSIGNMENT_REASONS,
  type AssignmentReason,
  showingListingSchema,
  showingTimeSchema,
} from '../showings/showing.schema.ts'
import { RENTAL_PROVINCES } from './deposit-rules.ts'
import { isMoveOutAfterMoveIn, RENTAL_NAME_MAX, rentalDateSchema, WECHAT_ID } from './rental-demand.schema.ts'

/**
 * Room reservations: a student asks to rent a lease listing from a day to a day; the handling agent (chosen as for
 * showings) confirms, proposes a viewing, or declines with a reason. Statuses (decision 0059):
 * Pending → ViewingProposed (agent: in person or live video, at a time) → ViewingConfirmed (student) → Confirmed
 * (agent); Pending → Confirmed directly; Declined (agent) and Cancelled (student, or the listing left the market)
 * from any live status; Expired when the move-in day passed while still undecided.
 */
export const RESERVATION_STATUSES = [
  'Pending',
  'ViewingProposed',
  'ViewingConfirmed',
  'Confirmed',
  'Declined',
  'Cancelled',
  'Expired',
] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

/** The list tabs: undecided requests, those with a viewing, confirmed rooms, and closed ones. */
export const RESERVATION_TABS = ['all', 'pending', 'viewing', 'confirmed', 'closed'] as const
export type ReservationTab = (typeof RESERVATION_TABS)[number]

/** Whose list: the reservations a student made, or those an agent handles (administrators: all). */
export const RESERVATION_SIDES = ['mine', 'agent'] as const
export type ReservationSide = (typeof RESERVATION_SIDES)[number]

export const VIEWING_MODES = ['inPerson', 'video'] as const
export type ViewingMode = (typeof VIEWING_MODES)[number]

export const RESERVATION_CANCEL_REASONS = ['student', 'listingLeased', 'listingUnavailable'] as const
export type ReservationCancelReason = (typeof RESERVATION_CANCEL_REASONS)[number]

/** Why a reservation went to its handler: as for showings, but a room request is never routed to an agent's app. */
export const RESERVATION_ASSIGNMENT_REASONS = [
  'listingAgent',
  'brokerage',
  'adminQueue',
] as const satisfies readonly AssignmentReason[]
export type ReservationAssignmentReason = (typeof RESERVATION_ASSIGNMENT_REASONS)[number]

export const RESERVATION_OCCUPANTS_MAX = 8
export const RESERVATION_MESSAGE_MAX = 500
export const RESERVATION_REASON_MAX = 300
export const RESERVATION_PAGE_MAX = 50

/** POST /house/api/rental/v1/reservation: the room, the days, who moves in, a message and the contact for the agent. */
export const reservationRequestSchema = z
  .strictObject({
    mlNum: z.string('rental.validation.mlNumRequired').trim().min(1, 'rental.validation.mlNumRequired').max(20),
    moveIn: rentalDateSchema('rental.validation.moveInRequired'),
    moveOut: rentalDateSchema('rental.validation.moveOutRequired'),
    occupants: z
      .number('rental.validation.occupants')
      .int('rental.validation.occupants')
      .min(1, 'rental.validation.occupants')
      .max(RESERVATION_OCCUPANTS_MAX, 'rental.validation.occupants'),
    message: z
      .string()
      .trim()
      .max(RESERVATION_MESSAGE_MAX, 'rental.validation.messageTooLong')
      .nullish()
      .transform((v) => (v ? v : null)),
    name: z
      .string('rental.validation.nameRequired')
      .trim()
      .min(1, 'rental.validation.nameRequired')
      .max(RENTAL_NAME_MAX, 'rental.validation.nameLength'),
    phone: phoneSchema,
    email: emailSchema,
    wechat: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || WECHAT_ID.test(v), 'rental.validation.wechatFormat'),
  })
  .refine(isMoveOutAfterMoveIn, { message: 'rental.validation.moveOutAfterMoveIn', path: ['moveOut'] })
export type ReservationRequestForm = z.input<typeof reservationRequestSchema>
export type ReservationRequest = z.output<typeof reservationRequestSchema>

/** POST /house/api/rental/v1/reservation/{id}/viewing: the agent proposes a viewing. */
export const viewingProposalSchema = z.strictObject({
  mode: z.enum(VIEWING_MODES, 'rental.validation.viewingMode'),
  time: showingTimeSchema,
})
export type ViewingProposal = z.infer<typeof viewingProposalSchema>

/** POST /house/api/rental/v1/reservation/{id}/decline: the agent's reason, which the student reads. */
export const reservationDeclineSchema = z.strictObject({
  reason: z
    .string('rental.validation.reasonRequired')
    .trim()
    .min(1, 'rental.validation.reasonRequired')
    .max(RESERVATION_REASON_MAX, 'error.field.tooLong'),
})
export type ReservationDecline = z.infer<typeof reservationDeclineSchema>

export const reservationListQuerySchema = z.strictObject({
  status: z.enum(RESERVATION_TABS, 'rental.validation.tab').default('all'),
  side: z.enum(RESERVATION_SIDES, 'rental.validation.side').default('mine'),
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(RESERVATION_PAGE_MAX).default(20),
})
export type ReservationListQuery = z.infer<typeof reservationListQuerySchema>

export const reservationIdParamsSchema = z.strictObject({ id: z.uuid('rental.api.reservationNotFound') })

export const reservationActionsSchema = z.object({
  /** Student: cancel while undecided or confirmed, before the move-in. */
  cancel: z.boolean(),
  /** Student: confirm the viewing the agent proposed. */
  confirmViewing: z.boolean(),
  /** Agent: confirm the room. */
  confirm: z.boolean(),
  /** Agent: propose (or move) a viewing. */
  proposeViewing: z.boolean(),
  /** Agent: decline with a reason. */
  decline: z.boolean(),
})
export type ReservationActions = z.infer<typeof reservationActionsSchema>

export const viewingSchema = z.object({
  mode: z.enum(VIEWING_MODES),
  /** ISO 8601 in UTC; shown on the clock of `timeZone`, the listing's city. */
  time: z.string(),
  timeZone: z.string(),
})
export type Viewing = z.infer<typeof viewingSchema>

export const reservationAgentSchema = z.object({
  id: z.string(),
  profileId: z.string().nullable(),
  name: z.string(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  registrationNumber: z.string(),
})

export const reservationSchema = z.object({
  id: z.string(),
  mlNum: z.string(),
  listing: showingListingSchema,
  province: z.enum(RENTAL_PROVINCES),
  moveIn: z.string(),
  moveOut: z.string(),
  occupants: z.number().int(),
  message: z.string().nullable(),
  /** Months of rent up front the message speaks of (e.g. "prepay 12 months"), for the deposit explanation. */
  prepayMonths: z.number().int().nullable(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  wechat: z.string().nullable(),
  status: z.enum(RESERVATION_STATUSES),
  agent: reservationAgentSchema.nullable(),
  assignedBy: z.enum(ASSIGNMENT_REASONS),
  viewing: viewingSchema.nullable(),
  declineReason: z.string().nullable(),
  cancelReason: z.enum(RESERVATION_CANCEL_REASONS).nullable(),
  /** The reader's part: the student who reserved, the handling agent, or an administrator. */
  role: z.enum(['student', 'agent', 'admin']),
  actions: reservationActionsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Reservation = z.infer<typeof reservationSchema>

export const reservationPageSchema = z.object({
  items: z.array(reservationSchema),
  nextCursor: z.string().nullable(),
})
export type ReservationPage = z.infer<typeof reservationPageSchema>

export const reservationCreatedSchema = z.object({ id: z.string(), status: z.enum(RESERVATION_STATUSES) })

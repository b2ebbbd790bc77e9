import { z } from 'zod'
import { clientDetailsLink, formatClientAlertNotice } from '../activity/activity-notice.ts'
import { contractLink, formatContractNotice } from '../contracts/contract-notice.ts'
import { formatFavouriteChange } from '../favourites/change-badge.ts'
import { FAVOURITE_STATUSES } from '../favourites/favourite-types.ts'
import type { MessageKey, MessageParams } from '../i18n/catalogue.ts'
import { translate, translator } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import { formatLeadNotice, LEAD_NOTICE_KINDS, type LeadNoticeKind, leadNoticeLink } from '../leads/lead-notice.ts'
import { toDetailPath } from '../listings/detail-path.ts'
import { CITIES, ROOM_TYPES, SALE_OR_LEASE } from '../listings/listing-codes.ts'
import { dollarsToCents } from '../money/cents.ts'
import { formatCadWhole } from '../money/format-money.ts'
import {
  formatPreconRegistrationNotice,
  PRECON_REGISTRATION_NOTICE_KINDS,
  type PreconRegistrationNoticeKind,
  preconRegistrationLink,
} from '../precon-registrations/precon-registration-notice.ts'
import { formatRentalNotice, rentalNoticeLink } from '../rentals/rental-notice.ts'
import { formatSavedSearchNotice, savedSearchLink } from '../saved-searches/saved-search-notice.ts'
import { formatShowingNotice, showingLink } from '../showings/showing-notice.ts'

/**
 * What a notification is about. Each kind has a title and a body in the catalogues (`notice.<kind>.title` and
 * `.body`), filled with the notice's parameters when it is read, in the reader's language. A module that raises a
 * new kind adds it here and its two texts to both catalogues.
 */
export const NOTICE_KINDS = [
  'feedback.replied',
  'favourite.priceChanged',
  'favourite.statusChanged',
  'showing.updated',
  'contract.updated',
  'agentApp.updated',
  'rental.updated',
  'order.updated',
  'client.alert',
  'savedSearch.matched',
  'savedSearch.digest',
  'savedSearch.steppedDown',
  ...PRECON_REGISTRATION_NOTICE_KINDS,
  ...LEAD_NOTICE_KINDS,
] as const
export type NoticeKind = (typeof NOTICE_KINDS)[number]

export function isNoticeKind(value: string): value is NoticeKind {
  return (NOTICE_KINDS as readonly string[]).includes(value)
}

export type NoticeParams = Record<string, string | number>

const isPreconRegistrationKind = (kind: NoticeKind): kind is PreconRegistrationNoticeKind =>
  (PRECON_REGISTRATION_NOTICE_KINDS as readonly string[]).includes(kind)

const isLeadKind = (kind: NoticeKind): kind is LeadNoticeKind => (LEAD_NOTICE_KINDS as readonly string[]).includes(kind)

export const noticeTitleKey = (kind: NoticeKind) => `notice.${kind}.title` as MessageKey
export const noticeBodyKey = (kind: NoticeKind) => `notice.${kind}.body` as MessageKey

/**
 * Parameters that are values in a language of their own, put in the reader's: a price (whole dollars) as money, a
 * saved home's status as its word. Everything else is shown as raised.
 */
function localiseParams(kind: NoticeKind, params: NoticeParams, locale: Locale): MessageParams {
  const p: MessageParams = { ...params }
  if ((kind === 'favourite.priceChanged' || kind === 'rental.updated') && typeof params.price === 'number')
    p.price = formatCadWhole(dollarsToCents(params.price), locale)
  const status = FAVOURITE_STATUSES.find((s) => s === params.status)
  if (kind === 'favourite.statusChanged' && status) p.status = formatFavouriteChange({ kind: 'status', status }, locale)
  return p
}

/** The title and body of a notice in the reader's language. */
export function formatNotice(kind: NoticeKind, params: NoticeParams, locale: Locale): { title: string; body: string } {
  const p = localiseParams(kind, params, locale)
  // A contract notice says what happened (its `event`), each with its own text.
  if (kind === 'contract.updated') return formatContractNotice(p, translator(locale))
  // A showing notice too: requested, handled, cancelled, or its listing changed.
  if (kind === 'showing.updated') return formatShowingNotice(p, translator(locale), locale)
  // A rental notice: a lease that fits a demand, an agent's request to contact, a reservation's progress.
  if (kind === 'rental.updated') return formatRentalNotice(p, translator(locale))
  // A client alert says why it was raised.
  if (kind === 'client.alert') return formatClientAlertNotice(p, translator(locale))
  // A saved search's alert says what changed and why the home fits; its digests count the changes.
  if (kind === 'savedSearch.matched' || kind === 'savedSearch.digest' || kind === 'savedSearch.steppedDown')
    return formatSavedSearchNotice(kind, params, locale)
  // A pre-construction registration's: an enquiry arrived, the agent replied, the project's price or occupancy moved.
  if (isPreconRegistrationKind(kind)) return formatPreconRegistrationNotice(kind, params, locale)
  // A lead's: a client's request arrived, or the reminder the agent set on one is due.
  if (isLeadKind(kind)) return formatLeadNotice(kind, params, locale)
  return { title: translate(locale, noticeTitleKey(kind), p), body: translate(locale, noticeBodyKey(kind), p) }
}

const oneOf = <T extends string>(values: readonly T[], v: unknown): T | undefined => values.find((x) => x === v)

/** Where tapping a notice takes the reader, when it is about something with a screen. */
export function noticeLink(kind: NoticeKind, params: NoticeParams): string | null {
  if (kind === 'feedback.replied' && params.feedbackId)
    return `/pages/my/feedback/feedback-detail?id=${encodeURIComponent(String(params.feedbackId))}`
  if (
    (kind === 'favourite.priceChanged' || kind === 'favourite.statusChanged' || kind === 'savedSearch.matched') &&
    params.mlNum
  ) {
    const mlNum = String(params.mlNum)
    const city = oneOf(CITIES, params.city) ?? 'toronto'
    const sr = oneOf(SALE_OR_LEASE, params.sr) ?? 'Sale'
    const roomType = oneOf(ROOM_TYPES, params.roomType) ?? 'condo'
    return toDetailPath({ mlNum, city, sr, roomType })
  }
  if (kind === 'contract.updated' && params.contractId) return contractLink(String(params.contractId))
  if (kind === 'showing.updated' && params.showingId) return showingLink(String(params.showingId))
  if (kind === 'rental.updated') return rentalNoticeLink(params)
  if (kind === 'client.alert' && params.clientId) return clientDetailsLink(String(params.clientId))
  if ((kind === 'savedSearch.digest' || kind === 'savedSearch.steppedDown') && params.searchId)
    return savedSearchLink(String(params.searchId))
  if (isPreconRegistrationKind(kind)) return preconRegistrationLink(kind, params)
  if (isLeadKind(kind)) return leadNoticeLink(params)
  if (kind === 'order.updated' && params.orderId)
    return `/pages/Subscribetotwo/order?orderId=${encodeURIComponent(String(params.orderId))}`
  return null
}

export const noticeSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
})
export type Notice = z.infer<typeof noticeSchema>

export const NOTICE_PAGE_MAX = 50

export const noticeListQuerySchema = z.strictObject({
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(NOTICE_PAGE_MAX).default(20),
})
export type NoticeListQuery = z.infer<typeof noticeListQuerySchema>

export const noticePageSchema = z.object({
  items: z.array(noticeSchema),
  unread: z.number().int(),
  nextCursor: z.string().nullable(),
})
export type NoticePage = z.infer<typeof noticePageSchema>

/** Marks some notices read (their ids) or every notice (`all: true`); exactly one of the two. */
export const noticeReadSchema = z
  .strictObject({
    ids: z.array(z.uuid('error.field.invalid')).min(1).max(NOTICE_PAGE_MAX).optional(),
    all: z.literal(true).optional(),
  })
  .refine((v) => (v.ids ? !v.all : v.all === true), { message: 'notice.validation.idsOrAll', path: ['ids'] })
export type NoticeRead = z.infer<typeof noticeReadSchema>

export const noticeReadResultSchema = z.object({ marked: z.number().int(), unread: z.number().int() })

/** Consent to receive notifications by e-mail: the choice and when it was made (null: never asked). */
export const noticeConsentSchema = z.object({
  email: z.boolean(),
  decidedAt: z.string().nullable(),
  /** The address they would go to; null when the account has none. */
  address: z.string().nullable(),
})
export type NoticeConsent = z.infer<typeof noticeConsentSchema>

export const noticeConsentInputSchema = z.strictObject({ email: z.boolean() })
export type NoticeConsentInput = z.infer<typeof noticeConsentInputSchema>

import type { MessageKey, MessageParams, Translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import { getTimeZoneCity } from '../listings/city-time-zone.ts'
import { lscKey } from '../listings/lsc.ts'
import { formatShowingTime } from './showing-time.ts'

/**
 * What a `showing.updated` notice says happened. Its parameters: `showingId`, `event`, `address`, `at` and
 * `timeZone` (the start and the listing city's zone, read as "Thu 3 Dec 2026, 18:30 Toronto time" in the reader's
 * language; older notices carry `when`, the wall time as written then), and by event `name` (the buyer), `reason` (a
 * decline's or a cancellation's), `proposedAt` (the other time the agent proposes, read as `at`) or `lsc` and `sr`
 * (the listing's new status code, read in the reader's language).
 */
export const SHOWING_NOTICE_EVENTS = [
  'requested',
  'modified',
  'cancelled',
  'processed',
  'expired',
  'reviewed',
  'confirmed',
  'declined',
  'proposed',
  'accepted',
  'rejected',
  'listingChanged',
  'listingClosed',
] as const
export type ShowingNoticeEvent = (typeof SHOWING_NOTICE_EVENTS)[number]

function isEvent(v: unknown): v is ShowingNoticeEvent {
  return (SHOWING_NOTICE_EVENTS as readonly unknown[]).includes(v)
}

/** The title and body of a showing notice; an unknown event falls back to the generic text. */
export function formatShowingNotice(
  params: MessageParams,
  t: Translate,
  locale: Locale,
): { title: string; body: string } {
  const event = params.event
  const p: MessageParams = { ...params }
  const city = typeof params.timeZone === 'string' ? getTimeZoneCity(params.timeZone) : null
  const read = (at: unknown) =>
    typeof at === 'string' && city
      ? `${formatShowingTime(at, locale, params.timeZone as string)} ${t('ui.showings.cityTime', { city: t(`ui.showings.zone.${city}`) })}`
      : null
  p.when = read(params.at) ?? params.when ?? ''
  if (params.proposedAt !== undefined) p.proposed = read(params.proposedAt) ?? ''
  if (!isEvent(event)) {
    return { title: t('notice.showing.updated.title', p), body: t('notice.showing.updated.body', p) }
  }
  if (typeof params.lsc === 'string') p.status = t(lscKey(params.lsc, params.sr === 'Lease' ? 'Lease' : 'Sale'))
  const withReason = event === 'cancelled' && typeof params.reason === 'string' && params.reason !== ''
  return {
    title: t(`notice.showing.${event}.title` as MessageKey, p),
    body: t(withReason ? 'notice.showing.cancelled.bodyReason' : (`notice.showing.${event}.body` as MessageKey), p),
  }
}

export const showingLink = (id: string) => `/pages/my/appt/appt-detail?id=${encodeURIComponent(id)}`

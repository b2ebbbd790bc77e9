import type { MessageKey, MessageParams, Translate } from '../i18n/catalogue.ts'
import { lscKey } from '../listings/lsc.ts'

/**
 * What a `showing.updated` notice says happened. Its parameters: `showingId`, `event`, `address`, `when` (local
 * wall time of the listing's city, "2026-11-26 14:00"), and by event `name` (the buyer), `reason` (a decline's),
 * `proposed` (the other time the agent proposes, as `when`) or `lsc` and `sr` (the listing's new status code, read in
 * the reader's language).
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
export function formatShowingNotice(params: MessageParams, t: Translate): { title: string; body: string } {
  const event = params.event
  if (!isEvent(event)) {
    return { title: t('notice.showing.updated.title', params), body: t('notice.showing.updated.body', params) }
  }
  const p: MessageParams = { ...params }
  if (typeof params.lsc === 'string') p.status = t(lscKey(params.lsc, params.sr === 'Lease' ? 'Lease' : 'Sale'))
  return {
    title: t(`notice.showing.${event}.title` as MessageKey, p),
    body: t(`notice.showing.${event}.body` as MessageKey, p),
  }
}

export const showingLink = (id: string) => `/pages/my/appt/appt-detail?id=${encodeURIComponent(id)}`

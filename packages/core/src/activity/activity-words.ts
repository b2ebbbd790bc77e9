import type { MessageKey, Translate } from '../i18n/catalogue.ts'
import type { ActivityAlert, TimelineEntry } from './activity.schema.ts'

/** One timeline entry in words, in the reader's language: "Viewed 88 Harbour St (C1234567)". */
export function formatTimelineEntry(entry: TimelineEntry, t: Translate): string {
  const what = entry.address
    ? t('activity.words.listing', { address: entry.address, mlNum: entry.subject ?? '' })
    : (entry.subject ?? '')
  return t(`activity.timeline.${entry.event}` as MessageKey, { what, query: entry.subject ?? '' })
}

/** Why an alert was raised, in words. */
export function formatAlertReason(alert: ActivityAlert, t: Translate, client: string): string {
  const what = alert.address
    ? t('activity.words.listing', { address: alert.address, mlNum: alert.subject })
    : alert.subject
  return t(`activity.alert.${alert.reason}` as MessageKey, { client, what, date: alert.subject })
}

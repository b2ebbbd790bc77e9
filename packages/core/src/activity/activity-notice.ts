import type { MessageKey, MessageParams, Translate } from '../i18n/catalogue.ts'
import { ALERT_REASONS, type AlertReason } from './activity.schema.ts'

const isReason = (v: unknown): v is AlertReason => (ALERT_REASONS as readonly unknown[]).includes(v)

/**
 * A `client.alert` notice: its parameters are `reason`, `client` (the client's name), `clientId`, `subject` (a
 * listing number or a day) and `address` when the subject is a listing. The title says what kind of news it is, the
 * body says why, in the reader's language.
 */
export function formatClientAlertNotice(params: MessageParams, t: Translate): { title: string; body: string } {
  const reason = params.reason
  if (!isReason(reason)) return { title: t('notice.client.alert.title'), body: t('notice.client.alert.body', params) }
  const what = params.address
    ? t('activity.words.listing', { address: String(params.address), mlNum: String(params.subject ?? '') })
    : String(params.subject ?? '')
  return {
    title: t(`notice.client.alert.${reason}.title` as MessageKey),
    body: t(`activity.alert.${reason}` as MessageKey, {
      client: String(params.client ?? ''),
      what,
      date: String(params.subject ?? ''),
    }),
  }
}

export const clientDetailsLink = (userId: string) =>
  `/pages/my/user/user-listdetails?userId=${encodeURIComponent(userId)}`

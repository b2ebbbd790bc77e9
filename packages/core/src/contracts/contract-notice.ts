import type { MessageKey, MessageParams, Translate } from '../i18n/catalogue.ts'

/**
 * What a `contract.updated` notice says happened. Its parameters: `contractId`, `event`, `address`, `endDate`
 * (YYYY-MM-DD) and, for a reminder, `days` (60 or 30). `signed`: one side signed, the other is asked to;
 * `completed`: both have, and the signed PDF is ready.
 */
export const CONTRACT_NOTICE_EVENTS = ['issued', 'changed', 'reminder', 'signed', 'completed'] as const
export type ContractNoticeEvent = (typeof CONTRACT_NOTICE_EVENTS)[number]

const isEvent = (v: unknown): v is ContractNoticeEvent => (CONTRACT_NOTICE_EVENTS as readonly unknown[]).includes(v)

/** The title and body of a contract notice; an unknown event falls back to the generic text. */
export function formatContractNotice(params: MessageParams, t: Translate): { title: string; body: string } {
  const event = params.event
  if (!isEvent(event))
    return { title: t('notice.contract.updated.title', params), body: t('notice.contract.updated.body', params) }
  return {
    title: t(`notice.contract.updated.${event}.title` as MessageKey, params),
    body: t(`notice.contract.updated.${event}.body` as MessageKey, params),
  }
}

export const contractLink = (id: string) => `/pages/my/contract/contract-detail?id=${encodeURIComponent(id)}`

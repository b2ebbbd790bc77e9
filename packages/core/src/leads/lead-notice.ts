import { type MessageParams, translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import { LEAD_KINDS, type LeadKind } from './lead.schema.ts'
import { leadPath } from './lead-rules.ts'

/** A new lead reached the agent; a reminder she set on a lead is due. */
export const LEAD_NOTICE_KINDS = ['lead.received', 'lead.reminder'] as const
export type LeadNoticeKind = (typeof LEAD_NOTICE_KINDS)[number]

type Params = Record<string, string | number>

const kindOf = (v: unknown): LeadKind => LEAD_KINDS.find((k) => k === v) ?? 'ask'

/**
 * The title and body of a lead's notice in the reader's language. Parameters: `leadId`, `kind`, `name` (the client as
 * they gave it), and what it is about when known: `address` (a home), `project` (a pre-construction project).
 */
export function formatLeadNotice(
  kind: LeadNoticeKind,
  params: Params,
  locale: Locale,
): { title: string; body: string } {
  const p: MessageParams = { ...params }
  p.what = translate(locale, `lead.kind.${kindOf(params.kind)}`)
  const about = params.address ? String(params.address) : params.project ? String(params.project) : ''
  const body = about ? `notice.${kind}.bodyAbout` : `notice.${kind}.body`
  return {
    title: translate(locale, `notice.${kind}.title`, p),
    body: translate(locale, body as `notice.${LeadNoticeKind}.body`, { ...p, about }),
  }
}

/** A lead's notice opens the lead. */
export const leadNoticeLink = (params: Params): string | null =>
  params.leadId ? leadPath(String(params.leadId)) : null

import { formatDateTime, type Lead, type LeadUrgency, type Locale } from '@maplenest/core'

/** A lead's moment in the reader's locale, on its city's clock: "3 Dec 2026, 18:30", "2026年12月3日 18:30". */
export const leadTime = (at: string, lead: Pick<Lead, 'timeZone'>, locale: Locale) =>
  formatDateTime(at, locale, lead.timeZone)

/** What a lead is about in a line: the home's address (and how many more homes), the project, or nothing. */
export function leadSubject(lead: Lead): string | null {
  if (lead.project) return lead.project.name
  const home = lead.address ?? lead.mlNum
  if (!home) return null
  return lead.mlNums.length > 1 ? `${home} +${lead.mlNums.length - 1}` : home
}

/** The i18next key of a lead's kind and status. */
export const kindKey = (lead: Pick<Lead, 'kind'>) => `lead.kind.${lead.kind}` as const
export const statusKey = (status: Lead['status']) => `lead.status.${status}` as const
/** The i18next key of an urgency: normal, urgent, extra urgent. */
export const urgencyKey = (urgency: LeadUrgency) => `lead.urgency.${urgency}` as const

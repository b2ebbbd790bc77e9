import type { MessageKey } from '../i18n/catalogue.ts'
import { LEAD_REMINDER_MAX_DAYS, LEAD_STATUSES, type LeadStatus } from './lead.schema.ts'

/** The agent's leads screen and one lead's, in the web app. */
export const LEADS_PATH = '/pages/my/leads/leads'
export const leadPath = (id: string) => `/pages/my/leads/lead?id=${encodeURIComponent(id)}`

/**
 * Whether the agent may move a lead from one status to another: forward only (new → contacted → closed, or new
 * straight to closed); staying where it is changes nothing and is allowed.
 */
export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return LEAD_STATUSES.indexOf(to) >= LEAD_STATUSES.indexOf(from)
}

/** Why a reminder time is refused (in the past, or more than a year ahead), or null when it may be set. */
export function checkLeadReminder(at: Date, now: Date): MessageKey | null {
  if (at.getTime() <= now.getTime()) return 'lead.validation.remindPast'
  if (at.getTime() - now.getTime() > LEAD_REMINDER_MAX_DAYS * 86_400_000) return 'lead.validation.remindTooFar'
  return null
}

/** The reminders the agent can pick at once on a lead, in hours from now: later today, tomorrow, in three days, in a week. */
export const LEAD_REMINDER_PRESETS_HOURS = [2, 24, 72, 168] as const

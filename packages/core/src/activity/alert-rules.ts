import { type AlertReason, REPEAT_VIEWS, RETURN_AFTER_DAYS, type UsageEvent } from './activity.schema.ts'

/** What the agent is alerted about when a client does something in their app, and the subject each alert is once per. */
export function alertsFor(input: {
  event: UsageEvent
  subject: string | null
  /** How many times the client has now viewed this subject in the app (this view included). */
  viewsOfSubject: number
  /** The client's previous action in the app, if any. */
  previousAt: Date | null
  now: Date
}): { reason: AlertReason; subject: string }[] {
  const out: { reason: AlertReason; subject: string }[] = []
  const { event, subject, previousAt, now } = input
  if (previousAt && now.getTime() - previousAt.getTime() >= RETURN_AFTER_DAYS * 86_400_000)
    out.push({ reason: 'returned', subject: now.toISOString().slice(0, 10) })
  if (event === 'view' && subject && input.viewsOfSubject === REPEAT_VIEWS)
    out.push({ reason: 'viewedThrice', subject })
  if (event === 'favourite' && subject) out.push({ reason: 'favourited', subject })
  if (event === 'book' && subject) out.push({ reason: 'booked', subject })
  return out
}

/** Whole days between two moments, rounded down. */
export const daysBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / 86_400_000)

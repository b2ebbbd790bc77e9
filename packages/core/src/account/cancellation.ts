import { z } from 'zod'
import { RECORD_RETENTION_YEARS } from '../constants.ts'

/**
 * Why a person cancels (spec §5): 1 multiple accounts, 2 no longer wants to use, 99 other (with a text). The spec's
 * two readings give "multiple accounts" as 1 or 3; 3 is taken as the same reason and stored as 1.
 */
export const CANCEL_REASONS = [1, 2, 99] as const
export type CancelReason = (typeof CANCEL_REASONS)[number]
export const CANCEL_REASON_OTHER = 99
export const CANCEL_NOTE_MAX = 200

const reasonSchema = z
  .union([z.literal(1), z.literal(2), z.literal(3), z.literal(99)], { error: 'account.validation.reasonRequired' })
  .transform((r): CancelReason => (r === 3 ? 1 : r))

/** POST /house/api/user/v1/cancel, and the last step of the cancellation screens. */
export const cancelAccountSchema = z
  .strictObject({
    reason: reasonSchema,
    note: z.string().trim().max(CANCEL_NOTE_MAX, 'error.field.tooLong').optional(),
    agreed: z.literal(true, { error: 'account.error.notAgreed' }),
  })
  .refine((v) => v.reason !== CANCEL_REASON_OTHER || Boolean(v.note), {
    message: 'account.validation.noteRequired',
    path: ['note'],
  })
export type CancelAccountRequest = z.input<typeof cancelAccountSchema>

/** When a cancelled account's records are purged: RECORD_RETENTION_YEARS after the cancellation, to the day. */
export function calculatePurgeDate(cancelledAt: Date): Date {
  const at = new Date(cancelledAt.getTime())
  at.setUTCFullYear(at.getUTCFullYear() + RECORD_RETENTION_YEARS)
  return at
}

/** The latest cancellation time whose records are due for purging at `now`. */
export function calculatePurgeCutoff(now: Date): Date {
  const at = new Date(now.getTime())
  at.setUTCFullYear(at.getUTCFullYear() - RECORD_RETENTION_YEARS)
  return at
}

import { CANCEL_REASONS, type CancelReason } from '@maplenest/core'

/** The reason chosen on account-applyfor, carried to account-agreement in the navigation state. */
export interface CancelRequestState {
  reason: CancelReason
  note: string
}

/** The state account-agreement was opened with, or null when it was opened directly (then the reason is asked first). */
export function toCancelRequestState(state: unknown): CancelRequestState | null {
  const s = state as Partial<CancelRequestState> | null
  if (!s || !CANCEL_REASONS.includes(s.reason as CancelReason)) return null
  return { reason: s.reason as CancelReason, note: typeof s.note === 'string' ? s.note : '' }
}

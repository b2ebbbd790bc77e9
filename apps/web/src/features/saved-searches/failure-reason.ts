import { isApiError } from '../../shared/api/api-error.ts'

/** What to tell the person when a call failed: the server's own words (too many searches, no e-mail), else ours. */
export function failureReason(error: unknown, fallback: string): string {
  return isApiError(error) && error.msg ? error.msg : fallback
}

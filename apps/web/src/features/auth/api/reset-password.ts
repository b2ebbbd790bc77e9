import type { ResetPasswordRequest } from '@maplenest/core'
import { api } from '../../../shared/api/api.ts'

/** POST /auth/password/reset → 200. */
export function resetPassword(request: ResetPasswordRequest): Promise<unknown> {
  return api.post('/auth/password/reset', request, { toast: false })
}

import type { RegisterRequest } from '@maplenest/core'
import { api } from '../../../shared/api/api.ts'

/** POST /auth/register → 201 `{ userId }`. */
export function register(request: RegisterRequest): Promise<{ userId: string }> {
  return api.post('/auth/register', request, { toast: false })
}

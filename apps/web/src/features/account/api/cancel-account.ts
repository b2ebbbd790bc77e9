import type { CancelAccountRequest } from '@maplenest/core'
import { api } from '../../../shared/api/api.ts'

/** POST /house/api/user/v1/cancel: every sign-in of the account ends with it. */
export const cancelAccount = (body: CancelAccountRequest) =>
  api.post<null>('/house/api/user/v1/cancel', body, { toast: false })

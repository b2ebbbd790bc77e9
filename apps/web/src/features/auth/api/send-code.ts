import type { CodeChannel, CodePurpose } from '@maplenest/core'
import { api } from '../../../shared/api/api.ts'

/** POST /auth/code/email or /auth/code/sms: sends a 4-digit code; 429 when asked again within 60 s. */
export function sendCode(channel: CodeChannel, address: string, purpose: CodePurpose): Promise<unknown> {
  return channel === 'email'
    ? api.post('/auth/code/email', { email: address, purpose }, { toast: false })
    : api.post('/auth/code/sms', { phonenumber: address, purpose }, { toast: false })
}

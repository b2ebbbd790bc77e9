import type { CodeChannel } from '@maplenest/core'
import { api } from '../../../shared/api/api.ts'

/** A code to a new e-mail address or phone number, proving it before the profile takes it (purpose 'contact'). */
export function sendContactCode(channel: CodeChannel, address: string) {
  return channel === 'email'
    ? api.post<{ seconds: number }>('/auth/code/email', { email: address, purpose: 'contact' }, { toast: false })
    : api.post<{ seconds: number }>('/auth/code/sms', { phonenumber: address, purpose: 'contact' }, { toast: false })
}

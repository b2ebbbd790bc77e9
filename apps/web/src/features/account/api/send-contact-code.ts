import { api } from '../../../shared/api/api.ts'

/** A code to a new e-mail address or phone number, proving it before the profile takes it (purpose 'contact'). */
export function sendContactCode(channel: 'email' | 'sms', address: string) {
  return channel === 'email'
    ? api.post<{ seconds: number }>('/auth/code/email', { email: address, purpose: 'contact' }, { toast: false })
    : api.post<{ seconds: number }>('/auth/code/sms', { phonenumber: address, purpose: 'contact' }, { toast: false })
}

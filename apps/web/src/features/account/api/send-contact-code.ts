import type { CodeChannel } from '@maplenest/core'
import { currentAppIdField } from '../../../shared/agent-app/agent-app-store.ts'
import { api } from '../../../shared/api/api.ts'

/** A code to a new e-mail address or phone number, proving it before the profile takes it (purpose 'contact'). */
export function sendContactCode(channel: CodeChannel, address: string) {
  const app = currentAppIdField()
  return channel === 'email'
    ? api.post<{ seconds: number }>(
        '/auth/code/email',
        { email: address, purpose: 'contact', ...app },
        { toast: false },
      )
    : api.post<{ seconds: number }>(
        '/auth/code/sms',
        { phonenumber: address, purpose: 'contact', ...app },
        { toast: false },
      )
}

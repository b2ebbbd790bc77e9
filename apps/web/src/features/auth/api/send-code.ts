import type { CodeChannel, CodePurpose } from '@maplenest/core'
import { currentAppIdField } from '../../../shared/agent-app/agent-app-store.ts'
import { api } from '../../../shared/api/api.ts'

/**
 * POST /auth/code/email or /auth/code/sms: sends a 4-digit code, named for the agent's app when asked in one; 429 when
 * asked again within 60 s.
 */
export function sendCode(channel: CodeChannel, address: string, purpose: CodePurpose): Promise<unknown> {
  const app = currentAppIdField()
  return channel === 'email'
    ? api.post('/auth/code/email', { email: address, purpose, ...app }, { toast: false })
    : api.post('/auth/code/sms', { phonenumber: address, purpose, ...app }, { toast: false })
}
